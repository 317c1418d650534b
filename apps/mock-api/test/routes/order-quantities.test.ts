import { MESSAGES, QUANTITY } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@trini/domain';
import { build, call, newSession, orderFor } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const save = (s: string, order: unknown) => call(app, s, 'POST', '/api/shop/SaveOrder', order);

/** Seed fixtures (seed/fixtures.ts): 1005 has FreeDelivery 1; 1001 is a plain product. */
const FREE_DELIVERY = 1005;
const PLAIN = 1001;

describe('SaveOrder quantities', () => {
  it('a zero-quantity line of a free-delivery product earns no free delivery', async () => {
    const order = orderFor({
      items: [
        { no: PLAIN, qty: 1 },
        { no: FREE_DELIVERY, qty: 0 },
      ],
    });
    expect(order.Freight).toBe(40);
    const zeroed = { ...order, Freight: 0, TotalAmount: order.TotalAmount - 40 };
    expect((await save(newSession(), zeroed)).json()).toMatchObject({ success: false });
    expect((await save(newSession(), order)).json()).toMatchObject({ success: true });
  });

  it("an order of only zero-quantity lines is refused with 'No product added.'", async () => {
    const order = orderFor({
      items: [
        { no: FREE_DELIVERY, qty: 0 },
        { no: PLAIN, qty: 0 },
      ],
    });
    expect((await save(newSession(), order)).json()).toEqual({
      success: false,
      msg: MESSAGES.ORDER_NO_PRODUCT,
    });
  });

  it('a quantity above 999 answers 400 with a readable message naming the line', async () => {
    const order = orderFor({ items: [{ no: PLAIN, qty: 1 }] });
    for (const Quantity of [QUANTITY.MAX + 1, Number.MAX_SAFE_INTEGER]) {
      const line = { ...order.OrderProductList[0], Quantity };
      const res = await save(newSession(), { ...order, OrderProductList: [line] });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>().msg).toContain(MESSAGES.QUANTITY_TOO_LARGE);
      expect(res.json<ErrorResponse>().fields).toEqual(['OrderProductList.0.Quantity']);
    }
  });

  it('999 units are accepted with exact totals', async () => {
    const order = orderFor({ items: [{ no: PLAIN, qty: QUANTITY.MAX }] });
    expect((await save(newSession(), order)).json()).toMatchObject({ success: true });
  });
});
