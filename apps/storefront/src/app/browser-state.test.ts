import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, addItem, emptyCart, serializeCartLines } from '@trini/domain';
import type { Product } from '@trini/domain';
import { selectSession } from '@/features/auth/auth-slice';
import { couponApplied, itemAdded, selectCart } from '@/features/cart/cart-slice';
import { selectWishlist, wishlistAdded } from '@/features/wishlist/wishlist-slice';
import { selectBrowserStateRestored } from '@/lib/browser-state';
import { restoreBrowserState } from './restore-browser-state';
import { makeStore } from './store';

const stored = { ProductNo: 1001, ProductName: 'Stored', SalesPrice: 100 } as Product;
const clicked = { ProductNo: 1002, ProductName: 'Clicked', SalesPrice: 50 } as Product;
const lines = () =>
  (JSON.parse(sessionStorage.getItem(STORAGE_KEYS.CART_LINES) ?? '[]') as Product[]).map(
    (l) => l.ProductNo,
  );

describe('browser state after server rendering (neutral state, then the browser’s)', () => {
  it('a hydrating store starts neutral (empty cart, no login, not restored) whatever storage holds', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.CART_LINES,
      serializeCartLines(addItem(emptyCart(), stored)),
    );
    const store = makeStore(undefined, { fromBrowserStorage: false });
    expect(selectCart(store.getState()).ItemList).toEqual([]);
    expect(selectSession(store.getState())).toBeNull();
    expect(selectBrowserStateRestored(store.getState())).toBe(false);
  });

  it('restoring brings the stored cart and wishlist in', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.CART_LINES,
      serializeCartLines(addItem(emptyCart(), stored)),
    );
    localStorage.setItem(STORAGE_KEYS.WISHLIST, JSON.stringify([stored]));
    const store = makeStore(undefined, { fromBrowserStorage: false });
    restoreBrowserState(store);
    expect(selectBrowserStateRestored(store.getState())).toBe(true);
    expect(selectCart(store.getState()).ItemList.map((l) => l.ProductNo)).toEqual([1001]);
    expect(selectCart(store.getState()).ItemTotal).toBe(100);
    expect(selectWishlist(store.getState()).map((p) => p.ProductNo)).toEqual([1001]);
  });

  it('a click before the restore neither overwrites storage nor is lost: stored lines first, then the new one', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.CART_LINES,
      serializeCartLines(addItem(emptyCart(), stored)),
    );
    const store = makeStore(undefined, { fromBrowserStorage: false });
    store.dispatch(itemAdded({ product: clicked }));
    store.dispatch(wishlistAdded(clicked));
    expect(lines()).toEqual([1001]);
    restoreBrowserState(store);
    expect(selectCart(store.getState()).ItemList.map((l) => l.ProductNo)).toEqual([1001, 1002]);
    expect(selectCart(store.getState()).ItemTotal).toBe(150);
    expect(lines()).toEqual([1001, 1002]);
    expect(selectWishlist(store.getState()).map((p) => p.ProductNo)).toEqual([1002]);
  });

  it('a coupon validated before the restore is kept and applies to the restored lines', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.CART_LINES,
      serializeCartLines(addItem(emptyCart(), stored)),
    );
    const store = makeStore(undefined, { fromBrowserStorage: false });
    store.dispatch(couponApplied({ code: 'SAVE10', percent: 10 }));
    restoreBrowserState(store);
    const cart = selectCart(store.getState());
    expect(cart.CouponCode).toBe('SAVE10');
    expect(cart.CouponDiscountAmount).toBe(10);
  });

  it('stores made for tests and client-only rendering start restored', () => {
    expect(selectBrowserStateRestored(makeStore().getState())).toBe(true);
    expect(selectBrowserStateRestored(makeStore({}).getState())).toBe(true);
  });
});
