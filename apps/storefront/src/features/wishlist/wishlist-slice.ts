import { createListenerMiddleware, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readProductList } from '@trini/domain';
import type { Product } from '@trini/domain';
import type { BrowserState } from '@/lib/browser-state';
import { readJson, writeStorage } from '@/lib/storage';

/** The wishlist: products saved for later, newest last. Extension (the spec's wishlist is a stub). */
export interface WishlistState {
  items: Product[];
}

/** Reads the wishlist from local storage (STORAGE_KEYS.WISHLIST); anything corrupt gives []. */
export function loadWishlistState(): WishlistState {
  return { items: readProductList(readJson('local', STORAGE_KEYS.WISHLIST)) ?? [] };
}

/** Wishlist slice (extension beyond shopping.md §2 wishlist, which is never filled there). */
export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: (): WishlistState => ({ items: [] }),
  reducers: {
    /** Adds a product unless already saved. */
    wishlistAdded: (state, action: PayloadAction<Product>) => {
      if (!state.items.some((p) => p.ProductNo === action.payload.ProductNo))
        state.items.push(action.payload);
    },
    /** Removes a product by ProductNo. */
    wishlistRemoved: (state, action: PayloadAction<number>) => {
      state.items = state.items.filter((p) => p.ProductNo !== action.payload);
    },
    /**
     * Takes the wishlist restored from local storage after hydration; a product saved before the
     * restore is kept after the stored ones.
     */
    wishlistRestored: (state, action: PayloadAction<WishlistState>) => {
      if (action.payload.items.length === 0) return; // nothing stored: no change, no re-render
      const stored = new Set(action.payload.items.map((p) => p.ProductNo));
      state.items = [
        ...action.payload.items,
        ...state.items.filter((p) => !stored.has(p.ProductNo)),
      ];
    },
    /** Adds or removes a product. */
    wishlistToggled: (state, action: PayloadAction<Product>) => {
      const i = state.items.findIndex((p) => p.ProductNo === action.payload.ProductNo);
      if (i >= 0) state.items.splice(i, 1);
      else state.items.push(action.payload);
    },
  },
});

export const { wishlistAdded, wishlistRemoved, wishlistToggled, wishlistRestored } =
  wishlistSlice.actions;

/** Selects the saved products. */
export const selectWishlist = (state: { wishlist: WishlistState }): Product[] =>
  state.wishlist.items;

/** Saves the wishlist to local storage after every change. */
export const wishlistPersistence = createListenerMiddleware();
wishlistPersistence.startListening({
  predicate: (action) => action.type.startsWith(`${wishlistSlice.name}/`),
  effect: (_action, api) => {
    const state = api.getState() as { wishlist: WishlistState; browser?: BrowserState };
    // Before the stored wishlist is restored, storage still holds the shopper's: keep it.
    if (state.browser && !state.browser.restored) return;
    writeStorage('local', STORAGE_KEYS.WISHLIST, JSON.stringify(state.wishlist.items));
  },
});
