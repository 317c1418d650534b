import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponResponse } from '@trini/domain';
import { build, call, newSession, type JournalAnswer } from '../helpers.js';

let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = await build();
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const scenario = (s: string, body: unknown) => call(app, s, 'POST', '/__mock/scenarios', body);

describe('scenarios that match on query and body, and new faults', () => {
  it('a scenario with a query matches only that query', async () => {
    const s = newSession();
    await scenario(s, {
      path: '/api/Product/loadproduct',
      query: { ProductNo: '1002' },
      status: 503,
    });
    expect((await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=1001')).statusCode).toBe(
      200,
    );
    expect((await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=1002')).statusCode).toBe(
      503,
    );
  });

  it('a scenario also forces an answer the session has cached (a URL asked before)', async () => {
    const s = newSession();
    const url = '/api/Product/loadproduct?ProductNo=1001';
    expect((await call(app, s, 'GET', url)).statusCode).toBe(200);
    expect((await call(app, s, 'GET', url)).statusCode).toBe(200);
    await scenario(s, { path: '/api/Product/loadproduct', status: 503, times: 1 });
    expect((await call(app, s, 'GET', url)).statusCode).toBe(503);
    expect((await call(app, s, 'GET', url)).json()).toMatchObject({ ProductNo: 1001 });
  });

  it('a scenario with body fields matches only bodies carrying them', async () => {
    const s = newSession();
    await scenario(s, {
      method: 'POST',
      path: '/api/shop/validatecoupon',
      bodyFields: { CouponCode: 'SAVE10' },
      status: 200,
      body: { success: false, CouponDiscPercent: 0, msg: 'Forced refusal' },
    });
    const other = await call(app, s, 'POST', '/api/shop/validatecoupon', { CouponCode: 'TRINI5' });
    expect(other.json<CouponResponse>().msg).not.toBe('Forced refusal');
    const forced = await call(app, s, 'POST', '/api/shop/validatecoupon', { CouponCode: 'SAVE10' });
    expect(forced.json<CouponResponse>().msg).toBe('Forced refusal');
  });

  it('malformed-json answers a body no JSON parser accepts', async () => {
    const s = newSession();
    await scenario(s, { path: '/api/Trini/GetCityList', fault: 'malformed-json', times: 1 });
    const res = await fetch(`${origin}/api/Trini/GetCityList`, {
      headers: { 'x-mock-session': s },
    });
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
    // times: 1 — the next call is normal again.
    const next = await fetch(`${origin}/api/Trini/GetCityList`, {
      headers: { 'x-mock-session': s },
    });
    expect(Array.isArray(await next.json())).toBe(true);
  });

  it('reset-after-headers sends headers, then the connection is reset', async () => {
    const s = newSession();
    await scenario(s, { path: '/api/Trini/GetCityList', fault: 'reset-after-headers' });
    const res = await fetch(`${origin}/api/Trini/GetCityList`, {
      headers: { 'x-mock-session': s },
    });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it('slow-body sends half the answer, then the rest after latencyMs', async () => {
    const s = newSession();
    await scenario(s, {
      path: '/api/Trini/GetCityList',
      fault: 'slow-body',
      latencyMs: 300,
      body: { msg: 'x'.repeat(100) },
    });
    const { port } = app.server.address() as AddressInfo;
    const chunks: { at: number; bytes: number }[] = [];
    const started = Date.now();
    await new Promise<void>((done) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          `GET /api/Trini/GetCityList HTTP/1.1\r\nHost: x\r\nx-mock-session: ${s}\r\nConnection: close\r\n\r\n`,
        ),
      );
      socket.on('data', (d) => chunks.push({ at: Date.now() - started, bytes: d.length }));
      socket.on('close', () => done());
    });
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks.at(-1)!.at - chunks[0]!.at).toBeGreaterThanOrEqual(250);
  });
});

describe('journal filters and count', () => {
  it('filters by path prefix and method; /count answers only the count', async () => {
    const s = newSession();
    await call(app, s, 'GET', '/api/Trini/GetCityList');
    await call(app, s, 'GET', '/api/Shop/GetShop?ShopNo=1');
    await call(app, s, 'POST', '/api/shop/validatecoupon', { CouponCode: 'SAVE10' });
    const prefix = (
      await call(app, s, 'GET', '/__mock/requests?pathPrefix=/api/shop')
    ).json<JournalAnswer>();
    expect(prefix.requests.map((r) => r.path)).toEqual([
      '/api/Shop/GetShop',
      '/api/shop/validatecoupon',
    ]);
    const posts = await call(app, s, 'GET', '/__mock/requests/count?method=post');
    expect(posts.json()).toEqual({ session: s, count: 1 });
    const both = await call(
      app,
      s,
      'GET',
      '/__mock/requests/count?pathPrefix=/api/shop&method=GET',
    );
    expect(both.json<{ count: number }>().count).toBe(1);
  });
});

describe('global latency', () => {
  it('LATENCY_MS delays every API call but not the /__mock controls', async () => {
    // A delay far above what a control call takes on a busy machine (a few ms), so the second
    // check cannot be missed for the machine's sake.
    const slow = await build({ latencyMs: 600, latencyJitterMs: 50 });
    const s = newSession();
    let started = performance.now();
    await call(slow, s, 'GET', '/api/Trini/GetCityList');
    expect(performance.now() - started).toBeGreaterThanOrEqual(595);
    started = performance.now();
    await call(slow, s, 'GET', '/__mock/requests/count');
    expect(performance.now() - started).toBeLessThan(595);
    await slow.close();
  });
});
