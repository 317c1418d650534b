import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the browser's own state (cart, wishlist, session from browser storage) is in the store.
 * A server render and the browser's hydration start with `restored: false` and the neutral state
 * (empty cart, no login); screens that depend on that state (cart, checkout, account) show their
 * loading state until it is true, so the server's HTML never shows a shopper an empty cart or a
 * login redirect that is not theirs. Stores made any other way (tests, client-only) start restored.
 */
export interface BrowserState {
  restored: boolean;
}

/** The slice of `BrowserState`; `browserStateRestored` is dispatched by `restoreBrowserState`. */
export const browserStateSlice = createSlice({
  name: 'browser',
  initialState: (): BrowserState => ({ restored: true }),
  reducers: {
    browserStateRestored: (state) => {
      state.restored = true;
    },
  },
});

export const { browserStateRestored } = browserStateSlice.actions;

/** True once the browser's cart, wishlist and session are in the store. */
export const selectBrowserStateRestored = (state: { browser: BrowserState }): boolean =>
  state.browser.restored;
