import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { City, ErrorResponse, LoginResponse, Product } from '@trini/domain';
import type { FixtureCounts } from '../../src/control-types.js';
import { build, call, newSession, seedProduct, type Answer } from '../helpers.js';
import { addItem, buildOrder, emptyCart } from '@trini/domain';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const base = seedProduct(1001);
const fixtureProduct = {
  ...base,
  ProductNo: 990001,
  ProductName: 'Fixture Pepper Sauce',
  SalesPrice: 25,
  SalesPrice2: 45,
  SalesPrice3: null,
  SalesPrice5: null,
  DiscountPercent: 0,
  ProductReviewList: [],
};

describe('POST /__mock/fixtures', () => {
  it('a product added to one session behaves like a seeded one there, and only there', async () => {
    const s = newSession();
    const res = await call(app, s, 'POST', '/__mock/fixtures', { products: [fixtureProduct] });
    expect(res.json()).toMatchObject({ ok: true, added: { products: 1 } });

    const detail = await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=990001');
    expect(detail.json()).toMatchObject({ ProductName: 'Fixture Pepper Sauce', SalesPrice: 25 });
    const search = await call(app, s, 'GET', '/api/trini/GetProducts?SearchText=pepper%20sauce');
    expect(search.json<Product[]>().map((p) => p.ProductNo)).toContain(990001);
    const category = await call(
      app,
      s,
      'GET',
      `/api/Product/GetProducts?CategoryNo=${base.ProductCategoryNo}&MaxRecords=100`,
    );
    expect(
      category.json<Answer<'getCategoryProducts'>>().ProductList.map((p) => p.ProductNo),
    ).toContain(990001);
    // Priced by the engine like any product: 2 units use SalesPrice2.
    const order = buildOrder(addItem(emptyCart(), fixtureProduct, 2), {
      CustomerMobile: '7000002',
      CustomerName: 'Fixture Shopper',
      EmailID: 'f@example.com',
    });
    expect(order.TotalAmount).toBe(45 + 40);
    const saved = await call(app, s, 'POST', '/api/shop/SaveOrder', order);
    expect(saved.json()).toMatchObject({ success: true });

    const other = await call(app, newSession(), 'GET', '/api/Product/loadproduct?ProductNo=990001');
    expect(other.statusCode).toBe(404);
  });

  it('customers log in with their password; coupons, shops and cities answer like seeded ones', async () => {
    const s = newSession();
    const res = await call(app, s, 'POST', '/__mock/fixtures', {
      customers: [
        {
          CustomerName: 'Fixture Customer',
          Mobile1: '7999001',
          Password: 'secret99',
          TotalCashback: 12,
        },
      ],
      coupons: [{ CouponCode: 'FIXTURE25', CouponDiscPercent: 25 }],
      shops: [{ ShopNo: 77, ShopName: 'Fixture Shop' }],
      cities: [{ ODeliverCityNo: 990, ODeliverCityName: 'Fixture Town', ODeliverCountryNo: 2 }],
    });
    expect(res.json<{ added: FixtureCounts }>().added).toEqual({
      products: 0,
      customers: 1,
      coupons: 1,
      shops: 1,
      cities: 1,
    });
    const login = await call(app, s, 'POST', '/api/Auth/CLogin', {
      Mobile: '7999001',
      Password: 'secret99',
    });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json<LoginResponse>().Token}` };
    const cashback = await call(
      app,
      s,
      'GET',
      '/api/Common/LoadCustomerCashbackInfo2?CustomerMobile=7999001',
      undefined,
      auth,
    );
    expect(cashback.json()).toEqual({ TotalCashback: 12 });
    const coupon = await call(app, s, 'POST', '/api/shop/validatecoupon', {
      CouponCode: 'fixture25',
    });
    expect(coupon.json()).toMatchObject({ success: true, CouponDiscPercent: 25 });
    expect((await call(app, s, 'GET', '/api/Shop/GetShop?ShopNo=77')).json()).toMatchObject({
      ShopName: 'Fixture Shop',
    });
    const cities = (await call(app, s, 'GET', '/api/Trini/GetCityList')).json<City[]>();
    expect(cities.map((c) => c.ODeliverCityName)).toContain('Fixture Town');
  });

  it('an invalid fixture answers 400 naming the zod path, and adds nothing', async () => {
    const s = newSession();
    const res = await call(app, s, 'POST', '/__mock/fixtures', {
      products: [{ ...fixtureProduct, SalesPrice: 'cheap' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().fields).toEqual(['products.0.SalesPrice']);
    const typo = await call(app, s, 'POST', '/__mock/fixtures', { product: [] });
    expect(typo.statusCode).toBe(400);
    expect(typo.json<ErrorResponse>().msg).toMatch(/product/);
    const detail = await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=990001');
    expect(detail.statusCode).toBe(404);
  });
});
