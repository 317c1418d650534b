import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Writable } from 'node:stream';
import { StaticRouter } from 'react-router';
import { QueryStatus, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { encodeCartCookie, readCartCookie, readCouponCookie } from '@trini/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { AppProvider } from '@/app/provider';
import { AppRoutes, matchAppRoute, prepareRoute } from '@/app/router';
import { routeWarmers } from '@/app/route-warmers';
import { fulfilledCalls, notingBaseQuery } from '@/app/ssr-calls';
import { SSR_STATE_ID, serializeSsrState } from '@/app/ssr-state';
import type { SsrCall } from '@/app/ssr-state';
import { makeStore } from '@/app/store';
import type { AppStore } from '@/app/store';
import { routeNumber } from '@/lib/route-number';
import { renderCookieCart } from '@/app/cookie-cart';
import { orderApi } from '@/features/checkout/api/order-api';
import { api } from '@/lib/api';
import { cartCookieRead } from '@/lib/browser-state';
import type { AppBaseQuery } from '@/lib/api';
import { headTagsHtml, headTags } from '@/lib/head-tags';
import { nextTask } from '@/lib/next-task';
import { ServerRenderContext, SiteOriginContext } from '@/lib/render-context';
import type { ServerRender } from '@/lib/render-context';

/** How the server reaches the API while rendering. */
export interface RenderOptions {
  /** The API's origin, e.g. 'http://127.0.0.1:3001' (the mock) or the real backend's. */
  apiOrigin: string;
  /** Time limit of one API call made while rendering, in ms; past it the call fails as a timeout. */
  apiTimeoutMs: number;
  /** Request headers passed on to the API (the e2e tests' `x-mock-session`). */
  forwardHeaders: Record<string, string>;
  /** This site's public origin, for canonical and Open Graph URLs. */
  origin: string;
  /**
   * Note the contract request behind each fulfilled query in the page's state (SsrState.calls,
   * for `trini-mock import-har`): the server's SSR_CALLS setting, off by default, so production
   * pages carry none.
   */
  ssrCalls: boolean;
}

/** A rendered page, ready for the server to write into the HTML template. */
export interface RenderedPage {
  /** 200, 404 (unknown path, product or category), 503 (the API could not be reached) or 500. */
  status: number;
  /** Head tags (title, description, canonical, Open Graph, Twitter card), as HTML. */
  head: string;
  /** Streams the app's markup, for `<div id="root">`, into `writable`, and ends it. */
  pipe: (writable: Writable) => void;
  /** The `<script type="application/json">` carrying the state the browser hydrates from. */
  stateScript: string;
  /**
   * True when the page shows the shopper's own cart (the cart or checkout page with the cart
   * cookie's lines, or cart/{ProductNo} putting a product in it), so no shared cache may keep it.
   * Any other page depends on the cookie's line count alone (the header's count): the server's
   * page cache keeps one copy per count (server/page-cache/bypass.ts).
   */
  personal?: boolean;
  /**
   * True when a query behind the page failed for any reason but a 404 (the API unreachable or
   * slow, a refusal, or an answer its contract refuses): the page shows an error state, so no
   * cache may keep it (server/page-cache/page-store.ts).
   */
  degraded?: boolean;
  /**
   * The cart cookie's new value (CART_COOKIE format) when the server put the address's product in
   * the cart (cart/{ProductNo}): the server answers it as `Set-Cookie`, so the line stays when the
   * shopper leaves the page before the app has run (a link tapped at once, or no JavaScript) and
   * the next page renders it. Undefined when the cart is the cookie's as it came.
   */
  cartCookie?: string;
  /**
   * The source files of the screens rendered (`src/routes/home.tsx`), outermost first: the server
   * links their stylesheets (server/screen-assets.ts). Empty when nothing was rendered.
   */
  screens: string[];
  /**
   * The pattern of the route rendered (`/productdetails/:ProductNo`, `/*` for an unknown path),
   * for the server's metrics; undefined when no route rendered (a redirect).
   */
  route?: string;
}

/** The screens that render the cart from the cart cookie. */
const CART_SCREEN = 'src/routes/cart.tsx';
const CHECKOUT_SCREEN = 'src/routes/checkout.tsx';

/**
 * True when the page at `pathname` renders the shopper's cart lines from the cart and coupon
 * cookies (the cart and checkout pages), as `render` does; any other page reads the cart cookie's
 * line count alone.
 */
export function rendersCookieCart(pathname: string): boolean {
  return showsCart(matchAppRoute(pathname).screens.map((handle) => handle.screen));
}

/** True when `screens` (source files, as `MatchedRoute` names them) hold the cart or checkout. */
function showsCart(screens: readonly string[]): boolean {
  return screens.includes(CART_SCREEN) || screens.includes(CHECKOUT_SCREEN);
}

/** A render failure as an Error (React passes what was thrown, which need not be one). */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error), { cause: error });
}

