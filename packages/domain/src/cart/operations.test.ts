import { describe, expect, it } from 'vitest';
import { COUNTRY, FREIGHT, STORAGE_KEYS } from '../constants.js';
import { calculateCart, freightFor } from './calculate-cart.js';
import {
  addItem,
  applyCoupon,
  clearCart,
  emptyCart,
  lineFromProduct,
  removeCoupon,
  removeItem,
  setCashback,
  setDeliveryCountry,
  setFromFB,
  updateQuantity,
  wholeQuantity,
} from './operations.js';
import { bundle, plain, soldOut } from './test-products.js';

describe('cart operations (shopping.md §4)', () => {
  it('emptyCart has no lines, default freights 40/60/30 and delivery to Trinidad', () => {
    const cart = emptyCart();
    expect(cart.ItemList).toEqual([]);
    expect([
      cart.DefaultFreight,
      cart.DefaultFreightTobago,
      cart.DefaultFreightTobago_FreeDelivery,
    ]).toEqual([40, 60, 30]);
    expect(cart.Freight).toBe(40);
    expect(cart.ODeliverCountryNo).toBe(1);
  });
  it('add item: a new product becomes a line with Quantity 1 by default', () => {
    const cart = addItem(emptyCart(), plain);
    expect(cart.ItemList).toHaveLength(1);
    expect(cart.ItemList[0]?.Quantity).toBe(1);
  });
  it('add item: an already present product is neither changed nor incremented', () => {
    const once = addItem(emptyCart(), plain, 2);
    const twice = addItem(once, { ...plain, SalesPrice: 999 }, 5);
    expect(twice.ItemList).toEqual(once.ItemList);
  });
  it('add item: a sold-out product is never added', () => {
    expect(addItem(emptyCart(), soldOut).ItemList).toEqual([]);
  });
  it('the line image comes from the product Thumbnail, else its thumbnail or image path', () => {
    expect(
      lineFromProduct({ ...plain, Thumbnail: 't.jpg', ImageFilePath: 'i.jpg' }).ImageFilePath,
    ).toBe('t.jpg');
    expect(lineFromProduct({ ...plain, ImageFilePathThumbnail: 'th.jpg' }).ImageFilePath).toBe(
      'th.jpg',
    );
    expect(lineFromProduct({ ...plain, ImageFilePath: 'i.jpg' }).ImageFilePath).toBe('i.jpg');
    expect(lineFromProduct(plain).ImageFilePath).toBe('');
  });
  it('update quantity reprices that line and recalculates totals', () => {
    const cart = updateQuantity(addItem(emptyCart(), bundle), bundle.ProductNo, 3);
    expect(cart.ItemList[0]?.TotalAmount).toBe(130);
    expect(cart.ItemTotal).toBe(130);
  });
  it('update quantity of an unknown product changes no line', () => {
    const cart = addItem(emptyCart(), plain);
    expect(updateQuantity(cart, 999, 4).ItemList).toEqual(cart.ItemList);
  });
  it('a quantity that is negative or not whole is refused with a RangeError', () => {
    const cart = addItem(emptyCart(), plain);
    expect(() => updateQuantity(cart, plain.ProductNo, -1)).toThrow(RangeError);
    expect(() => updateQuantity(cart, plain.ProductNo, 1.5)).toThrow(RangeError);
    expect(() => addItem(cart, bundle, Number.NaN)).toThrow(RangeError);
  });
  it('remove item removes the line by ProductNo and recalculates', () => {
    const cart = removeItem(addItem(addItem(emptyCart(), plain), bundle), plain.ProductNo);
    expect(cart.ItemList.map((l) => l.ProductNo)).toEqual([bundle.ProductNo]);
    expect(cart.ItemTotal).toBe(50);
  });
  it('clear resets totals, quantities, freight to 40, coupon and cashback use', () => {
    const full = setCashback(
      applyCoupon(setDeliveryCountry(addItem(emptyCart(), plain), 2), 'SAVE10', 10),
      20,
    );
    const cleared = clearCart(full);
    expect(cleared).toMatchObject({
      ItemList: [],
      ItemQuantity: 0,
      ItemTotal: 0,
      ItemGrandTotal: 0,
      TotalAmount: 0,
      Freight: 40,
      CouponCode: '',
      CouponDiscPercent: 0,
      CouponDiscountAmount: 0,
      UsedCashbackAmount: 0,
      UseCashback: false,
    });
    expect(cleared.CashbackAmount).toBe(20);
  });
  it('changing the delivery country recalculates like every other operation', () => {
    const cart = addItem(emptyCart(), plain);
    const moved = setDeliveryCountry(cart, COUNTRY.TOBAGO);
    expect(moved.ODeliverCountryNo).toBe(COUNTRY.TOBAGO);
    expect(moved.Freight).toBe(FREIGHT.TOBAGO);
    expect(moved.ItemGrandTotal).toBe(cart.ItemGrandTotal - FREIGHT.TRINIDAD + FREIGHT.TOBAGO);
    expect(calculateCart(moved)).toEqual(moved);
  });
  it('freightFor is the one rule of the fees, free delivery included', () => {
    const cart = emptyCart();
    const at = (country: 1 | 2, free: boolean) =>
      freightFor({ ...cart, ODeliverCountryNo: country }, free);
    expect(at(COUNTRY.TRINIDAD, false)).toBe(FREIGHT.TRINIDAD);
    expect(at(COUNTRY.TRINIDAD, true)).toBe(FREIGHT.TRINIDAD_FREE_DELIVERY);
    expect(at(COUNTRY.TOBAGO, false)).toBe(FREIGHT.TOBAGO);
    expect(at(COUNTRY.TOBAGO, true)).toBe(FREIGHT.TOBAGO_FREE_DELIVERY);
  });
  it('a delivery country other than 1 or 2 is refused', () => {
    expect(() => setDeliveryCountry(emptyCart(), 3)).toThrow(RangeError);
  });
  it('apply coupon stores code and percent and recalculates; remove coupon clears both', () => {
    const cart = applyCoupon(addItem(emptyCart(), plain), ' SAVE25 ', 25);
    expect(cart.CouponCode).toBe('SAVE25');
    expect(cart.CouponDiscountAmount).toBe(25);
    const removed = removeCoupon(cart);
    expect([removed.CouponCode, removed.CouponDiscPercent, removed.CouponDiscountAmount]).toEqual([
      '',
      0,
      0,
    ]);
  });
  it('a coupon percent outside 0..100 is refused', () => {
    expect(() => applyCoupon(emptyCart(), 'X', 101)).toThrow(RangeError);
    expect(() => applyCoupon(emptyCart(), 'X', -1)).toThrow(RangeError);
  });
  it('a negative cashback is refused', () => {
    expect(() => setCashback(emptyCart(), -5)).toThrow(RangeError);
  });
  it('setFromFB marks the visitor as coming from a social network', () => {
    expect(setFromFB(emptyCart(), true).FromFB).toBe(true);
  });
  it('operations never mutate their input cart', () => {
    const cart = addItem(emptyCart(), plain);
    const copy = structuredClone(cart);
    addItem(cart, bundle);
    updateQuantity(cart, plain.ProductNo, 4);
    removeItem(cart, plain.ProductNo);
    clearCart(cart);
    applyCoupon(cart, 'SAVE10', 10);
    setCashback(cart, 10);
    setDeliveryCountry(cart, 2);
    expect(cart).toEqual(copy);
  });
  it('the line list is stored under session storage key c', () => {
    expect(STORAGE_KEYS.CART_LINES).toBe('c');
  });
});

describe('wholeQuantity (shopping.md §5 quantity input minimum 0)', () => {
  it('floors typed numbers and turns a blank box, -Infinity and negatives into 0', () => {
    expect([3, 2.7, 0.4, 0, -2, Number.NaN, Number.NEGATIVE_INFINITY].map(wholeQuantity)).toEqual([
      3, 2, 0, 0, 0, 0, 0,
    ]);
  });
  it('caps huge numbers and +Infinity at 999', () => {
    expect([998.9, 999, 1000, 2 ** 53 - 1, Number.POSITIVE_INFINITY].map(wholeQuantity)).toEqual([
      998, 999, 999, 999, 999,
    ]);
  });
  it('the engine refuses a quantity above 999 with a RangeError', () => {
    expect(() => addItem(emptyCart(), plain, 1000)).toThrow(RangeError);
    expect(() => updateQuantity(addItem(emptyCart(), plain), plain.ProductNo, 2 ** 53 - 1)).toThrow(
      RangeError,
    );
    expect(addItem(emptyCart(), plain, 999).ItemList[0]?.Quantity).toBe(999);
  });
});
