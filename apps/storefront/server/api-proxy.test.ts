import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { CART_COOKIE, COUPON_COOKIE } from '@trini/domain';
import { buildTestServer, fakeClientBuild, startMockApi } from './test-stack.ts';

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

describe('the API proxy (issue 11, issue 12 §12)', () => {
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

  it("passes the API's cookies on, never the storefront's own cart and coupon copies (issue 23 §4)", async () => {
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

  it("passes the mock's controls on only on loopback: a shop on another HOST answers /__mock with its 404", async () => {
    const reset = (server: FastifyInstance) =>
      server.inject({ method: 'POST', url: '/__mock/reset', headers: { host: 'shop.test' } });
    const panel = (server: FastifyInstance) =>
      server.inject({ method: 'GET', url: '/__mock/', headers: { host: 'shop.test' } });
    // This file's server listens on 127.0.0.1: the tests and `pnpm dev` reach the mock through it.
    expect((await reset(app)).statusCode).toBe(200);
    expect((await panel(app)).body).toMatch(/mock/i);
    const exposed = await buildTestServer(api.origin, fakeClientBuild().dir, { host: '0.0.0.0' });
    try {
      expect((await reset(exposed)).statusCode).toBe(404);
      const page = await panel(exposed);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // The shop's own API calls still pass.
      const cities = await exposed.inject({
        url: '/api/Trini/GetCityList',
        headers: { host: 'shop.test' },
      });
      expect(cities.statusCode).toBe(200);
    } finally {
      await exposed.close();
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
