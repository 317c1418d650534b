import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CART_COOKIE,
  COUPON_COOKIE,
  STORAGE_KEYS,
  applyCoupon,
  addItem,
  decodeCartCookie,
  emptyCart,
  readCartCookie,
  readCouponCookie,
  serializeCartLines,
} from '@trini/domain';
import type { Cart, Product } from '@trini/domain';
import {
  cartCleared,
  cartPricedOnServer,
  couponApplied,
  couponRemoved,
  itemAdded,
  itemRemoved,
  quantityUpdated,
  selectCart,
  selectCartCount,
} from '@/features/cart/cart-slice';
import { cartCookieRead, selectCartKnown, selectUnreachableCartLines } from '@/lib/browser-state';
import { setupRealMock } from '@/test/real-mock';
import { restoreBrowserState } from './restore-browser-state';
import { makeStore } from './store';
import type { AppStore } from './store';

setupRealMock();

const product = (no: number, price: number) =>
  ({ ProductNo: no, ProductName: `P${no}`, SalesPrice: price }) as Product;
const a = product(1001, 100);
const b = product(1002, 50);
const c = product(1003, 75);

/** The cart cookie's lines as the browser now holds them ([] when there is none). */
const cookieLines = () => readCartCookie(document.cookie);
/** Session storage `c`'s lines as ProductNo/Quantity pairs. */
const storedLines = () =>
  (
    JSON.parse(sessionStorage.getItem(STORAGE_KEYS.CART_LINES) ?? '[]') as {
      ProductNo: number;
      Quantity: number;
    }[]
  ).map(({ ProductNo, Quantity }) => ({ ProductNo, Quantity }));
const productNos = (store: AppStore) =>
  selectCart(store.getState()).ItemList.map((l) => l.ProductNo);

/** A hydrating store as the server left it on the cart page: `cart` priced from the cookie. */
function hydratingCartPage(cart: Cart): AppStore {
  const store = makeStore(undefined, { fromBrowserStorage: false });
  store.dispatch(cartPricedOnServer(cart));
  const lines = cart.ItemList.map(({ ProductNo, Quantity }) => ({ ProductNo, Quantity }));
  store.dispatch(cartCookieRead({ lines, priced: true }));
  return store;
}

afterEach(() => {
  document.cookie = `${CART_COOKIE.NAME}=; Path=/; Max-Age=0`;
  document.cookie = `${COUPON_COOKIE.NAME}=; Path=/; Max-Age=0`;
});

