import { Readable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildStorefrontServer } from '../app.ts';
import { loadServerSettings } from '../settings.ts';
import type { ServerSettings } from '../settings.ts';
import { buildTestServer, fakeClientBuild, startMockApi } from '../test-stack.ts';

/**
 * A server whose renderer counts its renders and answers `status` with a page naming its render
 * number and the URL it rendered, on a clock the test moves.
 */
async function countingServer(overrides: Partial<ServerSettings> = {}, status = 200) {
  let ms = 5_000_000;
  const rendered: string[] = [];
  const app = await buildStorefrontServer({
    settings: {
      ...loadServerSettings({
        PUBLIC_ORIGIN: 'https://shop.example',
        ALLOWED_ORIGINS: 'https://www.shop.example',
      }),
      ...overrides,
    },
    csp: false,
    now: () => ms,
    renderer: {
      render: async (request) => {
        rendered.push(request.url);
        return { status, head: '', pipe: (w) => w.end(), stateScript: '', screens: [] };
      },
      html: async (url) =>
        Readable.from([`<!doctype html><p>render ${rendered.length} of ${url}</p>`.padEnd(3000)]),
    },
  });
  return {
    app,
    rendered,
    advanceS: (s: number) => (ms += s * 1000),
    get: (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { host: 'shop.example', ...headers } }),
  };
}

