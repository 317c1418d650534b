import * as domain from '@trini/domain';
import { describe, expect, it, vi } from 'vitest';
import { checkOrder } from '../../src/lib/order-check.js';
import { createState } from '../../src/plugins/store.js';
import { createSeed } from '../../src/seed/index.js';
import { orderFor } from '../helpers.js';

vi.mock('@trini/domain', async (original) => {
  const real = await original<typeof domain>();
  const spied = (name: keyof typeof real) => vi.fn(real[name] as (...args: never[]) => unknown);
  return {
    ...real,
    addItem: spied('addItem'),
    updateQuantity: spied('updateQuantity'),
    calculateCart: spied('calculateCart'),
    applyCoupon: spied('applyCoupon'),
    setCashback: spied('setCashback'),
  };
});

/** Whole-cart recalculations checkOrder asked the cart engine for. */
function cartPasses(): number {
  return (['addItem', 'updateQuantity', 'calculateCart', 'applyCoupon', 'setCashback'] as const)
    .map((name) => vi.mocked(domain[name]).mock.calls.length)
    .reduce((a, b) => a + b, 0);
}

describe('checkOrder (issue 12 §13)', () => {
  it('recalculates the cart a fixed number of times, whatever the number of lines', () => {
    const state = createState(createSeed());
    const products = state.products.filter((p) => !p.IsSoldOut).slice(0, 147);
    expect(products.length).toBeGreaterThan(100);
    const order = orderFor({
      items: products.map((p) => ({ no: p.ProductNo, qty: 2 })),
      coupon: { code: 'SAVE10', percent: 10 },
    });
    vi.clearAllMocks();
    const verdict = checkOrder(state, order, null);
    expect(verdict).toMatchObject({ ok: true });
    expect(cartPasses()).toBeLessThanOrEqual(3);
  });

  it('a product on two lines is refused, as no cart sends it', () => {
    const state = createState(createSeed());
    const order = orderFor({ items: [{ no: 1001 }, { no: 1002 }] });
    const twice = {
      ...order,
      OrderProductList: [...order.OrderProductList, order.OrderProductList[0]!],
    };
    expect(checkOrder(state, twice, null)).toEqual({
      ok: false,
      msg: domain.SERVER_MESSAGES.ORDER_TOTALS_MISMATCH,
    });
  });
});
