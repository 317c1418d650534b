import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, ProductDetail, SaveOrderResponse } from '@trini/domain';
import { build, call, newSession, orderFor, type JournalAnswer } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const review = {
  ProductNo: 1001,
  CustomerMobile: '7000002',
  CustomerName: 'R',
  ReviewTitle: 'T',
  Comments: 'C',
  Rating: 4,
};
const reviewCount = async (s: string) =>
  (
    await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=1001&LoadReviews=true')
  ).json<ProductDetail>().ProductReviewList.length;

describe('sessions', () => {
  it('x-mock-session states are isolated from each other and from the default session', async () => {
    const a = newSession();
    const b = newSession();
    const base = await reviewCount(b);
    await call(app, a, 'POST', '/api/trini/saveproductreview', review);
    expect(await reviewCount(a)).toBe(base + 1);
    expect(await reviewCount(b)).toBe(base);
    const def = await app.inject({
      method: 'GET',
      url: '/api/Product/loadproduct?ProductNo=1001&LoadReviews=true',
    });
    expect(def.json<ProductDetail>().ProductReviewList.length).toBe(base);
  });

  it('an invalid session id answers 400', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-mock-session': 'bad id with spaces' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /__mock/reset', () => {
  it('restores the seed for the calling session only', async () => {
    const a = newSession();
    const b = newSession();
    const base = await reviewCount(a);
    await call(app, a, 'POST', '/api/trini/saveproductreview', review);
    await call(app, b, 'POST', '/api/trini/saveproductreview', review);
    const first = (
      await call(app, a, 'POST', '/api/shop/SaveOrder', orderFor({ items: [{ no: 1001 }] }))
    ).json<SaveOrderResponse>().OrderNo;
    expect((await call(app, a, 'POST', '/__mock/reset')).json()).toEqual({ ok: true, session: a });
    expect(await reviewCount(a)).toBe(base);
    expect(await reviewCount(b)).toBe(base + 1);
    const again = (
      await call(app, a, 'POST', '/api/shop/SaveOrder', orderFor({ items: [{ no: 1001 }] }))
    ).json<SaveOrderResponse>().OrderNo;
    expect(again).toBe(first);
  });
});

describe('GET /__mock/requests', () => {
  it('journals method, url, headers, body (passwords redacted), status and time, filterable by path', async () => {
    const s = newSession();
    await call(app, s, 'POST', '/api/shop/validatecoupon', { CouponCode: 'SAVE10' });
    await call(app, s, 'GET', '/api/Trini/GetCityList');
    const all = (await call(app, s, 'GET', '/__mock/requests')).json<JournalAnswer>();
    expect(all.count).toBe(2);
    const only = (
      await call(app, s, 'GET', '/__mock/requests?path=/api/shop/validatecoupon')
    ).json<JournalAnswer>();
    expect(only.count).toBe(1);
    expect(only.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/shop/validatecoupon',
      status: 200,
      body: { CouponCode: 'SAVE10' },
      headers: { 'x-mock-session': s },
    });
    expect(Date.parse(only.requests[0]?.time ?? '')).not.toBeNaN();
    await call(app, s, 'POST', '/api/Auth/CLogin', { Mobile: '7000001', Password: 'password1' });
    const login = (
      await call(app, s, 'GET', '/__mock/requests?path=/api/auth/clogin')
    ).json<JournalAnswer>();
    expect(login.requests[0]?.body).toEqual({ Mobile: '7000001', Password: '[redacted]' });
    const other = (await call(app, newSession(), 'GET', '/__mock/requests')).json<JournalAnswer>();
    expect(other.count).toBe(0);
  });
});

describe('/__mock/scenarios', () => {
  it('forces a status with a body for the next N calls, then the route answers normally', async () => {
    const s = newSession();
    const add = await call(app, s, 'POST', '/__mock/scenarios', {
      method: 'GET',
      path: '/api/trini/getproducts',
      status: 503,
      body: { msg: 'down' },
      times: 2,
    });
    expect(add.statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const res = await call(app, s, 'GET', '/api/trini/GetProducts?MaxRecords=1');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ msg: 'down' });
    }
    expect((await call(app, s, 'GET', '/api/trini/GetProducts?MaxRecords=1')).statusCode).toBe(200);
  });

  it('forces a latency', async () => {
    const s = newSession();
    await call(app, s, 'POST', '/__mock/scenarios', {
      path: '/api/Trini/GetCityList',
      latencyMs: 150,
      times: 1,
    });
    const started = Date.now();
    expect((await call(app, s, 'GET', '/api/Trini/GetCityList')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('lasts until cleared without times, and DELETE clears it', async () => {
    const s = newSession();
    await call(app, s, 'POST', '/__mock/scenarios', { path: '/health', status: 500 });
    expect((await call(app, s, 'GET', '/health')).statusCode).toBe(500);
    expect((await call(app, s, 'GET', '/health')).statusCode).toBe(500);
    expect((await call(app, s, 'DELETE', '/__mock/scenarios')).json()).toEqual({
      ok: true,
      scenarios: [],
    });
    expect((await call(app, s, 'GET', '/health')).statusCode).toBe(200);
  });

  it('scenarios are per session', async () => {
    const s = newSession();
    await call(app, s, 'POST', '/__mock/scenarios', { path: '/health', status: 418 });
    expect((await call(app, newSession(), 'GET', '/health')).statusCode).toBe(200);
  });

  it('an invalid scenario answers 400 with fields', async () => {
    const res = await call(app, newSession(), 'POST', '/__mock/scenarios', { path: 'no-slash' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().fields?.length).toBeGreaterThan(0);
  });

  it('drops the connection (socket destroyed) over a real socket', async () => {
    const live = await build();
    await live.listen({ host: '127.0.0.1', port: 0 });
    const { port } = live.server.address() as AddressInfo;
    const s = newSession();
    try {
      await fetch(`http://127.0.0.1:${port}/__mock/scenarios`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mock-session': s },
        body: JSON.stringify({ path: '/health', dropConnection: true, times: 1 }),
      });
      await expect(
        fetch(`http://127.0.0.1:${port}/health`, { headers: { 'x-mock-session': s } }),
      ).rejects.toThrow();
      const ok = await fetch(`http://127.0.0.1:${port}/health`, {
        headers: { 'x-mock-session': s },
      });
      expect(ok.status).toBe(200);
    } finally {
      await live.close();
    }
  });
});
