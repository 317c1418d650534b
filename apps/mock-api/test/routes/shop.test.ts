import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { City } from '@trini/domain';
import { build, call, newSession, type Answer } from '../helpers.js';

let app: FastifyInstance;
const s = newSession();
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe('reference data and stubs', () => {
  it('GetCityList answers cities of Trinidad and Tobago', async () => {
    const res = await call(app, s, 'GET', '/api/Trini/GetCityList');
    expect(res.statusCode).toBe(200);
    expect(res.json<City[]>().length).toBeGreaterThan(5);
    expect(res.json<City[]>()[0]).toHaveProperty('ODeliverCityName');
  });

  it("GetShop answers ShopNo 9 'Online Store' and an unknown shop without ShopName", async () => {
    expect((await call(app, s, 'GET', '/api/Shop/GetShop?ShopNo=9')).json()).toEqual({
      ShopNo: 9,
      ShopName: 'Online Store',
    });
    expect((await call(app, s, 'GET', '/api/Shop/GetShop?ShopNo=4242')).json()).toEqual({
      ShopNo: 4242,
    });
  });

  it('the wishlist stubs answer harmlessly, even to an empty JSON POST', async () => {
    const post = await app.inject({
      method: 'POST',
      url: '/api/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json<Answer<'wishlistAdd'>>().success).toBe(true);
    const get = await call(app, s, 'GET', '/api/?MaxRecords=15');
    expect(get.json()).toEqual([]);
  });

  it('GET /health answers ok', async () => {
    expect((await call(app, s, 'GET', '/health')).json<{ status: string }>().status).toBe('ok');
  });
});
