import { STORAGE_KEYS } from '@trini/domain';
import { loadAuthState, sessionRestored } from '@/features/auth/auth-slice';
import { cartRestored, cookieLinesDropped, loadCartState } from '@/features/cart/cart-slice';
import { loadWishlistState, wishlistRestored } from '@/features/wishlist/wishlist-slice';
import {
  browserStateRestored,
  cartCookieSettled,
  cartCookieUnreachable,
} from '@/lib/browser-state';
import { readStorage } from '@/lib/storage';
import type { AppStore } from './store';

/*
 * The browser's side of the cart cookie's sync, in order: which cart a hydrated tab keeps (this
 * module), and the pricing of a cookie's lines a new tab adopts (cookie-cart.ts, loaded only
 * then). The store itself knows neither, so neither module is imported by it.
 */

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
