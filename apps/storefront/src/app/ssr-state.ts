import type { Cart, CartCookieLine } from '@trini/domain';
import type { BrowserState } from '@/lib/browser-state';
import { jsonForScript } from '@/lib/json-for-script';

/** The id of the `<script type="application/json">` that carries the server's state to the browser. */
export const SSR_STATE_ID = 'trini-state';

/**
 * The contract request the server render sent for one query: the contract's path
 * (`/api/Product/loadproduct`), its method, and the params and body it sent. The query string was
 * `new URLSearchParams(params)`, as RTK Query's fetchBaseQuery builds it.
 * Shape: `{ method: 'GET', path: '/api/Product/loadproduct', params: { ProductNo: 1001, LoadReviews: true } }`.
 */
export interface SsrCall {
  method: string;
  path: string;
  params?: Record<string, unknown>;
  body?: unknown;
}

/**
 * What the server render hands to the browser's hydration, as JSON in the page: the public origin
 * it rendered absolute URLs with, RTK Query's cache (the `api` slice, so hooks find the data the
 * server rendered), the cart it rendered from the cart cookie, and, when the server's SSR_CALLS
 * setting asks for them, the calls behind the cache (for a recording, not for the browser).
 */
export interface SsrState {
  /** The public origin the server rendered absolute URLs with. */
  origin: string;
  api: unknown;
  /**
   * The cart cookie as the server read it: the lines it priced (the cart and checkout pages; []
   * elsewhere), how many lines the cookie held, and whether `cart` is their pricing.
   */
  browser?: { cookieLines: CartCookieLine[]; cookieCount: number; cartPriced: boolean };
  /** The cart the server rendered (the cart page), when it priced the cookie's lines. */
  cart?: Cart;
  /**
   * For each fulfilled query of `api`, by its cache key (`loadProduct(1001)`), the contract
   * request the server sent for it (see SsrCall). A HAR of the served storefront holds the
   * server's answers only inside this state, keyed by the storefront's own arguments: with these
   * calls `trini-mock import-har` rebuilds each one as the backend saw it. The browser
   * ignores it (readSsrState leaves it out). Written only by a server started with SSR_CALLS=1
   * (server/settings.ts `ssrCalls`, off by default): a development and recording aid, so the
   * production pages leave it out; the recorder cannot derive these requests from the cache keys
   * alone, since each endpoint's arguments map to its request in the storefront's own code
   * (`loadProduct(1001)` sends `LoadReviews: true` besides). Absent too when no query was
   * fulfilled.
   */
  calls?: Record<string, SsrCall>;
}

/** True for a list of ProductNo/Quantity pairs. */
function isCookieLines(value: unknown): value is CartCookieLine[] {
  return (
    Array.isArray(value) &&
    value.every(
      (line: Partial<CartCookieLine> | null) =>
        typeof line?.ProductNo === 'number' && typeof line.Quantity === 'number',
    )
  );
}

/**
 * The store state a hydrating browser starts from (with `makeStore(…, { fromBrowserStorage:
 * false })`): the cart cookie's count, its lines and the cart the server rendered, so the first client
 * render is the server's markup. Missing or malformed parts are left out (the neutral state).
 */
export function ssrStorePreload(ssr: SsrState): { browser?: BrowserState; cart?: Cart } {
  const browser = ssr.browser;
  if (!browser || !isCookieLines(browser.cookieLines)) return {};
  const priced =
    browser.cartPriced === true && Array.isArray(ssr.cart?.ItemList) ? ssr.cart : undefined;
  const count = browser.cookieCount;
  return {
    browser: {
      restored: false,
      cookieLines: priced ? browser.cookieLines : [],
      cookieCount: Number.isSafeInteger(count) && count > 0 ? count : 0,
      cartPriced: priced !== undefined,
    },
    ...(priced ? { cart: priced } : {}),
  };
}

/**
 * The state as the text of a non-executable JSON script (no inline JavaScript, so the Content
 * Security Policy needs no `unsafe-inline`): `<` is escaped so no text in the data can close the
 * script element.
 */
export function serializeSsrState(state: SsrState): string {
  return jsonForScript(state);
}

/**
 * Reads the server's state from the page, or null when the page has none (a page the browser
 * renders by itself) or it is unreadable.
 */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<SsrState>;
    return typeof state.origin === 'string'
      ? {
          origin: state.origin,
          api: state.api,
          ...(state.browser ? { browser: state.browser } : {}),
          ...(state.cart ? { cart: state.cart } : {}),
        }
      : null;
  } catch {
    return null;
  }
}
