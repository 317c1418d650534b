import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { CartCookieLine } from '@trini/domain';

/**
 * Whether the browser's own state (cart, wishlist, session from browser storage) is in the store.
 * A server render and the browser's hydration start with `restored: false` and the neutral state
 * (empty cart, no login); screens that depend on that state (checkout, account) show their
 * loading state until it is true, so the server's HTML never shows a shopper a login redirect that
 * is not theirs. Stores made any other way (tests, client-only) start restored.
 *
 * The cart is the exception: the server reads the cart cookie (a copy of session storage `c`'s
 * line identities) and records how many lines it holds here (`cookieCount`), which the header
 * shows until the browser's cart is restored. Only the cart and checkout pages render the lines
 * themselves: the server prices them (the store's cart is then that cart, `cartPriced`, and
 * `cookieLines` holds them), so the page shows the shopper's lines from the first byte. Any other
 * page depends on the count alone, so the server's page cache can keep one copy per count, never
 * a shopper's lines. The browser hydrates from the same state (the SSR state carries this slice
 * and the cart), and `restoreBrowserState` settles it: session storage `c` wins when the tab has
 * one; a tab without (a new tab, the bench) takes the cookie's cart, read from the cookie itself
 * when the server did not price it. Both fields are emptied once that is done.
 */
export interface BrowserState {
  restored: boolean;
  /**
   * The cart cookie's lines the server priced (the cart and checkout pages), in order, until the
   * cart is restored; [] on other pages and with none.
   */
  cookieLines: CartCookieLine[];
  /** How many lines the cart cookie held when the server read it, until the cart is restored. */
  cookieCount: number;
  /** True when the store's cart is the server's pricing of `cookieLines` (the cart page). */
  cartPriced: boolean;
  /**
   * How many of the cart cookie's lines this tab could not price because the shop's API could not
   * be reached (0 when none, or absent): the cart and checkout then say so instead of "Your Cart is
   * Empty!", and the cookie keeps the lines for the next try.
   */
  unreachableLines?: number;
}

/** The slice of `BrowserState`; `browserStateRestored` is dispatched by `restoreBrowserState`. */
export const browserStateSlice = createSlice({
  name: 'browser',
  initialState: (): BrowserState => ({
    restored: true,
    cookieLines: [],
    cookieCount: 0,
    cartPriced: false,
  }),
  reducers: {
    browserStateRestored: (state) => {
      state.restored = true;
    },
    /**
     * The server read the cart cookie: its lines, and whether the store's cart was priced from
     * them (the cart page). Lines it did not price are counted, not kept: the page depends on
     * their count alone.
     */
    cartCookieRead: (
      state,
      action: PayloadAction<{ lines: CartCookieLine[]; priced: boolean }>,
    ) => {
      const { lines, priced } = action.payload;
      state.cookieLines = priced ? lines : [];
      state.cookieCount = lines.length;
      state.cartPriced = priced;
    },
    /** The browser's cart is settled (restored or taken from the cookie): the copy is done with. */
    cartCookieSettled: (state) => {
      state.cookieLines = [];
      state.cookieCount = 0;
      state.cartPriced = false;
      state.unreachableLines = 0;
    },
    /**
     * The cookie's lines could not be priced (the API unreachable): the copy is settled without a
     * cart, and the count of lines kept in the cookie is noted (`unreachableLines`).
     */
    cartCookieUnreachable: (state) => {
      state.unreachableLines = state.cookieCount;
      state.cookieLines = [];
      state.cookieCount = 0;
      state.cartPriced = false;
    },
  },
});

export const { browserStateRestored, cartCookieRead, cartCookieSettled, cartCookieUnreachable } =
  browserStateSlice.actions;

/**
 * The cart cookie's lines this tab could not price because the API could not be reached (0 when
 * none): see BrowserState.unreachableLines.
 */
export const selectUnreachableCartLines = (state: { browser: BrowserState }): number =>
  state.browser.unreachableLines ?? 0;

/** True once the browser's cart, wishlist and session are in the store. */
export const selectBrowserStateRestored = (state: { browser: BrowserState }): boolean =>
  state.browser.restored;

/**
 * True when the store's cart is the shopper's: priced by the server from the cart cookie, or
 * restored from the browser with the cookie's copy settled. The cart and checkout
 * pages show the cart then, and their loader before.
 */
export const selectCartKnown = (state: { browser: BrowserState }): boolean =>
  state.browser.cartPriced || (state.browser.restored && state.browser.cookieCount === 0);