describe('the cart cookie follows session storage c', () => {
  it('every add, quantity change and removal writes both, the same lines', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ product: a, quantity: 2 }));
    store.dispatch(itemAdded({ product: b }));
    expect(cookieLines()).toEqual([
      { ProductNo: 1001, Quantity: 2 },
      { ProductNo: 1002, Quantity: 1 },
    ]);
    expect(cookieLines()).toEqual(storedLines());
    store.dispatch(quantityUpdated({ productNo: 1002, quantity: 5 }));
    expect(cookieLines()).toEqual(storedLines());
    expect(cookieLines()[1]).toEqual({ ProductNo: 1002, Quantity: 5 });
    store.dispatch(itemRemoved(1001));
    expect(cookieLines()).toEqual([{ ProductNo: 1002, Quantity: 5 }]);
    // Identities only: no name, no price.
    expect(document.cookie).not.toMatch(/P1002|50/);
  });

  it('clearing the cart (after an order) removes the cookie', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ product: a }));
    expect(document.cookie).toContain(`${CART_COOKIE.NAME}=`);
    store.dispatch(cartCleared());
    expect(document.cookie).not.toContain(`${CART_COOKIE.NAME}=`);
    expect(storedLines()).toEqual([]);
  });

  it('nothing is written before the stored cart is restored', () => {
    const store = makeStore(undefined, { fromBrowserStorage: false });
    store.dispatch(cartPricedOnServer(addItem(emptyCart(), a)));
    store.dispatch(itemAdded({ product: b }));
    expect(document.cookie).toBe('');
    expect(sessionStorage.getItem(STORAGE_KEYS.CART_LINES)).toBeNull();
  });

  it('after hydration session storage wins: the page shows its lines and the cookie is rewritten', () => {
    sessionStorage.setItem(STORAGE_KEYS.CART_LINES, serializeCartLines(addItem(emptyCart(), c, 3)));
    const store = hydratingCartPage(addItem(addItem(emptyCart(), a), b));
    expect(productNos(store)).toEqual([1001, 1002]);
    restoreBrowserState(store);
    expect(productNos(store)).toEqual([1003]);
    expect(selectCart(store.getState()).ItemTotal).toBe(225);
    expect(cookieLines()).toEqual([{ ProductNo: 1003, Quantity: 3 }]);
    expect(selectCartCount(store.getState())).toBe(1);
  });

  it('an empty stored cart wins too: the server-rendered lines go and the cookie is removed', () => {
    sessionStorage.setItem(STORAGE_KEYS.CART_LINES, '[]');
    document.cookie = `${CART_COOKIE.NAME}=1001:1; Path=/`;
    const store = hydratingCartPage(addItem(emptyCart(), a));
    restoreBrowserState(store);
    expect(productNos(store)).toEqual([]);
    expect(document.cookie).not.toContain(`${CART_COOKIE.NAME}=`);
  });

  it('a tab with no stored cart keeps the cart the server priced, and stores it', () => {
    const store = hydratingCartPage(addItem(addItem(emptyCart(), a, 2), b));
    restoreBrowserState(store);
    expect(productNos(store)).toEqual([1001, 1002]);
    expect(storedLines()).toEqual([
      { ProductNo: 1001, Quantity: 2 },
      { ProductNo: 1002, Quantity: 1 },
    ]);
    expect(cookieLines()).toEqual(storedLines());
  });

  it('on another page, a tab with no stored cart takes the cookie lines, priced from the API', async () => {
    document.cookie = `${CART_COOKIE.NAME}=1001:2.1003:1; Path=/`;
    const store = makeStore(undefined, { fromBrowserStorage: false });
    const lines = decodeCartCookie('1001:2.1003:1');
    store.dispatch(cartCookieRead({ lines, priced: false }));
    // The page's state holds the count alone: the lines are read from the cookie itself.
    expect(store.getState().browser.cookieLines).toEqual([]);
    // The server's header count, before the app knows the lines' products.
    expect(selectCartCount(store.getState())).toBe(2);
    restoreBrowserState(store);
    expect(selectCartCount(store.getState())).toBe(2);
    await expect.poll(() => productNos(store)).toEqual([1001, 1003]);
    const cart = selectCart(store.getState());
    expect(cart.ItemList[0]?.Quantity).toBe(2);
    expect(cart.ItemList[0]?.ProductName).toBe('Wireless Earbuds with Charging Case');
    expect(cart.ItemTotal).toBeGreaterThan(0);
    expect(storedLines()).toEqual(lines);
    expect(cookieLines()).toEqual(lines);
    expect(store.getState().browser.cookieCount).toBe(0);
  });

  it('when the API cannot price them, the tab starts empty, says how many lines it keeps, and the cookie keeps them for the next page', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    document.cookie = `${CART_COOKIE.NAME}=1001:2.1003:1; Path=/`;
    const store = makeStore(undefined, { fromBrowserStorage: false });
    store.dispatch(cartCookieRead({ lines: decodeCartCookie('1001:2.1003:1'), priced: false }));
    restoreBrowserState(store);
    await expect.poll(() => store.getState().browser.cookieCount).toBe(0);
    expect(productNos(store)).toEqual([]);
    expect(selectUnreachableCartLines(store.getState())).toBe(2);
    expect(selectCartCount(store.getState())).toBe(2);
    expect(selectCartKnown(store.getState())).toBe(true);
    expect(cookieLines()).toEqual([
      { ProductNo: 1001, Quantity: 2 },
      { ProductNo: 1003, Quantity: 1 },
    ]);
    expect(sessionStorage.getItem(STORAGE_KEYS.CART_LINES)).toBeNull();
  });

  it('a tab whose cookie lines were priced says nothing of the shop being unreachable', async () => {
    document.cookie = `${CART_COOKIE.NAME}=1001:1; Path=/`;
    const store = makeStore(undefined, { fromBrowserStorage: false });
    store.dispatch(cartCookieRead({ lines: decodeCartCookie('1001:1'), priced: false }));
    restoreBrowserState(store);
    await expect.poll(() => productNos(store)).toEqual([1001]);
    expect(selectUnreachableCartLines(store.getState())).toBe(0);
  });
});

describe('the coupon cookie follows local storage COUPONCODE', () => {
  it('applying a coupon writes both; removing it, or clearing the cart after an order, removes both', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ product: a }));
    store.dispatch(couponApplied({ code: 'ÉTÉ 20', percent: 20 }));
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBe('ÉTÉ 20');
    expect(readCouponCookie(document.cookie)).toBe('ÉTÉ 20');
    store.dispatch(couponRemoved());
    expect(readCouponCookie(document.cookie)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBeNull();
    store.dispatch(couponApplied({ code: 'SAVE10', percent: 10 }));
    store.dispatch(cartCleared());
    expect(readCouponCookie(document.cookie)).toBeNull();
  });

  it('the coupon the server applied stays through the restore of the stored lines: no total jumps', () => {
    sessionStorage.setItem(STORAGE_KEYS.CART_LINES, serializeCartLines(addItem(emptyCart(), a)));
    const store = hydratingCartPage(applyCoupon(addItem(emptyCart(), a), 'SAVE10', 10));
    const before = selectCart(store.getState()).ItemGrandTotal;
    restoreBrowserState(store);
    expect(selectCart(store.getState())).toMatchObject({
      CouponCode: 'SAVE10',
      CouponDiscPercent: 10,
      ItemGrandTotal: before,
    });
  });
});
