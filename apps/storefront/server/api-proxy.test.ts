import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { CART_COOKIE, COUPON_COOKIE } from '@trini/domain';
import { API_TIMEOUTS_MS, apiProxy } from './api-proxy.ts';
import { loadServerSettings } from './settings.ts';
import { TEST_ORIGIN, buildTestServer, fakeClientBuild, startMockApi } from './test/test-stack.ts';

let api: Awaited<ReturnType<typeof startMockApi>>;
let app: FastifyInstance;

beforeAll(async () => {
  api = await startMockApi();
  app = await buildTestServer(api.origin, fakeClientBuild().dir);
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await api.close();
});

describe('the API proxy', () => {
  it('an over-limit body answers 413 with a readable { msg }, every time', async () => {
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const body = JSON.stringify({ CouponCode: 'x'.repeat(300 * 1024) });
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(`${origin}/api/shop/validatecoupon`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toHaveProperty('msg', expect.stringMatching(/too large/i));
    }
  });

  it('an ordinary call passes through with the API answer', async () => {
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const res = await fetch(`${origin}/api/shop/validatecoupon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ CouponCode: 'NOPE' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it("passes the shopper's address as X-Forwarded-For, replacing one the client sent", async () => {
    const seen: (string | undefined)[] = [];
    const upstream = Fastify();
    upstream.get('/api/echo', async (req) => {
      seen.push(req.headers['x-forwarded-for'] as string | undefined);
      return {};
    });
    const echoOrigin = await upstream.listen({ host: '127.0.0.1', port: 0 });
    const proxying = await buildTestServer(echoOrigin, fakeClientBuild().dir);
    try {
      // A shopper at 203.0.113.9 who sends an X-Forwarded-For of their own (injected: no
      // keep-alive socket of the test's own to wait for when the servers close).
      await proxying.inject({
        method: 'GET',
        url: '/api/echo',
        headers: { 'x-forwarded-for': '198.51.100.7' },
        remoteAddress: '203.0.113.9',
      });
      expect(seen).toEqual(['203.0.113.9']);
    } finally {
      await proxying.close();
      await upstream.close();
    }
  });

  it('hop-by-hop headers stay here: Expect, Upgrade, Keep-Alive and Connection never make a 502', async () => {
    const { port } = app.server.address() as { port: number };
    const body = JSON.stringify({ CouponCode: 'NOPE' });
    /** POSTs the coupon check with `headers` over node:http (fetch refuses to send these). */
    const post = (headers: Record<string, string>) =>
      new Promise<{ status: number; text: string }>((done, fail) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/shop/validatecoupon',
            headers: {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(body)),
              ...headers,
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => done({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', fail);
        req.end(body);
      });
    const hopByHop: Record<string, string>[] = [
      { expect: '100-continue' },
      { upgrade: 'websocket', connection: 'Upgrade' },
      { 'keep-alive': 'timeout=5', connection: 'keep-alive, x-secret', 'x-secret': 'y' },
      { te: 'trailers', 'proxy-connection': 'keep-alive' },
    ];
    for (const headers of hopByHop) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(JSON.parse(res.text), JSON.stringify(headers)).toMatchObject({ success: false });
    }
  });

  it('the XSRF cookie goes out Secure when the shop is served over https, and private answers are no-store', async () => {
    const https = await buildTestServer(api.origin, fakeClientBuild().dir, {
      publicOrigin: 'https://shop.example',
    });
    try {
      const guest = await https.inject({
        method: 'GET',
        url: '/api/Product/loadproduct?ProductNo=1001',
        headers: { host: 'shop.example' },
      });
      const cookies = [guest.headers['set-cookie']].flat().join('\n');
      expect(cookies).toMatch(/^XSRF-TOKEN=[^\n]*; Secure$/m);
      // A catalogue answer is public: its own caching headers stand.
      expect(guest.headers['cache-control']).not.toBe('no-store');
      const login = await https.inject({
        method: 'POST',
        url: '/api/Auth/CLogin',
        headers: { host: 'shop.example', 'content-type': 'application/json' },
        payload: { Mobile: '7000001', Password: 'password1' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.headers['cache-control']).toBe('no-store');
      const token = login.json<{ Token: string }>().Token;
      const customer = await https.inject({
        method: 'GET',
        url: '/api/Common/LoadCustomer?CustomerMobile=7000001',
        headers: { host: 'shop.example', authorization: `Bearer ${token}` },
      });
      expect([customer.statusCode, customer.headers['cache-control']]).toEqual([200, 'no-store']);
    } finally {
      await https.close();
    }
    // Over plain http (development) the cookie cannot be Secure: the browser would drop it.
    const plain = await app.inject({
      method: 'GET',
      url: '/api/Product/loadproduct?ProductNo=1001',
      headers: { host: 'shop.test' },
    });
    expect([plain.headers['set-cookie']].flat().join('\n')).not.toMatch(/Secure/i);
  });

  it("passes the API's cookies on, never the storefront's own cart and coupon copies", async () => {
    const seen: (string | undefined)[] = [];
    const upstream = Fastify();
    upstream.get('/api/echo', async (req) => {
      seen.push(req.headers.cookie);
      return {};
    });
    const echoOrigin = await upstream.listen({ host: '127.0.0.1', port: 0 });
    const proxying = await buildTestServer(echoOrigin, fakeClientBuild().dir);
    const call = (cookie: string) =>
      proxying.inject({ method: 'GET', url: '/api/echo', headers: { cookie } });
    try {
      await call(`XSRF-TOKEN=abc; ${CART_COOKIE.NAME}=1001:2; ${COUPON_COOKIE.NAME}=SAVE10; s=1`);
      await call(`${CART_COOKIE.NAME}=1001:2; ${COUPON_COOKIE.NAME}=SAVE10`);
      expect(seen).toEqual(['XSRF-TOKEN=abc; s=1', undefined]);
    } finally {
      await proxying.close();
      await upstream.close();
    }
  });

  it('an API slower than the proxy’s response timeout answers this server’s readable 504, before a gateway’s 30 s', async () => {
    const slow = Fastify();
    slow.post('/api/shop/SaveOrder', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return { success: true };
    });
    const slowOrigin = await slow.listen({ host: '127.0.0.1', port: 0 });
    const shop = Fastify();
    await apiProxy(shop, {
      apiOrigin: slowOrigin,
      bodyLimitBytes: 100_000,
      mockControls: false,
      timeoutsMs: { connect: 1_000, response: 200 },
    });
    try {
      const res = await shop.inject({ method: 'POST', url: '/api/shop/SaveOrder', payload: {} });
      expect(res.statusCode).toBe(504);
      expect(res.json()).toHaveProperty('msg', expect.stringMatching(/could not be reached/));
      expect(API_TIMEOUTS_MS.response).toBeLessThan(30_000);
    } finally {
      await shop.close();
      await slow.close();
    }
  });

  it('an API that cannot be reached answers a readable 5xx { msg }, not an empty body', async () => {
    const down = await buildTestServer('http://127.0.0.1:9', fakeClientBuild().dir);
    const res = await down.inject({ method: 'GET', url: '/api/Trini/GetCityList' });
    expect(res.statusCode).toBeGreaterThanOrEqual(502);
    expect(res.json()).toHaveProperty('msg', expect.stringMatching(/could not be reached/));
    await down.close();
  });
});

/**
 * The seeded mock API behind a proxy that notes every request reaching it (`METHOD url session`,
 * `-` for no x-mock-session): what the storefront passed on.
 */
async function watchedMockApi(mockOrigin: string) {
  const seen: string[] = [];
  const watcher = Fastify();
  watcher.addHook('onRequest', async (req) => {
    const session = req.headers['x-mock-session'];
    seen.push(`${req.method} ${req.url} ${typeof session === 'string' ? session : '-'}`);
  });
  await watcher.register(proxy, { upstream: mockOrigin });
  const origin = await watcher.listen({ host: '127.0.0.1', port: 0 });
  return { origin, seen, close: () => watcher.close() };
}

/** The mock's live session ids, asked of the mock itself. */
async function mockSessions(): Promise<string[]> {
  const answer = (await (await fetch(`${api.origin}/__mock/sessions`)).json()) as {
    sessions: { id: string }[];
  };
  return answer.sessions.map((s) => s.id);
}

/**
 * A storefront server with `env`'s settings over the mock API behind a recording proxy
 * (`watchedMockApi`): the shop, what reached the mock, and `close` for both.
 */
async function shopOverWatchedMock(env: Record<string, string>) {
  const watched = await watchedMockApi(api.origin);
  const settings = loadServerSettings({
    ...env,
    API_ORIGIN: watched.origin,
    PUBLIC_ORIGIN: TEST_ORIGIN,
  });
  const shop = await buildTestServer(watched.origin, fakeClientBuild().dir, settings);
  const close = async () => {
    await shop.close();
    await watched.close();
  };
  return { watched, shop, close };
}

/** A 100 % coupon and a customer whose password the sender chooses: what an attacker would add. */
const HOSTILE_FIXTURES = {
  coupons: [{ CouponCode: 'FREE100', CouponDiscPercent: 100 }],
  customers: [{ Mobile1: '7000001', Password: 'chosen-by-attacker', CustomerName: 'Marcus' }],
};

describe('the mock API test controls through the storefront (MOCK_CONTROLS)', () => {
  it("with NODE_ENV=production on loopback (nginx's way in), every /__mock path is the shop's 404 and never reaches the mock", async () => {
    const { watched, shop, close } = await shopOverWatchedMock({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
    });
    const host = { host: 'shop.test' };
    try {
      const fixtures = await shop.inject({
        method: 'POST',
        url: '/__mock/fixtures',
        headers: { ...host, 'x-mock-session': 'attacker' },
        payload: HOSTILE_FIXTURES,
      });
      expect(fixtures.statusCode).toBe(404);
      for (const url of ['/__mock/journal', '/__mock/requests', '/__mock/sessions', '/__mock/']) {
        const res = await shop.inject({ method: 'GET', url, headers: host });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      }
      for (const [method, url] of [
        ['POST', '/__mock/reset'],
        ['POST', '/__mock/scenarios'],
        ['DELETE', '/__mock/data'],
      ] as const)
        expect((await shop.inject({ method, url, headers: host })).statusCode, url).toBe(404);
      expect(watched.seen.filter((line) => /^\w+ \/__mock/i.test(line))).toEqual([]);
      // Nothing was added: the coupon is unknown to the mock.
      const coupon = await fetch(`${api.origin}/api/shop/validatecoupon`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ CouponCode: 'FREE100' }),
      });
      expect(await coupon.json()).toMatchObject({ success: false });
    } finally {
      await close();
    }
  });

  it("with NODE_ENV=production, a browser's x-mock-session reaches the API neither through the proxy nor the render, and makes no session", async () => {
    // Every page rendered afresh (no page cache), so each visit makes its API calls.
    const { watched, shop, close } = await shopOverWatchedMock({
      NODE_ENV: 'production',
      PAGE_CACHE: '0',
    });
    try {
      for (let i = 0; i < 5; i += 1) {
        const headers = { host: 'shop.test', 'x-mock-session': `visitor-${i}` };
        const cities = await shop.inject({ url: '/api/Trini/GetCityList', headers });
        expect(cities.statusCode).toBe(200);
        const page = await shop.inject({ url: '/productdetails/1001', headers });
        expect(page.statusCode).toBe(200);
      }
      const rendered = watched.seen.filter((line) => /loadproduct/i.test(line));
      expect(rendered).toHaveLength(5);
      expect(watched.seen.filter((line) => !line.endsWith(' -'))).toEqual([]);
      expect((await mockSessions()).filter((id) => id.startsWith('visitor-'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('with MOCK_CONTROLS=1 in development, /__mock and each x-mock-session pass on to the mock as before', async () => {
    const { watched, shop, close } = await shopOverWatchedMock({
      NODE_ENV: 'development',
      MOCK_CONTROLS: '1',
    });
    const headers = { host: 'shop.test', 'x-mock-session': 'dev-session' };
    try {
      const fixtures = await shop.inject({
        method: 'POST',
        url: '/__mock/fixtures',
        headers,
        payload: { coupons: [{ CouponCode: 'DEV25', CouponDiscPercent: 25 }] },
      });
      expect(fixtures.statusCode).toBe(200);
      const coupon = await shop.inject({
        method: 'POST',
        url: '/api/shop/validatecoupon',
        headers,
        payload: { CouponCode: 'DEV25' },
      });
      expect(coupon.json()).toMatchObject({ success: true });
      const journal = await shop.inject({ url: '/__mock/requests', headers });
      expect(journal.statusCode).toBe(200);
      expect(journal.json<{ requests: { path: string }[] }>().requests.map((e) => e.path)).toEqual(
        expect.arrayContaining(['/__mock/fixtures', '/api/shop/validatecoupon']),
      );
      expect((await shop.inject({ url: '/aboutus', headers })).headers['x-cache']).toBe('BYPASS');
      const panel = await shop.inject({ url: '/__mock/', headers });
      expect([panel.statusCode, panel.body]).toEqual([200, expect.stringMatching(/mock/i)]);
      expect(watched.seen).toEqual(
        expect.arrayContaining([
          'POST /__mock/fixtures dev-session',
          'POST /api/shop/validatecoupon dev-session',
          'GET /__mock/requests dev-session',
        ]),
      );
      expect(await mockSessions()).toContain('dev-session');
    } finally {
      await close();
    }
  });
});
