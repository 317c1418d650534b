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

/** Lazy route: the screen's module default-exports its component (code-split per route). */
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

/** A route path without the leading '/', optionally with a segment. */
const rel = (path: string, segment?: string) =>
  segment ? `${path.slice(1)}/${segment}` : path.slice(1);

const home = page(() => import('@/routes/home'));
const search = page(() => import('@/routes/search'));
const category = page(() => import('@/routes/category'));
const product = page(() => import('@/routes/product-detail'));
const placeOrder = page(() => import('@/routes/place-order'));
const directOrder = page(() => import('@/routes/direct-order'));

/** Ordering and account routes, path and screen. spec: ordering.md §2 route table */
const ORDERING_ROUTES: RouteObject[] = [
  { path: rel(ROUTES.SUCCESS), lazy: page(() => import('@/routes/success')) },
  { path: rel(ROUTES.LOGIN), lazy: page(() => import('@/routes/login')) },
  { path: rel(ROUTES.REGISTER), lazy: page(() => import('@/routes/register')) },
  { path: rel(ROUTES.PLACE_ORDER), lazy: placeOrder },
  { path: rel(ROUTES.PLACE_ORDER, ':ProductNo'), lazy: placeOrder },
  { path: rel(ROUTES.ACCOUNT), lazy: page(() => import('@/routes/account')) },
  { path: rel(ROUTES.EDIT_ACCOUNT), lazy: page(() => import('@/routes/edit-account')) },
  { path: rel(ROUTES.CHANGE_PASSWORD), lazy: page(() => import('@/routes/change-password')) },
  { path: rel(ROUTES.ORDER_HISTORY), lazy: page(() => import('@/routes/order-history')) },
  { path: rel(ROUTES.ORDER_DETAIL), lazy: page(() => import('@/routes/order-detail')) },
  { path: rel(ROUTES.PRODUCT_RETURN), lazy: page(() => import('@/routes/product-return')) },
  { path: rel(ROUTES.ORDER_TRACK), lazy: page(() => import('@/routes/order-track')) },
  { path: rel(ROUTES.WIPAY), lazy: page(() => import('@/routes/wipay')) },
  { path: rel(ROUTES.USE_WIPAY), lazy: page(() => import('@/routes/use-wipay')) },
  { path: rel(ROUTES.DIRECT_ORDER, ':ProductNo'), lazy: directOrder },
  { path: rel(ROUTES.DIRECT_ORDER, ':ProductNo/:ShopNo'), lazy: directOrder },
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
            { index: true, lazy: home, loader: homeLoader },
            { path: rel(ROUTES.HOME), lazy: home, loader: homeLoader },
            { path: rel(ROUTES.HOME, ':cc'), lazy: home, loader: homeLoader },
            { path: rel(ROUTES.CLAIM_COUPON), lazy: home, loader: homeLoader },
            { path: rel(ROUTES.CLAIM_COUPON, ':cc'), lazy: home, loader: homeLoader },
            { path: rel(ROUTES.SEARCH), lazy: search, loader: searchLoader },
            { path: rel(ROUTES.SEARCH, ':SearchText'), lazy: search, loader: searchLoader },
            { path: rel(ROUTES.CATEGORY), lazy: category, loader: categoryLoader },
            {
              path: rel(ROUTES.CATEGORY, ':ProductCategoryNo'),
              lazy: category,
              loader: categoryLoader,
            },
            { path: rel(ROUTES.PRODUCT), lazy: product, loader: productLoader },
            { path: rel(ROUTES.PRODUCT, ':ProductNo'), lazy: product, loader: productLoader },
            // One route with an optional segment: /cart/{ProductNo} adds the product and replaces
            // the URL with /cart, which keeps the same screen mounted (no second render of it).
            { path: rel(ROUTES.CART, ':ProductNo?'), lazy: page(() => import('@/routes/cart')) },
            {
              path: rel(ROUTES.WISHLIST, ':ProductNo?'),
              lazy: page(() => import('@/routes/wishlist')),
            },
            { path: rel(ROUTES.CHECKOUT), lazy: page(() => import('@/routes/checkout')) },
            {
              path: rel(ROUTES.DELIVERY_POLICY),
              lazy: page(() => import('@/routes/delivery-policy')),
            },
            { path: rel(ROUTES.TERMS), lazy: page(() => import('@/routes/terms')) },
            { path: rel(ROUTES.ABOUT), lazy: page(() => import('@/routes/about')) },
            { path: rel(ROUTES.SERVICES), lazy: page(() => import('@/routes/services')) },
            { path: rel(ROUTES.PRIVACY), lazy: page(() => import('@/routes/privacy')) },
            ...ORDERING_ROUTES,
            { path: '*', lazy: page(() => import('@/routes/not-found')) },
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
