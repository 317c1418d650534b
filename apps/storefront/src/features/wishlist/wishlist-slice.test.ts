import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@trini/domain';
import type { Product } from '@trini/domain';
import { makeStore } from '@/app/store';
import {
  loadWishlistState,
  wishlistAdded,
  wishlistRemoved,
  wishlistToggled,
} from './wishlist-slice';

const product = { ProductNo: 1001, ProductName: 'Earbuds', SalesPrice: 100 } as Product;

describe('wishlist slice (extension of shopping.md §2 wishlist)', () => {
  it('adds once, toggles and removes, keeping the list in local storage', () => {
    const store = makeStore();
    store.dispatch(wishlistAdded(product));
    store.dispatch(wishlistAdded(product));
    expect(store.getState().wishlist.items).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.WISHLIST) ?? '[]')).toHaveLength(1);
    store.dispatch(wishlistToggled(product));
    expect(store.getState().wishlist.items).toHaveLength(0);
    store.dispatch(wishlistToggled(product));
    store.dispatch(wishlistRemoved(1001));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.WISHLIST) ?? 'null')).toEqual([]);
  });

  it('is restored on start, and corrupt storage gives an empty wishlist', () => {
    makeStore().dispatch(wishlistAdded(product));
    expect(
      makeStore()
        .getState()
        .wishlist.items.map((p) => p.ProductNo),
    ).toEqual([1001]);
    localStorage.setItem(STORAGE_KEYS.WISHLIST, '{oops');
    expect(loadWishlistState()).toEqual({ items: [] });
  });
});
