import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY, FREIGHT } from '../constants.js';
import type { Cart } from '../entities/cart.js';
import { calculateCart } from './calculate-cart.js';
import type { CartProduct } from './operations.js';
import {
  addItem,
  applyCoupon,
  emptyCart,
  removeItem,
  setCashback,
  setDeliveryCountry,
  updateQuantity,
} from './operations.js';

const price = fc.integer({ min: 1, max: 5000 });
const product = (no: number) =>
  fc.record({
    ProductNo: fc.constant(no),
    ProductName: fc.constant(`P${no}`),
    SalesPrice: price,
    SalesPrice2: fc.option(price, { nil: null }),
    SalesPrice3: fc.option(price, { nil: null }),
    SalesPrice5: fc.option(price, { nil: null }),
    DiscountPercent: fc.integer({ min: 0, max: 50 }),
    FreeDelivery: fc.constantFrom(0 as const, 1 as const),
    FreeDeliveryQuantity: fc.integer({ min: 0, max: 6 }),
  }) satisfies fc.Arbitrary<CartProduct>;

const products = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 0, maxLength: 8 })
  .chain((nos) => fc.tuple(...nos.map(product)));

/** A random priced cart: products with random quantities, country, coupon and cashback. */
const cartArb: fc.Arbitrary<Cart> = fc
  .record({
    items: products,
    quantities: fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 8, maxLength: 8 }),
    country: fc.constantFrom(1, 2),
    coupon: fc.integer({ min: 0, max: 100 }),
    cashback: fc.integer({ min: 0, max: 3000 }),
  })
  .map(({ items, quantities, country, coupon, cashback }) => {
    let cart = emptyCart();
    items.forEach((p, i) => (cart = addItem(cart, p, quantities[i] ?? 1)));
    cart = setDeliveryCountry(cart, country);
    cart = applyCoupon(cart, coupon > 0 ? 'CODE' : '', coupon);
    return setCashback(cart, cashback);
  });

describe('cart engine invariants (property tests)', () => {
  it('adding a product already in the cart changes nothing', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 1, max: 12 }), (cart, q) => {
        fc.pre(cart.ItemList.length > 0);
        const line = cart.ItemList[0]!;
        expect(addItem(cart, { ...line, SalesPrice: line.SalesPrice + 1 }, q)).toEqual(cart);
      }),
    );
  });

  it('remove undoes add', () => {
    fc.assert(
      fc.property(cartArb, product(20_000), fc.integer({ min: 0, max: 12 }), (cart, p, q) => {
        expect(removeItem(addItem(cart, p, q), p.ProductNo)).toEqual(cart);
      }),
    );
  });

  it('ItemQuantity is the number of distinct lines', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(cart.ItemQuantity).toBe(cart.ItemList.length);
        expect(new Set(cart.ItemList.map((l) => l.ProductNo)).size).toBe(cart.ItemList.length);
      }),
    );
  });

  it('calculateCart is idempotent', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(calculateCart(calculateCart(cart))).toEqual(calculateCart(cart));
      }),
    );
  });

  it('totals follow §9: item total, freight, coupon, cashback, grand total', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const itemTotal = cart.ItemList.reduce((s, l) => s + l.TotalAmount, 0);
        expect(cart.ItemTotal).toBeCloseTo(itemTotal, 6);
        const free = cart.ItemList.some((l) => l.FreeDelivery === 1 && l.Quantity >= 1);
        const freight =
          cart.ODeliverCountryNo === COUNTRY.TRINIDAD
            ? free
              ? FREIGHT.TRINIDAD_FREE_DELIVERY
              : FREIGHT.TRINIDAD
            : free
              ? FREIGHT.TOBAGO_FREE_DELIVERY
              : FREIGHT.TOBAGO;
        expect(cart.Freight).toBe(freight);
        expect(cart.CouponDiscountAmount).toBe(
          Math.round((cart.ItemTotal * cart.CouponDiscPercent) / 100),
        );
        const used = cart.ItemTotal < cart.CashbackAmount ? cart.ItemTotal : cart.CashbackAmount;
        expect(cart.UsedCashbackAmount).toBeCloseTo(used, 6);
        const grand =
          cart.ItemTotal < cart.CashbackAmount
            ? freight
            : cart.ItemTotal + freight - cart.CouponDiscountAmount - used;
        expect(cart.ItemGrandTotal).toBeCloseTo(
          cart.ItemList.length === 0 ? 0 : Math.max(0, grand),
          6,
        );
        expect(cart.TotalAmount).toBeCloseTo(cart.ItemTotal - used, 6);
      }),
    );
  });

  it('updating a quantity and back restores the same cart', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 0, max: 12 }), (cart, q) => {
        fc.pre(cart.ItemList.length > 0);
        const line = cart.ItemList[0]!;
        expect(
          updateQuantity(updateQuantity(cart, line.ProductNo, q), line.ProductNo, line.Quantity),
        ).toEqual(cart);
      }),
    );
  });

  it('no operation mutates its input', () => {
    fc.assert(
      fc.property(cartArb, product(30_000), (cart, p) => {
        const copy = structuredClone(cart);
        addItem(cart, p);
        calculateCart(setDeliveryCountry(cart, 2));
        if (cart.ItemList[0]) updateQuantity(cart, cart.ItemList[0].ProductNo, 2);
        expect(cart).toEqual(copy);
      }),
    );
  });
});
