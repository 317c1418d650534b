import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@trini/domain';
import { build, newSession } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ bodyLimitBytes: 100 * 1024 });
});
afterAll(() => app.close());

const MUTATING = [
  '/api/trini/saveproductreview',
  '/api/shop/validatecoupon',
  '/api/Auth/CLogin',
  '/api/customer/register',
  '/api/shop/SaveOrder',
  '/api/shop/GetWipayUrl',
  '/api/shop/WipayReceive',
  '/api/customer/returnrequest',
  '/api/customer/updateinfo',
  '/api/customer/changepassword',
  '/api/',
];

describe('bad input answers a readable 4xx, never 5xx', () => {
  it('malformed JSON answers 400 with msg and fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/validatecoupon',
      headers: { 'content-type': 'application/json' },
      payload: '{"CouponCode":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().msg).toMatch(/Malformed JSON/);
    expect(res.json<ErrorResponse>().fields).toEqual(['body']);
  });

  it('wrong types and missing fields answer 400 naming each field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/trini/saveproductreview',
      payload: { ProductNo: 'x', CustomerMobile: 7 },
    });
    expect(res.statusCode).toBe(400);
    const { fields, msg } = res.json<ErrorResponse>();
    expect(fields).toEqual(
      expect.arrayContaining([
        'ProductNo',
        'CustomerMobile',
        'CustomerName',
        'ReviewTitle',
        'Comments',
      ]),
    );
    expect(msg).toMatch(/CustomerName/);
  });

  it('a body over the limit answers 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/validatecoupon',
      payload: { CouponCode: 'x'.repeat(200 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorResponse>().msg).toMatch(/too large/);
  });

  it('an unsupported content type answers 415 and a text body 400', async () => {
    const xml = await app.inject({
      method: 'POST',
      url: '/api/shop/validatecoupon',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json<ErrorResponse>().msg).toMatch(/content type/);
    const text = await app.inject({
      method: 'POST',
      url: '/api/shop/validatecoupon',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json<ErrorResponse>().fields).toEqual(['body']);
  });

  it('an unknown route answers 404 with msg', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'No such route: GET /api/nothing/here', fields: ['url'] });
  });

  it('a response breaking its contract is a 500 with a generic msg', async () => {
    const s = newSession();
    const state = app.sessions.get(s).state;
    state.productIndex.get(1001)!.SalesPrice = -5;
    const res = await app.inject({
      method: 'GET',
      url: '/api/Product/loadproduct?ProductNo=1001',
      headers: { 'x-mock-session': s },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json<ErrorResponse>().msg).toMatch(/Internal server error/);
  });

  it('1,200 generated malformed bodies across the mutating endpoints never answer 5xx', async () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const nearOrder = fc.record(
      {
        PMNo: fc.oneof(fc.constantFrom(1, 2, 3), json),
        OrderProductList: fc.oneof(
          fc.array(
            fc.record(
              {
                ProductNo: fc.oneof(fc.integer(), json),
                Quantity: fc.oneof(fc.integer({ min: -5, max: 1e6 }), json),
                TotalAmount: fc.double(),
                ProductName: fc.string(),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 4 },
          ),
          json,
        ),
        CustomerMobile: fc.oneof(fc.string({ maxLength: 12 }), json),
        CustomerName: fc.oneof(fc.string(), json),
        TotalAmount: fc.oneof(fc.double(), json),
        ODeliverCountryNo: fc.oneof(fc.constantFrom(1, 2, 3), json),
        CouponDiscPercent: fc.oneof(fc.double({ min: -10, max: 200 }), json),
        CashbackAmount: fc.oneof(fc.double(), json),
        NewOrderDate: fc.oneof(fc.constant('2026-01-01'), fc.string()),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      json,
      nearOrder,
      fc.string().map((s) => ({ raw: s })),
      fc.dictionary(
        fc.constantFrom(
          'Mobile',
          'Password',
          'CouponCode',
          'ProductNo',
          'Rating',
          'Comments',
          'Mobile1',
          'NewPassword',
          'status',
          'hash',
          'order_id',
          'AgreeTerms',
        ),
        json,
      ),
    );
    let count = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MUTATING),
        body,
        fc.boolean(),
        async (url, payload, rawText) => {
          count += 1;
          const res = await app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', 'x-mock-session': 'fuzz' },
            payload:
              rawText && typeof payload === 'object' && payload !== null && 'raw' in payload
                ? String((payload as { raw: string }).raw)
                : JSON.stringify(payload),
          });
          expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(typeof res.json<{ msg?: unknown }>().msg).toBe('string');
        },
      ),
      { numRuns: 1200 },
    );
    expect(count).toBeGreaterThanOrEqual(1200);
  });
});
