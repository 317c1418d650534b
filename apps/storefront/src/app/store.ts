import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { authPersistence, authSlice, loadAuthState } from '@/features/auth/auth-slice';
import { cartPersistence, cartSlice, loadCartState } from '@/features/cart/cart-slice';
import {
  loadWishlistState,
  wishlistPersistence,
  wishlistSlice,
} from '@/features/wishlist/wishlist-slice';
import { api } from '@/lib/api';
import type { ApiExtra } from '@/lib/api';
import { browserStateSlice } from '@/lib/browser-state';

// Immer deep-freezes each new state so a mutation outside a reducer throws: kept in development
// and tests, where it finds such bugs; off in the production build, where walking the server's
// whole RTK Query state to freeze it costs a phone's main thread at start
// (docs/decisions/start-path.md).
if (import.meta.env.PROD) setAutoFreeze(false);

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  cart: cartSlice.reducer,
  wishlist: wishlistSlice.reducer,
  auth: authSlice.reducer,
  browser: browserStateSlice.reducer,
});

/** The whole Redux state. */
export type RootState = ReturnType<typeof rootReducer>;

/** How a store is made. */
export interface StoreOptions {
  /**
   * Start from browser storage (cart, wishlist, token): true by default without `preloaded`.
   * False for a server render and for the browser's hydration, which both start from the neutral
   * state (empty cart, no login) and restore the browser's state after hydration
   * (`restoreBrowserState`), so the first client render matches the server's HTML.
   */
  fromBrowserStorage?: boolean;
  /** The thunk `extra` argument: the server render's base query (see ApiExtra). */
  extra?: ApiExtra;
}

/**
 * Builds a store. Without `preloaded`, the cart, wishlist and session are restored from browser
 * storage unless `options.fromBrowserStorage` is false. Tests pass their own state for a fresh
 * store each time.
 */
export function makeStore(preloaded?: Partial<RootState>, options: StoreOptions = {}) {
  const fromBrowser = options.fromBrowserStorage ?? preloaded === undefined;
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...(fromBrowser
        ? { cart: loadCartState(), wishlist: loadWishlistState(), auth: loadAuthState() }
        : {}),
      ...(options.fromBrowserStorage === false
        ? { browser: { restored: false, cookieLines: [], cookieCount: 0, cartPriced: false } }
        : {}),
      ...preloaded,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: options.extra ?? {} } })
        .prepend(
          cartPersistence.middleware,
          wishlistPersistence.middleware,
          authPersistence.middleware,
        )
        .concat(api.middleware),
  });
}

/** A store instance type. */
export type AppStore = ReturnType<typeof makeStore>;
/** The store's dispatch type. */
export type AppDispatch = AppStore['dispatch'];
