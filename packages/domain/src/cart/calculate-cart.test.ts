import { describe, expect, it } from 'vitest';
import { calculateCart, freightFor } from './calculate-cart.js';
import {
  addItem,
  applyCoupon,
  emptyCart,
  setCashback,
  setDeliveryCountry,
  updateQuantity,
} from './operations.js';
import { bundle, freeDelivery, freeFromThree, plain } from './test-products.js';

const withPlain = () => addItem(emptyCart(), plain); // ItemTotal 100

describe('zero-quantity lines', () => {
  it('a free-delivery product left at quantity 0 does not zero the freight', () => {
    const cart = addItem(withPlain(), freeDelivery, 0);
    expect(cart.FreeDelivery).toBe(0);
    expect(cart.Freight).toBe(40);
    expect(updateQuantity(cart, freeDelivery.ProductNo, 1).Freight).toBe(0);
  });
});

describe('delivery fee (shopping.md §9)', () => {
  it('Trinidad (1) pays 40', () => expect(withPlain().Freight).toBe(40));
  it('Tobago (2) pays 60', () =>
    expect(calculateCart(setDeliveryCountry(withPlain(), 2)).Freight).toBe(60));
  it('free delivery: Trinidad pays 0', () => {
    const cart = addItem(withPlain(), freeDelivery);
    expect(cart.FreeDelivery).toBe(1);
    expect(cart.Freight).toBe(0);
  });
  it('free delivery: Tobago pays 30', () => {
    const cart = calculateCart(setDeliveryCountry(addItem(withPlain(), freeDelivery), 2));
    expect(cart.Freight).toBe(30);
  });
  it('free delivery from a line reaching its FreeDeliveryQuantity', () => {
    const cart = updateQuantity(addItem(emptyCart(), freeFromThree), freeFromThree.ProductNo, 3);
    expect(cart.FreeDelivery).toBe(1);
    expect(cart.Freight).toBe(0);
  });
  it('freightFor reads the cart’s own default freights', () => {
    const c = { ...emptyCart(), DefaultFreight: 45, ODeliverCountryNo: 1 as const };
    expect(freightFor(c, false)).toBe(45);
  });
});

describe('totals (shopping.md §9)', () => {
  it('ItemTotal is the sum of line totals and ItemQuantity the number of distinct lines', () => {
    const cart = updateQuantity(addItem(withPlain(), bundle), bundle.ProductNo, 2);
    expect(cart.ItemTotal).toBe(190);
    expect(cart.ItemQuantity).toBe(2);
  });
  it('ItemGrandTotal = ItemTotal + Freight − coupon discount', () => {
    const cart = applyCoupon(withPlain(), 'SAVE10', 10);
    expect(cart.CouponDiscountAmount).toBe(10);
    expect(cart.ItemGrandTotal).toBe(130);
  });
  it('coupon discount = round(ItemTotal × percent / 100)', () => {
    const cart = applyCoupon(addItem(emptyCart(), { ...plain, SalesPrice: 105 }), 'TRINI5', 5);
    expect(cart.CouponDiscountAmount).toBe(5); // round(5.25)
  });
  it('cashback below ItemTotal is used whole and subtracted', () => {
    const cart = setCashback(withPlain(), 30);
    expect(cart.UsedCashbackAmount).toBe(30);
    expect(cart.ItemGrandTotal).toBe(110);
    expect(cart.TotalAmount).toBe(70);
  });
  it('cashback equal to ItemTotal is used whole (the "otherwise" branch)', () => {
    const cart = setCashback(withPlain(), 100);
    expect(cart.UsedCashbackAmount).toBe(100);
    expect(cart.ItemGrandTotal).toBe(40);
  });
  it('ItemTotal below the cashback: used cashback = ItemTotal and the grand total is the freight only', () => {
    const cart = applyCoupon(setCashback(withPlain(), 150), 'SAVE10', 10);
    expect(cart.UsedCashbackAmount).toBe(100);
    expect(cart.ItemGrandTotal).toBe(40);
    expect(cart.TotalAmount).toBe(0);
  });
  it('cashback applies whether or not UseCashback is set', () => {
    const off = setCashback({ ...withPlain(), UseCashback: false }, 20);
    const on = setCashback({ ...withPlain(), UseCashback: true }, 20);
    expect(off.ItemGrandTotal).toBe(on.ItemGrandTotal);
  });
  it('the grand total never goes below 0 (coupon and cashback together)', () => {
    const cart = setCashback(applyCoupon(addItem(emptyCart(), freeDelivery), 'X', 50), 300);
    expect(cart.ItemGrandTotal).toBe(0);
  });
  it('an empty cart owes nothing but shows the destination fee', () => {
    const cart = calculateCart(emptyCart());
    expect(cart.ItemGrandTotal).toBe(0);
    expect(cart.Freight).toBe(40);
  });
  it('calculateCart does not mutate its input', () => {
    const input = setDeliveryCountry(withPlain(), 2);
    const copy = structuredClone(input);
    calculateCart(input);
    expect(input).toEqual(copy);
  });
});
