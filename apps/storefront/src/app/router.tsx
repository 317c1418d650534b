import { createBrowserRouter, matchRoutes } from 'react-router';
import type { HydrationState, LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { ROUTES } from '@trini/domain';
import { Loader } from '@/components/loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

interface PageModule {
  default: ComponentType;
}

/** Every screen module of src/routes/, loaded on demand (one chunk each), by file path. */
const SCREENS = import.meta.glob<PageModule>(['../routes/*.tsx', '!../routes/*.test.tsx']);

/** What a route keeps about its screen: the source file, e.g. `src/routes/home.tsx`. */
export interface ScreenHandle {
  screen: string;
}

/**
 * A lazily loaded route for the screen `src/routes/{name}.tsx` (its module default-exports the
 * component; code-split per screen). `handle.screen` names the file, so the server can link the
 * stylesheets of the screens it renders before any script runs (server/screen-assets.ts). Throws
 * at startup for a name with no file, so a typo fails every router test.
 */
function page(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = SCREENS[`../routes/${name}.tsx`];
  if (!load) throw new Error(`No screen src/routes/${name}.tsx`);
  const handle: ScreenHandle = { screen: `src/routes/${name}.tsx` };
  return { lazy: async () => ({ Component: (await load()).default }), handle };
}

/** A route path without the leading '/', optionally with a segment. */
const rel = (path: string, segment?: string) =>
  segment ? `${path.slice(1)}/${segment}` : path.slice(1);

const home = page('home');
const search = page('search');
const category = page('category');
const product = page('product-detail');
const placeOrder = page('place-order');
const directOrder = page('direct-order');

/** Ordering and account routes, path and screen. spec: ordering.md §2 route table */
const ORDERING_ROUTES: RouteObject[] = [
  { path: rel(ROUTES.SUCCESS), ...page('success') },
  { path: rel(ROUTES.LOGIN), ...page('login') },
  { path: rel(ROUTES.REGISTER), ...page('register') },
  { path: rel(ROUTES.PLACE_ORDER), ...placeOrder },
  { path: rel(ROUTES.PLACE_ORDER, ':ProductNo'), ...placeOrder },
  { path: rel(ROUTES.ACCOUNT), ...page('account') },
  { path: rel(ROUTES.EDIT_ACCOUNT), ...page('edit-account') },
  { path: rel(ROUTES.CHANGE_PASSWORD), ...page('change-password') },
  { path: rel(ROUTES.ORDER_HISTORY), ...page('order-history') },
  { path: rel(ROUTES.ORDER_DETAIL), ...page('order-detail') },
  { path: rel(ROUTES.PRODUCT_RETURN), ...page('product-return') },
  { path: rel(ROUTES.ORDER_TRACK), ...page('order-track') },
  { path: rel(ROUTES.WIPAY), ...page('wipay') },
  { path: rel(ROUTES.USE_WIPAY), ...page('use-wipay') },
  { path: rel(ROUTES.DIRECT_ORDER, ':ProductNo'), ...directOrder },
  { path: rel(ROUTES.DIRECT_ORDER, ':ProductNo/:ShopNo'), ...directOrder },
];

/** A warmer: starts a screen's data for the matched URL (its params and request). */
export type RouteWarmer = (args: LoaderFunctionArgs) => void;

/**
 * Data to start before a screen's code arrives. A warmer only dispatches prefetches and is never
 * awaited, so in the browser it runs beside the route's lazy import and navigation never waits
 * for data; the server render waits for what it started before rendering (entry-server.tsx).
 */
export interface RouteWarmers {
  /** Home: the grid's first page (the home page's largest image depends on it). */
  home?: RouteWarmer;
  /** Search: the results of the text and banner. */
  search?: RouteWarmer;
  /** Category: the tree and the category's products. */
  category?: RouteWarmer;
  /** Product detail: the product with its reviews. */
  product?: RouteWarmer;
}

/** A route loader that calls `warm` and returns no data. */
const warmer = (warm?: RouteWarmer) => (args: LoaderFunctionArgs) => {
  warm?.(args);
  return null;
};

/**
 * Every route of shopping.md §2 and ordering.md §2, lazily loaded, under the site shell with a
 * top-level error boundary; unknown paths show the 404 page. `warm` adds the data warmers.
 */
export function appRoutes(warm: RouteWarmers = {}): RouteObject[] {
  const homeLoader = warmer(warm.home);
  const searchLoader = warmer(warm.search);
  const categoryLoader = warmer(warm.category);
  const productLoader = warmer(warm.product);
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Loader fullScreen label="Loading the store" />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, ...home, loader: homeLoader },
            { path: rel(ROUTES.HOME), ...home, loader: homeLoader },
            { path: rel(ROUTES.HOME, ':cc'), ...home, loader: homeLoader },
            { path: rel(ROUTES.CLAIM_COUPON), ...home, loader: homeLoader },
            { path: rel(ROUTES.CLAIM_COUPON, ':cc'), ...home, loader: homeLoader },
            { path: rel(ROUTES.SEARCH), ...search, loader: searchLoader },
            { path: rel(ROUTES.SEARCH, ':SearchText'), ...search, loader: searchLoader },
            { path: rel(ROUTES.CATEGORY), ...category, loader: categoryLoader },
            {
              path: rel(ROUTES.CATEGORY, ':ProductCategoryNo'),
              ...category,
              loader: categoryLoader,
            },
            { path: rel(ROUTES.PRODUCT), ...product, loader: productLoader },
            { path: rel(ROUTES.PRODUCT, ':ProductNo'), ...product, loader: productLoader },
            // One route with an optional segment: /cart/{ProductNo} adds the product and replaces
            // the URL with /cart, which keeps the same screen mounted (no second render of it).
            { path: rel(ROUTES.CART, ':ProductNo?'), ...page('cart') },
            {
              path: rel(ROUTES.WISHLIST, ':ProductNo?'),
              ...page('wishlist'),
            },
            { path: rel(ROUTES.CHECKOUT), ...page('checkout') },
            {
              path: rel(ROUTES.DELIVERY_POLICY),
              ...page('delivery-policy'),
            },
            { path: rel(ROUTES.TERMS), ...page('terms') },
            { path: rel(ROUTES.ABOUT), ...page('about') },
            { path: rel(ROUTES.SERVICES), ...page('services') },
            { path: rel(ROUTES.PRIVACY), ...page('privacy') },
            ...ORDERING_ROUTES,
            { path: '*', ...page('not-found') },
          ],
        },
      ],
    },
  ];
}

/** The route table without warmers (for matching in tests and tools). */
export const routes: RouteObject[] = appRoutes();

/** Creates the browser router; `warm` starts data early (see RouteWarmers). */
export function createAppRouter(warm: RouteWarmers = {}) {
  return createBrowserRouter(appRoutes(warm));
}

/**
 * Creates the browser router for a server-rendered page: the lazy screens of the current URL are
 * loaded first (their code replaces `lazy` on the route), and the router starts from the server's
 * loader data, so its first render is the page the server rendered (nothing to hydrate twice, no
 * fallback) and no loader runs again.
 */
export async function hydrateAppRouter(
  warm: RouteWarmers,
  hydrationData: HydrationState,
  location: string,
) {
  const routes = appRoutes(warm);
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}
