import { Readable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_COOKIE, COUPON_COOKIE } from '@trini/domain';
import { buildStorefrontServer } from '../app.ts';
import { CACHED_CART_COUNT_MAX } from './bypass.ts';
import { loadServerSettings } from '../settings.ts';
import type { ServerSettings } from '../settings.ts';
import { buildTestServer, fakeClientBuild, startMockApi } from '../test/test-stack.ts';

/**
 * A server whose renderer counts its renders and answers `status` with a page naming its render
 * number and the URL it rendered, on a clock the test moves.
 */
async function countingServer(
  overrides: Partial<ServerSettings> = {},
  status = 200,
  degraded = false,
) {
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
        return {
          status,
          head: '',
          pipe: (w) => w.end(),
          stateScript: '',
          screens: [],
          ...(degraded ? { degraded } : {}),
        };
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

describe('the page cache: guests get kept pages', () => {
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

  it('tracking parameters are in neither the key nor the URL rendered: a campaign link answers the kept page', async () => {
    const s = await countingServer();
    const first = await s.get('/productdetails/1001?utm_source=newsletter&fbclid=abc');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(s.rendered).toEqual(['https://shop.example/productdetails/1001']);
    for (const url of [
      '/productdetails/1001',
      '/productdetails/1001?utm_campaign=xmas&utm_medium=email',
      '/productdetails/1001?gclid=123',
    ])
      expect((await s.get(url)).headers['x-cache'], url).toBe('HIT');
    // The parameters a render reads stay in both, tracking ones beside them leave.
    await s.get('/category/1?page=2&utm_source=x');
    expect(s.rendered.at(-1)).toBe('https://shop.example/category/1?page=2');
    expect((await s.get('/category/1?page=2')).headers['x-cache']).toBe('HIT');
    expect(s.rendered).toHaveLength(2);
    await s.app.close();
  });

  it('made-up parameters cannot push the kept pages out: each is rendered for itself, not kept', async () => {
    const s = await countingServer({ pageCacheMaxEntries: 5 });
    for (const url of ['/', '/productdetails/1001']) await s.get(url);
    for (let i = 0; i < 50; i++) {
      const res = await s.get(`/?x${i}=${i}`);
      expect(res.headers['x-cache']).toBe('BYPASS');
    }
    for (const url of ['/', '/productdetails/1001'])
      expect((await s.get(url)).headers['x-cache'], url).toBe('HIT');
    expect(s.rendered).toHaveLength(52);
    await s.app.close();
  });

  it('a page built while an API call failed is never kept (each request renders, no-store)', async () => {
    const s = await countingServer({}, 200, true);
    for (let i = 0; i < 3; i++) {
      const res = await s.get('/productdetails/1001');
      expect([res.statusCode, res.headers['x-cache'], res.headers['cache-control']]).toEqual([
        200,
        'MISS',
        'no-store',
      ]);
    }
    expect(s.rendered).toHaveLength(3);
    await s.app.close();
  });

  it('a request with credentials, (with MOCK_CONTROLS) the mock session, or a cart on a renderer that cannot say which pages show it bypasses it, and streams its own render', async () => {
    const s = await countingServer({ mockControls: true });
    await s.get('/');
    const personal: Record<string, string>[] = [
      { cookie: `${CART_COOKIE.NAME}=1001:1` },
      { cookie: `${COUPON_COOKIE.NAME}=SAVE10` },
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

  it('cookies no render reads (the XSRF token, analytics, an empty or corrupt cart) get the guest page', async () => {
    const s = await countingServer();
    await s.get('/aboutus');
    for (const cookie of [
      'XSRF-TOKEN=abc',
      '_ga=GA1.2.3; other=1',
      `${CART_COOKIE.NAME}=`,
      `${CART_COOKIE.NAME}=not-a-cart`,
    ]) {
      const res = await s.get('/aboutus', { cookie });
      expect(res.headers['x-cache'], cookie).toBe('HIT');
    }
    expect(s.rendered).toHaveLength(1);
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

  it("the shop's guest pages are kept: no healthy page counts as degraded", async () => {
    const app: FastifyInstance = await buildTestServer(api.origin, client.dir);
    for (const url of ['/', '/category/1', '/search/speaker', '/productdetails/1001', '/aboutus']) {
      const get = () => app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });
      expect((await get()).statusCode, url).toBe(200);
      expect((await get()).headers['x-cache'], url).toBe('HIT');
    }
    await app.close();
  });

  it('a malformed API answer is not kept: once the API answers well, guests get the product', async () => {
    const app: FastifyInstance = await buildTestServer(api.origin, client.dir);
    const get = () =>
      app.inject({ method: 'GET', url: '/productdetails/1002', headers: { host: 'shop.test' } });
    const scenario = await fetch(`${api.origin}/__mock/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'GET',
        path: '/api/Product/loadproduct',
        status: 200,
        body: { ProductNo: 'not a product' },
        times: 1,
      }),
    });
    expect(scenario.ok).toBe(true);
    const glitch = await get();
    expect(glitch.body).toContain('load this product.');
    expect([glitch.headers['x-cache'], glitch.headers['cache-control']]).toEqual([
      'MISS',
      'no-store',
    ]);
    const healthy = await get();
    expect(healthy.headers['x-cache']).toBe('MISS');
    expect(healthy.body).not.toContain('load this product.');
    expect((await get()).headers['x-cache']).toBe('HIT');
    await app.close();
  });

  it("a cart cookie keeps one copy of a page per line count: never a shopper's lines, never on the cart and checkout pages", async () => {
    const app: FastifyInstance = await buildTestServer(api.origin, client.dir);
    const get = (url: string, cookie?: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: { host: 'shop.test', ...(cookie ? { cookie } : {}) },
      });
    const cart = (lines: string) => `XSRF-TOKEN=t; ${CART_COOKIE.NAME}=${lines}`;
    const headerCount = (html: string) => /aria-label="Cart, (\d+) items?"/.exec(html)?.[1];
    const first = await get('/productdetails/1001', cart('1002:1.1006:3'));
    expect([first.headers['x-cache'], headerCount(first.body)]).toEqual(['MISS', '2']);
    // Another shopper's cart of two other lines: the same page, kept; nothing of either cart in it.
    const second = await get('/productdetails/1001', cart('1004:2.1005:1'));
    expect([second.headers['x-cache'], second.body]).toEqual(['HIT', first.body]);
    const state = JSON.parse(
      /<script type="application\/json" id="trini-state">(.*?)<\/script>/s.exec(first.body)?.[1] ??
        '{}',
    ) as { browser?: unknown };
    expect(state.browser).toEqual({ cookieLines: [], cookieCount: 2, cartPriced: false });
    expect(first.body).not.toMatch(/1006:3|"ProductNo":1006/);
    // A guest and a shopper with one line each get their own copies.
    const guest = await get('/productdetails/1001');
    expect([guest.headers['x-cache'], headerCount(guest.body)]).toEqual(['MISS', '0']);
    const one = await get('/productdetails/1001', cart('1002:1'));
    expect([one.headers['x-cache'], headerCount(one.body)]).toEqual(['MISS', '1']);
    expect(first.headers['cache-control']).toMatch(/^public/);
    expect(String(first.headers.vary)).toMatch(/cookie/i);
    // The pages that show the lines are each shopper's own, whatever the path's spelling.
    for (const url of ['/cart', '/CART', '/checkout', '/cart/1001', '/Checkout/'])
      expect((await get(url, cart('1002:1'))).headers['x-cache'], url).toBe('BYPASS');
    expect((await get('/cart', `${COUPON_COOKIE.NAME}=SAVE10`)).headers['x-cache']).toBe('BYPASS');
    // A made-up cookie of many lines renders for itself alone: copies per page stay bounded.
    const many = Array.from({ length: CACHED_CART_COUNT_MAX + 1 }, (_, i) => `${1001 + i}:1`).join(
      '.',
    );
    expect((await get('/productdetails/1001', cart(many))).headers['x-cache']).toBe('BYPASS');
    await app.close();
  });

  it("a cart of 50 lines costs the cart page's render one API call, not one a line", async () => {
    const app: FastifyInstance = await buildTestServer(api.origin, client.dir);
    const lines = Array.from({ length: 50 }, (_, i) => `${1001 + i}:1`).join('.');
    const before = await apiCalls();
    const res = await app.inject({
      method: 'GET',
      url: '/cart',
      headers: { host: 'shop.test', cookie: `${CART_COOKIE.NAME}=${lines}` },
    });
    expect(res.statusCode).toBe(200);
    // One loadproducts call, not one loadproduct call a line; 1 is measured, 2 leaves room.
    expect((await apiCalls()) - before).toBeLessThanOrEqual(2);
    await app.close();
  });

  it('10 guests at once on a product page: the API calls of one render', async () => {
    const one = await burst('/productdetails/1001', 1);
    expect(one).toBeGreaterThan(0);
    expect(await burst('/productdetails/1001', 10)).toBe(one);
  });
});
