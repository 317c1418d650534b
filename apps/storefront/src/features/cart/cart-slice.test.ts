import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, addItem, emptyCart, updateQuantity } from '@trini/domain';
import type { Product } from '@trini/domain';
import { makeStore } from '@/app/store';
import {
  cartCleared,
  couponApplied,
  couponRemoved,
  deliveryCountryChanged,
  fromFBMarked,
  itemAdded,
  itemRemoved,
  loadCartState,
  quantityUpdated,
} from './cart-slice';

const plain = { ProductNo: 1001, ProductName: 'Plain', SalesPrice: 100 } as Product;
const bundle = {
  ProductNo: 1002,
  ProductName: 'Bundle',
  SalesPrice: 50,
  SalesPrice2: 90,
  SalesPrice3: 130,
  SalesPrice5: 200,
} as Product;
const soldOut = {
  ProductNo: 1003,
  ProductName: 'Gone',
  SalesPrice: 10,
  IsSoldOut: true,
} as Product;
const storedLines = () =>
  JSON.parse(sessionStorage.getItem(STORAGE_KEYS.CART_LINES) ?? 'null') as {
    ProductNo: number;
    Quantity: number;
  }[];

describe('cart slice (shopping.md §4 cart operations)', () => {
  it('add prices the cart through the engine, exactly as addItem does', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ product: bundle, quantity: 2 }));
    expect(store.getState().cart).toEqual(addItem(emptyCart(), bundle, 2));
    expect(store.getState().cart.ItemTotal).toBe(90);
  });

  it('adding a product already in the cart neither changes nor increments it', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ product: plain }));
    store.dispatch(itemAdded({ product: plain, quantity: 4 }));
    expect(store.getState().cart.ItemList).toHaveLength(1);
    expect(store.getState().cart.ItemList[0]?.Quantity).toBe(1);
  });

  it('a sold-out product is never added', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ product: soldOut }));
    expect(store.getState().cart.ItemList).toHaveLength(0);
  });

  it('update reprices the line via the engine; a bad quantity becomes 0 rather than throwing', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ product: bundle }));
    const before = store.getState().cart;
    store.dispatch(quantityUpdated({ productNo: 1002, quantity: 3 }));
    expect(store.getState().cart).toEqual(updateQuantity(before, 1002, 3));
    expect(store.getState().cart.ItemTotal).toBe(130);
    store.dispatch(quantityUpdated({ productNo: 1002, quantity: Number.NaN }));
    expect(store.getState().cart.ItemList[0]?.Quantity).toBe(0);
  });

  it('remove and clear empty the cart; clear resets freight to 40', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ product: plain }));
    store.dispatch(itemAdded({ product: bundle }));
    store.dispatch(itemRemoved(1001));
    expect(store.getState().cart.ItemList.map((l) => l.ProductNo)).toEqual([1002]);
    store.dispatch(deliveryCountryChanged(2));
    expect(store.getState().cart.Freight).toBe(60);
    store.dispatch(cartCleared());
    expect(store.getState().cart).toMatchObject({
      ItemList: [],
      ItemTotal: 0,
      Freight: 40,
      CouponDiscPercent: 0,
    });
  });

  it("saves the line list to session storage 'c' after add, update, remove and clear", () => {
    const store = makeStore();
    store.dispatch(itemAdded({ product: plain }));
    expect(storedLines().map((l) => l.ProductNo)).toEqual([1001]);
    store.dispatch(quantityUpdated({ productNo: 1001, quantity: 3 }));
    expect(storedLines()[0]?.Quantity).toBe(3);
    store.dispatch(itemAdded({ product: bundle }));
    store.dispatch(itemRemoved(1001));
    expect(storedLines().map((l) => l.ProductNo)).toEqual([1002]);
    store.dispatch(cartCleared());
    expect(storedLines()).toEqual([]);
  });

  it('restores the cart from session storage on start, priced by the engine', () => {
    const first = makeStore();
    first.dispatch(itemAdded({ product: bundle, quantity: 5 }));
    const second = makeStore();
    expect(second.getState().cart.ItemList).toHaveLength(1);
    expect(second.getState().cart.ItemTotal).toBe(200);
  });

  it.each([
    ['not json{'],
    ['{"a":1}'],
    ['[{"ProductNo":"x"}]'],
    ['[{"ProductNo":1,"ProductName":"A","Quantity":-3}]'],
  ])('corrupt storage %s resets to an empty cart instead of crashing', (raw) => {
    sessionStorage.setItem(STORAGE_KEYS.CART_LINES, raw);
    expect(loadCartState()).toEqual(emptyCart());
    expect(() => makeStore()).not.toThrow();
  });

  it('keeps an applied coupon in local storage COUPONCODE and removes it when cleared', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ product: plain }));
    store.dispatch(couponApplied({ code: 'SAVE10', percent: 10 }));
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBe('SAVE10');
    expect(store.getState().cart.CouponDiscountAmount).toBe(10);
    store.dispatch(couponRemoved());
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBeNull();
  });

  it("marks a social-network visitor: FromFB on the cart and session 'fb' = '1'", () => {
    const store = makeStore();
    store.dispatch(fromFBMarked());
    expect(store.getState().cart.FromFB).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.FROM_FB)).toBe('1');
    expect(makeStore().getState().cart.FromFB).toBe(true);
  });
});