/**
 * Starts streaming `app` and waits for its shell: once it is ready every component outside a
 * Suspense boundary has rendered, so the page's head tags and status are known before the first
 * byte of the body. Rejects when the render fails before that.
 */
function streamShell(app: ReactElement): Promise<{ pipe: (w: Writable) => void }> {
  return new Promise((resolve, reject) => {
    let ready = false;
    const stream = renderToPipeableStream(app, {
      // Never outline a finished Suspense boundary to send it after the shell (React does so for
      // boundaries over ~12.8 KB by default): that needs an inline script, which the Content
      // Security Policy (`script-src 'self'`) refuses, so the part would never show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: () => {
        ready = true;
        // The stream object exists once renderToPipeableStream returns; resolve after that.
        queueMicrotask(() => resolve({ pipe: (w) => stream.pipe(w) }));
      },
      onShellError: (error: unknown) => reject(asError(error)),
      onError: (error: unknown) => {
        if (!ready) reject(asError(error));
        else console.error('Rendering failed after the shell', error);
      },
    });
  });
}

/** The API calls the server makes: absolute API address, time limit, forwarded headers. */
function serverBaseQuery(options: RenderOptions): AppBaseQuery {
  return fetchBaseQuery({
    baseUrl: options.apiOrigin,
    timeout: options.apiTimeoutMs,
    prepareHeaders: (headers) => {
      for (const [name, value] of Object.entries(options.forwardHeaders)) headers.set(name, value);
      return headers;
    },
  });
}

/**
 * Waits until the store has no query in flight: the loaders' prefetches, and those they start
 * once an answer arrives (the category page's first category comes with the tree).
 */
async function settle(store: AppStore): Promise<void> {
  for (;;) {
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) return;
    await Promise.allSettled(running);
    // Let the promise chains that start follow-up queries run before looking again.
    await nextTask();
  }
}

/** True when a query failed because the API could not be reached or answered 5xx. */
function apiUnreachable(store: AppStore): boolean {
  const queries = Object.values(store.getState().api.queries);
  return queries.some((q) => {
    if (q?.status !== QueryStatus.rejected) return false;
    const status = (q.error as FetchBaseQueryError | undefined)?.status;
    return (
      status === 'FETCH_ERROR' ||
      status === 'TIMEOUT_ERROR' ||
      (typeof status === 'number' && status >= 500)
    );
  });
}

/** True when a query of `store` was rejected for any reason but a 404 (see RenderedPage.degraded). */
function anyQueryFailed(store: AppStore): boolean {
  return Object.values(store.getState().api.queries).some(
    (q) =>
      q?.status === QueryStatus.rejected &&
      (q.error as FetchBaseQueryError | undefined)?.status !== 404,
  );
}

