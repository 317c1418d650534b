import * as domain from '@trini/domain';
import { describe, expect, it, vi } from 'vitest';
import { checkOrder } from '../../src/lib/order-check.js';
import { createState } from '../../src/state/mock-state.js';
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

describe('checkOrder', () => {
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

  describe('the freight zone is the city’s, never the client’s choice', () => {
    const state = createState(createSeed());
    const city = (name: string) => {
      const found = state.cities.find((c) => c.ODeliverCityName === name);
      if (!found) throw new Error(`no seeded city ${name}`);
      return found.ODeliverCityNo;
    };
    const to = (country: 1 | 2, cityNo: number) => {
      const order = orderFor({ items: [{ no: 1001 }], country });
      return { ...order, CustomerCityNo: cityNo, ODeliverCityNo: cityNo };
    };

    it('a Tobago city priced as Trinidad (TT$40 freight) is refused, naming the island', () => {
      expect(checkOrder(state, to(1, city('Scarborough')), null)).toEqual({
        ok: false,
        msg: domain.cityIslandMessage('Scarborough', 'Tobago'),
      });
    });

    it('a city the list does not have is refused', () => {
      expect(checkOrder(state, to(1, 99999), null)).toEqual({
        ok: false,
        msg: domain.SERVER_MESSAGES.ORDER_CITY_UNKNOWN,
      });
    });

    it('a city on the island it is priced for is taken, in Tobago and in Trinidad', () => {
      expect(checkOrder(state, to(2, city('Scarborough')), null)).toMatchObject({ ok: true });
      expect(checkOrder(state, to(1, city('Arima')), null)).toMatchObject({ ok: true });
    });
  });
});