describe('the page cache (issue 25): guests get kept pages', () => {
  it('MISS, then HIT with Age, then STALE while one render replaces it', async () => {
    const s = await countingServer();
    const miss = await s.get('/productdetails/1001');
    expect([miss.statusCode, miss.headers['x-cache'], miss.headers.age]).toEqual([
      200,
      'MISS',
      undefined,
    ]);
    expect(miss.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    s.advanceS(42);
    const hit = await s.get('/productdetails/1001');
    expect([hit.headers['x-cache'], hit.headers.age, hit.body]).toEqual(['HIT', '42', miss.body]);
    s.advanceS(20);
    const stale = await s.get('/productdetails/1001');
    expect([stale.headers['x-cache'], stale.body]).toEqual(['STALE', miss.body]);
    // One render replaces it in the background; once it is kept, it is served fresh.
    await vi.waitFor(async () => {
      const renewed = await s.get('/productdetails/1001');
      expect([renewed.headers['x-cache'], renewed.body.trim()]).toEqual([
        'HIT',
        '<!doctype html><p>render 2 of /productdetails/1001</p>',
      ]);
    });
    expect(s.rendered).toHaveLength(2);
    await s.app.close();
  });

  it('no stampede: 20 guests asking at once for a page cost one render', async () => {
    const s = await countingServer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.get('/category/1?page=2')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(s.rendered).toEqual(['https://shop.example/category/1?page=2']);
    await s.app.close();
  });

  it('the key is the origin, the path and the sorted query', async () => {
    const s = await countingServer();
    await s.get('/category/1?sort=2&page=3');
    expect((await s.get('/category/1?page=3&sort=2')).headers['x-cache']).toBe('HIT');
    expect((await s.get('/category/1?page=4&sort=2')).headers['x-cache']).toBe('MISS');
    // Another allowed origin is another page (its links differ); an unknown Host is PUBLIC_ORIGIN's.
    expect(
      (await s.get('/category/1?page=3&sort=2', { host: 'www.shop.example' })).headers['x-cache'],
    ).toBe('MISS');
    expect(
      (await s.get('/category/1?page=3&sort=2', { host: 'evil.example' })).headers['x-cache'],
    ).toBe('HIT');
    expect(s.rendered).toHaveLength(3);
    await s.app.close();
  });

  it('a request with a cookie, credentials or (with MOCK_CONTROLS) the mock session bypasses it, and streams its own render', async () => {
    const s = await countingServer({ mockControls: true });
    await s.get('/');
    const personal: Record<string, string>[] = [
      { cookie: 'trini_cart=1001:1' },
      { cookie: 'other=1' },
      { authorization: 'Bearer x' },
      { 'x-mock-session': 'test-1' },
    ];
    for (const headers of personal) {
      const res = await s.get('/', headers);
      expect(res.headers['x-cache'], JSON.stringify(headers)).toBe('BYPASS');
    }
    expect(s.rendered).toHaveLength(5);
    expect((await s.get('/')).headers['x-cache']).toBe('HIT');
    await s.app.close();
  });

  it('without MOCK_CONTROLS (production) a mock session header is no reason to bypass it: the kept page answers', async () => {
    const s = await countingServer(
      loadServerSettings({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example' }),
    );
    await s.get('/');
    for (const session of ['test-1', 'test-2', 'test-3']) {
      const res = await s.get('/', { 'x-mock-session': session });
      expect(res.headers['x-cache'], session).toBe('HIT');
    }
    expect(s.rendered).toHaveLength(1);
    await s.app.close();
  });

  it('a 503 is never kept (each request renders, Retry-After, no-store); a 404 is kept briefly', async () => {
    const down = await countingServer({}, 503);
    for (let i = 0; i < 3; i++) {
      const res = await down.get('/');
      expect([res.statusCode, res.headers['x-cache'], res.headers['retry-after']]).toEqual([
        503,
        'MISS',
        '30',
      ]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(down.rendered).toHaveLength(3);
    await down.app.close();

    const missing = await countingServer({ pageCacheNotFoundS: 10 }, 404);
    await missing.get('/productdetails/99999');
    expect((await missing.get('/productdetails/99999')).headers['x-cache']).toBe('HIT');
    missing.advanceS(10);
    expect((await missing.get('/productdetails/99999')).headers['x-cache']).toBe('MISS');
    await missing.app.close();
  });

  it('a kept page goes out in the encoding the browser accepts, compressed once', async () => {
    const s = await countingServer();
    const plain = await s.get('/aboutus');
    await vi.waitFor(async () => {
      const res = await s.get('/aboutus', { 'accept-encoding': 'gzip;q=0.5, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Cookie, accept-encoding');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    });
    const identity = await s.get('/aboutus', { 'accept-encoding': 'identity' });
    expect([identity.headers['content-encoding'], identity.body]).toEqual([undefined, plain.body]);
    expect(s.rendered).toHaveLength(1);
    await s.app.close();
  });

  it('PAGE_CACHE=0 turns it off: every request renders, no X-Cache', async () => {
    const s = await countingServer(loadServerSettings({ PAGE_CACHE: '0' }));
    for (let i = 0; i < 3; i++) expect((await s.get('/')).headers['x-cache']).toBeUndefined();
    expect(s.rendered).toHaveLength(3);
    await s.app.close();
  });
});

describe('the page cache over the mock API: a burst of one page costs the API one render', () => {
  let api: Awaited<ReturnType<typeof startMockApi>>;
  const client = fakeClientBuild();
  beforeAll(async () => {
    api = await startMockApi();
  });
  afterAll(async () => {
    await api.close();
  });

  /** API calls the mock's default session (the guests') has received. */
  const apiCalls = async () =>
    (
      (await (await fetch(`${api.origin}/__mock/requests/count?pathPrefix=/api`)).json()) as {
        count: number;
      }
    ).count;

  /** A fresh server (empty cache) answering `n` guests asking for `url` at once. */
  async function burst(url: string, n: number): Promise<number> {
    const app: FastifyInstance = await buildTestServer(api.origin, client.dir);
    const before = await apiCalls();
    const answers = await Promise.all(
      Array.from({ length: n }, () =>
        app.inject({ method: 'GET', url, headers: { host: 'shop.test' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(n).fill(200));
    expect(answers.filter((a) => a.headers['x-cache'] === 'MISS')).toHaveLength(n);
    const after = await app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });
    expect(after.headers['x-cache']).toBe('HIT');
    await app.close();
    return (await apiCalls()) - before;
  }

  it('10 guests at once on a product page: the API calls of one render', async () => {
    const one = await burst('/productdetails/1001', 1);
    expect(one).toBeGreaterThan(0);
    expect(await burst('/productdetails/1001', 10)).toBe(one);
  });
});
