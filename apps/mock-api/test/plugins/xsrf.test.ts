import { SERVER_MESSAGES } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, newSession } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const coupon = { CouponCode: 'SAVE10' };

describe('XSRF double-submit cookie', () => {
  it('a response to a request without the cookie sets a readable SameSite=Lax XSRF-TOKEN on path /', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('a request carrying the cookie gets no new cookie', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/health',
      cookies: { 'XSRF-TOKEN': 'abc' },
    });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('a mutating request with the cookie but no matching header answers 403', async () => {
    for (const headers of [{}, { 'x-xsrf-token': 'wrong' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/shop/validatecoupon',
        payload: coupon,
        cookies: { 'XSRF-TOKEN': 'token-123' },
        headers: { 'x-mock-session': newSession(), ...headers },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ msg: SERVER_MESSAGES.XSRF_INVALID });
    }
  });

  it('a mutating request echoing the cookie in X-XSRF-TOKEN passes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/validatecoupon',
      payload: coupon,
      cookies: { 'XSRF-TOKEN': 'token-123' },
      headers: { 'x-xsrf-token': 'token-123' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a mutating request without the cookie (server-to-server) passes', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/shop/validatecoupon', payload: coupon }))
        .statusCode,
    ).toBe(200);
  });

  it('a GET with the cookie and no header passes', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/Trini/GetCityList',
      cookies: { 'XSRF-TOKEN': 'x' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('the /__mock test-control routes are exempt', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/reset',
      cookies: { 'XSRF-TOKEN': 't' },
      headers: { 'x-mock-session': newSession() },
    });
    expect(res.statusCode).toBe(200);
  });
});
