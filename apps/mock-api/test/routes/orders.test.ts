import { SERVER_MESSAGES, MESSAGES } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  build,
  call,
  loginHeader,
  newSession,
  orderFor,
  seedProduct,
  type Answer,
  type JournalAnswer,
} from '../helpers.js';
import type { ErrorResponse, SaveOrderResponse } from '@trini/domain';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const save = (s: string, order: unknown, headers: Record<string, string> = {}) =>
  call(app, s, 'POST', '/api/shop/SaveOrder', order, headers);

describe('POST /api/shop/SaveOrder', () => {
  it('a card order (PMNo 1) is refused: card orders are placed only once paid', async () => {
    const s = newSession();
    const card = { ...orderFor({ items: [{ no: 1001 }], mobile: '7000002' }), PMNo: 1 };
    const res = await save(s, card);
    expect(res.json()).toEqual({ success: false, msg: SERVER_MESSAGES.ORDER_CARD_NEEDS_PAYMENT });
    // Nothing was stored: the next cash order gets the first order number of the session.
    const first = await save(newSession(), orderFor({ items: [{ no: 1001 }], mobile: '7000002' }));
    const next = await save(s, orderFor({ items: [{ no: 1001 }], mobile: '7000002' }));
    expect(next.json<SaveOrderResponse>().OrderNo).toBe(first.json<SaveOrderResponse>().OrderNo);
  });

  it('a correctly priced guest order is stored with an OrderNo and an invoice number', async () => {
    const s = newSession();
    const res = await save(s, orderFor({ items: [{ no: 1001 }], mobile: '7000002' }));
    expect(res.statusCode).toBe(200);
    const body = res.json<SaveOrderResponse>();
    expect(body.success).toBe(true);
    expect(body.OrderNo).toBeGreaterThan(100000);
  });

  it('bundle, discount, free delivery and Tobago prices recompute to the same totals', async () => {
    const s = newSession();
    const cases = [
      orderFor({ items: [{ no: 1002, qty: 5 }] }),
      orderFor({
        items: [
          { no: 1002, qty: 7 },
          { no: 1004, qty: 2 },
        ],
      }),
      orderFor({ items: [{ no: 1005 }], country: 2 }),
      orderFor({ items: [{ no: 1006, qty: 3 }, { no: 1008 }], country: 2 }),
      orderFor({ items: [{ no: 1001 }], coupon: { code: 'SAVE10', percent: 10 } }),
    ];
    for (const order of cases) {
      const res = await save(s, order);
      expect(
        res.json(),
        JSON.stringify(order.OrderProductList.map((l) => [l.ProductNo, l.Quantity])),
      ).toMatchObject({ success: true });
    }
  });

  it('tampered totals are refused with the mismatch message', async () => {
    const s = newSession();
    const good = orderFor({ items: [{ no: 1001, qty: 2 }] });
    const tampered = [
      { ...good, TotalAmount: good.TotalAmount - 1 },
      { ...good, Freight: 0 },
      {
        ...good,
        OrderProductList: good.OrderProductList.map((l) => ({
          ...l,
          TotalAmount: 1,
          SalesPrice: 0.5,
        })),
      },
      { ...good, OrderProductList: good.OrderProductList.map((l) => ({ ...l, Quantity: 3 })) },
      { ...good, CouponDiscountAmount: 20 },
    ];
    for (const order of tampered) {
      expect((await save(s, order)).json()).toEqual({
        success: false,
        msg: SERVER_MESSAGES.ORDER_TOTALS_MISMATCH,
      });
    }
  });

  it('a difference below half a cent is accepted', async () => {
    const good = orderFor({ items: [{ no: 1001 }] });
    expect(
      (
        await save(newSession(), { ...good, TotalAmount: good.TotalAmount + 0.004 })
      ).json<SaveOrderResponse>().success,
    ).toBe(true);
  });

  it('domain order rules answer their messages', async () => {
    const s = newSession();
    const good = orderFor({ items: [{ no: 1001 }] });
    expect((await save(s, { ...good, CustomerMobile: '123' })).json()).toEqual({
      success: false,
      msg: MESSAGES.ORDER_PHONE_INVALID,
    });
    expect((await save(s, { ...good, CustomerMobile: '' })).json()).toEqual({
      success: false,
      msg: MESSAGES.ORDER_MOBILE_REQUIRED,
    });
    expect((await save(s, { ...good, CustomerName: '  ' })).json()).toEqual({
      success: false,
      msg: MESSAGES.ORDER_NAME_REQUIRED,
    });
    expect((await save(s, { ...good, OrderProductList: [] })).json()).toEqual({
      success: false,
      msg: MESSAGES.ORDER_NO_PRODUCT,
    });
  });

  it('an unknown or sold-out product is refused with a msg naming it', async () => {
    const s = newSession();
    const good = orderFor({ items: [{ no: 1001 }] });
    const unknown = {
      ...good,
      OrderProductList: good.OrderProductList.map((l) => ({ ...l, ProductNo: 424242 })),
    };
    const r1 = (await save(s, unknown)).json<SaveOrderResponse>();
    expect(r1.success).toBe(false);
    expect(r1.msg).toMatch(/424242/);
    const soldOut = {
      ...good,
      OrderProductList: good.OrderProductList.map((l) => ({ ...l, ProductNo: 1003 })),
    };
    const r2 = (await save(s, soldOut)).json<SaveOrderResponse>();
    expect(r2.success).toBe(false);
    expect(r2.msg).toMatch(/sold out/);
  });

  it('a coupon percent is looked up server-side: expired, unknown or wrong percent is refused', async () => {
    const s = newSession();
    // An expired code gets the unknown code's message: an order does not tell them apart.
    const expired = orderFor({ items: [{ no: 1008 }], coupon: { code: 'EXPIRED20', percent: 20 } });
    expect((await save(s, expired)).json()).toEqual({
      success: false,
      msg: SERVER_MESSAGES.COUPON_INVALID,
    });
    const bogus = orderFor({ items: [{ no: 1008 }], coupon: { code: 'FREE99', percent: 99 } });
    expect((await save(s, bogus)).json()).toEqual({
      success: false,
      msg: SERVER_MESSAGES.COUPON_INVALID,
    });
    const inflated = orderFor({ items: [{ no: 1008 }], coupon: { code: 'SAVE10', percent: 25 } });
    expect((await save(s, inflated)).json()).toEqual({
      success: false,
      msg: SERVER_MESSAGES.ORDER_TOTALS_MISMATCH,
    });
    const lower = orderFor({ items: [{ no: 1008 }], coupon: { code: 'save25', percent: 25 } });
    expect((await save(s, lower)).json<SaveOrderResponse>().success).toBe(true);
  });

  it("an earned coupon orders for its customer's token alone: a guest's or another customer's order with it is refused", async () => {
    const s = newSession();
    const order = orderFor({
      items: [{ no: 1008 }],
      coupon: { code: 'TRINI5', percent: 5 },
      mobile: '7000001',
    });
    const refused = { success: false, msg: SERVER_MESSAGES.COUPON_INVALID };
    expect((await save(s, order)).json()).toEqual(refused);
    expect(
      (await save(s, order, await loginHeader(app, s, '7000002', 'password2'))).json(),
    ).toEqual(refused);
    expect(
      (await save(s, order, await loginHeader(app, s))).json<SaveOrderResponse>().success,
    ).toBe(true);
  });

  it('cashback needs a token of a customer with that much available, and is deducted', async () => {
    const s = newSession();
    const order = orderFor({ items: [{ no: 1008 }], cashback: 50, mobile: '7000001' });
    expect((await save(s, order)).json()).toEqual({
      success: false,
      msg: SERVER_MESSAGES.ORDER_CASHBACK_LOGIN,
    });
    const auth = await loginHeader(app, s);
    expect((await save(s, order, auth)).json<SaveOrderResponse>().success).toBe(true);
    const info = await call(
      app,
      s,
      'GET',
      '/api/Common/LoadCustomerCashbackInfo?CustomerMobile=7000001',
      undefined,
      auth,
    );
    expect(info.json()).toEqual({ TotalCashback: 0 });
    const again = orderFor({ items: [{ no: 1008 }], cashback: 50, mobile: '7000001' });
    expect((await save(s, again, auth)).json()).toEqual({
      success: false,
      msg: SERVER_MESSAGES.ORDER_CASHBACK_UNAVAILABLE,
    });
  });

  it('the whole available cashback is applied (shopping.md §9): sending less than it is a mismatch', async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const partial = orderFor({ items: [{ no: 1008 }], cashback: 30, mobile: '7000001' });
    expect((await save(s, partial, auth)).json()).toEqual({
      success: false,
      msg: SERVER_MESSAGES.ORDER_TOTALS_MISMATCH,
    });
  });

  it('cashback above the item total with a coupon: the grand total is the freight only, as the engine says', async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const cheap = [...Array(160).keys()]
      .map((i) => seedProduct(1001 + i))
      .find((p) => !p.IsSoldOut && p.SalesPrice < 50 && !p.DiscountPercent && !p.FreeDelivery);
    expect(cheap).toBeDefined();
    const order = orderFor({
      items: [{ no: cheap!.ProductNo }],
      coupon: { code: 'SAVE10', percent: 10 },
      cashback: 50,
      mobile: '7000001',
    });
    expect(order.TotalAmount).toBe(40);
    const res = (await save(s, order, auth)).json<SaveOrderResponse>();
    expect(res.success).toBe(true);
  });

  it('a forged or expired bearer token is refused with 401', async () => {
    const s = newSession();
    const res = await save(s, orderFor({ items: [{ no: 1001 }] }), {
      authorization: 'Bearer not.a.jwt',
    });
    expect(res.statusCode).toBe(401);
  });

  it('a placed order appears first in the customer purchases', async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const before = (
      await call(app, s, 'GET', '/api/Common/LoadCustomer?CustomerMobile=7000001', undefined, auth)
    ).json<Answer<'loadCustomer'>>();
    const placed = (
      await save(s, orderFor({ items: [{ no: 1004, qty: 2 }], mobile: '7000001' }), auth)
    ).json<SaveOrderResponse>();
    const after = (
      await call(app, s, 'GET', '/api/Common/LoadCustomer?CustomerMobile=7000001', undefined, auth)
    ).json<Answer<'loadCustomer'>>();
    expect(after.Purchases.length).toBe(before.Purchases.length + 1);
    expect(after.Purchases[0]?.InvoiceBillNumber).toBe(`INV-${placed.OrderNo}`);
    expect(after.Purchases[0]?.Quantity).toBe(2);
    expect(after.TotalPurchases).toBeGreaterThan(before.TotalPurchases);
  });

  it("a guest's order is nobody's purchase: not the customer's whose mobile it gives, nor whoever registers that mobile later", async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const summary = async (headers: Record<string, string>, mobile: string) =>
      (
        await call(
          app,
          s,
          'GET',
          `/api/Common/LoadCustomer?CustomerMobile=${mobile}`,
          undefined,
          headers,
        )
      ).json<Answer<'loadCustomer'>>();
    const before = await summary(auth, '7000001');
    // A stranger orders as a guest with the customer's mobile, and another with a free one.
    expect(
      (
        await save(s, orderFor({ items: [{ no: 1004 }], mobile: '7000001' }))
      ).json<SaveOrderResponse>().success,
    ).toBe(true);
    expect(
      (
        await save(s, orderFor({ items: [{ no: 1004 }], mobile: '7123456' }))
      ).json<SaveOrderResponse>().success,
    ).toBe(true);
    const after = await summary(auth, '7000001');
    expect([after.Purchases.length, after.TotalPurchases]).toEqual([
      before.Purchases.length,
      before.TotalPurchases,
    ]);
    // Whoever registers the free mobile starts with no purchases.
    const registered = await call(app, s, 'POST', '/api/customer/register', {
      CustomerName: 'Newcomer',
      Mobile1: '7123456',
      EmailID: 'new@example.com',
      NewPassword: 'secret12',
      ConfirmPassword: 'secret12',
    });
    const { jwt } = registered.json<{ jwt: string }>();
    const own = await summary({ authorization: `Bearer ${jwt}` }, '7123456');
    expect([own.Purchases, own.TotalPurchases]).toEqual([[], 0]);
  });

  it('500 orders placed concurrently are all stored with distinct, consecutive numbers', async () => {
    const s = newSession();
    const order = orderFor({ items: [{ no: 1001 }, { no: 1002, qty: 3 }] });
    const results = await Promise.all(Array.from({ length: 500 }, () => save(s, order)));
    const numbers = results.map((r) => r.json<SaveOrderResponse>().OrderNo!);
    expect(results.every((r) => r.json<SaveOrderResponse>().success === true)).toBe(true);
    expect(new Set(numbers).size).toBe(500);
    // None lost or skipped: the numbers are one unbroken run.
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(499);
    const journal = (
      await call(app, s, 'GET', '/__mock/requests?path=/api/shop/SaveOrder')
    ).json<JournalAnswer>();
    expect(journal.count).toBe(500);
  });

  it('a body of the wrong shape answers 400 naming the fields', async () => {
    const res = await save(newSession(), { PMNo: 3, OrderProductList: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().fields).toEqual(expect.arrayContaining(['OrderProductList']));
  });
});
