import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import {
  authPersistence,
  authSlice,
  loadAuthState,
  sessionRestored,
} from '@/features/auth/auth-slice';
import { STORAGE_KEYS } from '@trini/domain';
import {
  cartPersistence,
  cartRestored,
  cartSlice,
  cookieLinesDropped,
  loadCartState,
} from '@/features/cart/cart-slice';
import {
  loadWishlistState,
  wishlistPersistence,
  wishlistRestored,
  wishlistSlice,
} from '@/features/wishlist/wishlist-slice';
import { api } from '@/lib/api';
import type { ApiExtra } from '@/lib/api';
import {
  browserStateRestored,
  browserStateSlice,
  cartCookieSettled,
  cartCookieUnreachable,
} from '@/lib/browser-state';
import { readStorage } from '@/lib/storage';

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

/**
 * Moves the browser's own state into a store made with `fromBrowserStorage: false`: the cart
 * (session storage), the wishlist and the customer session (local storage), merged with anything
 * the shopper did since hydration. Called once, right after hydration. spec: ordering.md §4 on start
 *
 * The cart the server rendered from the cart cookie gives way to session storage `c`, the
 * source, when the tab has one (its lines are dropped, the stored ones restored, and the cookie
 * rewritten from them). A tab without `c` (a new tab) keeps the cookie's cart: the one the server
 * priced, or, on other pages (whose state holds the count alone), the lines of the cookie as the
 * browser holds it, priced from the API (`adoptCookieCart`, loaded on demand), and stores it.
 */
export function restoreBrowserState(store: AppStore): void {
  const { cookieLines, cookieCount, cartPriced } = store.getState().browser;
  const stored = readStorage('session', STORAGE_KEYS.CART_LINES) !== null;
  // Before `restored`, so dropping them writes nothing.
  if (stored && cartPriced) store.dispatch(cookieLinesDropped(cookieLines.map((l) => l.ProductNo)));
  // Restored first, so the cart's persistence writes the merged cart (see cartRestored).
  store.dispatch(browserStateRestored());
  if (stored || cartPriced || cookieCount === 0) {
    store.dispatch(cartRestored(loadCartState()));
    store.dispatch(cartCookieSettled());
  } else {
    void import('@/app/cookie-cart')
      .then(({ adoptCookieCart }) => adoptCookieCart(store))
      // Its code could not be loaded: the shop could not be reached, the cookie keeps the lines.
      .catch(() => store.dispatch(cartCookieUnreachable()));
  }
  store.dispatch(wishlistRestored(loadWishlistState()));
  store.dispatch(sessionRestored(loadAuthState().session));
}

/** A store instance type. */
export type AppStore = ReturnType<typeof makeStore>;
/** The store's dispatch type. */
export type AppDispatch = AppStore['dispatch'];