/**
 * Renders the page at `request.url` on the server: matches the route, loads its screen's code and
 * runs its warmer, which starts the screen's data in RTK Query (`prepareRoute`), waits for
 * every query to settle (RTK Query's SSR recipe: `getRunningQueriesThunk`), then streams the
 * render with that cache (`renderToPipeableStream`), answering once its shell is ready. Queries a
 * screen starts by itself in the browser (lists below the fold, forms' reference data) are not run
 * here. Browser-only state (the token) is not read: the store starts neutral, except for the
 * cart cookie (`readCartCookie`; a corrupt one is the empty cart): its line count gives the
 * header's count, and the cart and checkout pages render them priced from the API with the coupon
 * cookie's code once the API accepts it (`readCouponCookie`, `renderCookieCart`; cart/{ProductNo}
 * with that product added; checkout with its
 * City list, for a guest); the SSR state carries both, and, with `options.ssrCalls` only, the
 * contract request behind each fulfilled query (`calls`, for `trini-mock import-har`): the base
 * query notes nothing otherwise.
 * Never throws for a client's mistake: unknown paths render the 404 page.
 */
export async function render(request: Request, options: RenderOptions): Promise<RenderedPage> {
  const calls = options.ssrCalls ? new Map<string, SsrCall>() : undefined;
  const base = serverBaseQuery(options);
  const store = makeStore(undefined, {
    fromBrowserStorage: false,
    extra: { baseQuery: calls ? notingBaseQuery(base, calls) : base },
  });
  const match = await prepareRoute(request.url, routeWarmers(store));
  const cookies = request.headers.get('cookie');
  const cookieLines = readCartCookie(cookies);
  const couponCode = readCouponCookie(cookies);
  const screens = match.screens.map((handle) => handle.screen);
  const rendersCart = showsCart(screens);
  let added = false;
  if (screens.includes(CART_SCREEN))
    added = await renderCookieCart(store, cookieLines, {
      couponCode,
      adding: routeNumber(match.params.ProductNo),
    });
  else if (screens.includes(CHECKOUT_SCREEN)) {
    // The City select's list, so the form's first render is the one the browser hydrates: asked
    // with the cart's calls, not after them (one API round trip less before the first byte).
    store.dispatch(orderApi.util.prefetch('getCityList', undefined, {}));
    await renderCookieCart(store, cookieLines, { suggestions: false, couponCode });
  } else if (cookieLines.length > 0)
    store.dispatch(cartCookieRead({ lines: cookieLines, priced: false }));
  await settle(store);

  const server: ServerRender = { origin: options.origin, head: null, status: 200 };
  const url = new URL(request.url);
  const app: ReactElement = (
    <StrictMode>
      <ServerRenderContext.Provider value={server}>
        <SiteOriginContext.Provider value={options.origin}>
          <AppProvider store={store}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </SiteOriginContext.Provider>
      </ServerRenderContext.Provider>
    </StrictMode>
  );

  const { pipe } = await streamShell(app);
  const status = server.status === 200 && apiUnreachable(store) ? 503 : server.status;
  const degraded = anyQueryFailed(store);
  const head = headTagsHtml(server.head ?? headTags({}, options.origin, url.pathname));
  const { api: apiState, browser, cart } = store.getState();
  const served = calls && fulfilledCalls(apiState.queries, calls);
  const state = serializeSsrState({
    origin: options.origin,
    api: apiState,
    browser: {
      cookieLines: browser.cookieLines,
      cookieCount: browser.cookieCount,
      cartPriced: browser.cartPriced,
    },
    ...(browser.cartPriced ? { cart } : {}),
    ...(served ? { calls: served } : {}),
  });
  // Stop RTK Query's cache timers for this request's store.
  store.dispatch(api.util.resetApiState());
  return {
    status,
    head,
    pipe,
    stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`,
    personal: (rendersCart && cookieLines.length > 0) || added,
    ...(degraded ? { degraded: true } : {}),
    ...(added ? { cartCookie: encodeCartCookie(cart.ItemList) } : {}),
    screens,
    route: match.pattern,
  };
}

/**
 * The route pattern of `pathname` (`/category/:ProductCategoryNo`; `/*` for an unknown path), as
 * `render` labels its page: the server's label for a browser's web vitals (server/web-vitals/).
 */
export function routePatternOf(pathname: string): string {
  return matchAppRoute(pathname).pattern;
}
