import { lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { matchRoutes, useRoutes } from 'react-router';
import type { Params, RouteObject } from 'react-router';
import { ErrorBoundary } from 'react-error-boundary';
import { ROUTES } from '@trini/domain';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

interface PageModule {
  default: ComponentType;
}

/** Every screen module of src/routes/, loaded on demand (one chunk each), by file path. */
const SCREENS = import.meta.glob<PageModule>(['../routes/*.tsx', '!../routes/*.test.tsx']);

/** The data a route starts before its screen's code arrives (see RouteWarmers). */
type WarmerName = 'home' | 'search' | 'category' | 'product';

/**
 * What a route keeps about its screen: the source file, e.g. `src/routes/home.tsx` (the server
 * links the stylesheets and modules of the screens it renders, server/screen-assets.ts), how to
 * load its code, and which warmer starts its data.
 */
export interface ScreenHandle {
  screen: string;
  load: () => Promise<void>;
  /** True once the screen's code is loaded (it then renders at once). */
  loaded: () => boolean;
  warm?: WarmerName;
}

/**
 * The screen `src/routes/{name}.tsx` as a route's element and handle. Its code is a chunk of its
 * own: `handle.load()` fetches it, and a screen whose code is loaded when it mounts renders at
 * once (a hydrating page loads the current screen first, so its first render is the server's
 * markup); otherwise it suspends (React.lazy) until the chunk arrives, inside the root layout's
 * Suspense boundary. Throws at startup for a name with no file, so a typo fails every router test.
 */
function page(name: string, warm?: WarmerName): Pick<RouteObject, 'element' | 'handle'> {
  const importer = SCREENS[`../routes/${name}.tsx`];
  if (!importer) throw new Error(`No screen src/routes/${name}.tsx`);
  let loaded: ComponentType | undefined;
  const load = async () => {
    loaded ??= (await importer()).default;
  };
  const Lazy = lazy(async () => {
    await load();
    return { default: loaded! };
  });
  function Screen() {
    // Chosen once per mount: a screen never switches between the lazy wrapper and its component.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  Screen.displayName = `Screen(${name})`;
  const handle: ScreenHandle = {
    screen: `src/routes/${name}.tsx`,
    load,
    loaded: () => loaded !== undefined,
    ...(warm && { warm }),
  };
  return { element: <Screen />, handle };
}

/** A route path without the leading '/', optionally with a segment. */
const rel = (path: string, segment?: string) =>
  segment ? `${path.slice(1)}/${segment}` : path.slice(1);

const home = page('home', 'home');
const search = page('search', 'search');
const category = page('category', 'category');
const product = page('product-detail', 'product');
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

/**
 * Every route of shopping.md §2 and ordering.md §2, each screen lazily loaded, under the site
 * shell (its error boundary and Suspense boundary are in RootLayout); unknown paths show the 404
 * page. React Router's declarative routes (`useRoutes`): the data router's loaders and lazy
 * routes would cost home 18 KB gzip of JavaScript more, and the app needs neither (warmers start
 * data, `prepareRoute`; docs/decisions/start-path.md).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, ...home },
      { path: rel(ROUTES.HOME), ...home },
      { path: rel(ROUTES.HOME, ':cc'), ...home },
      { path: rel(ROUTES.CLAIM_COUPON), ...home },
      { path: rel(ROUTES.CLAIM_COUPON, ':cc'), ...home },
      { path: rel(ROUTES.SEARCH), ...search },
      { path: rel(ROUTES.SEARCH, ':SearchText'), ...search },
      { path: rel(ROUTES.CATEGORY), ...category },
      { path: rel(ROUTES.CATEGORY, ':ProductCategoryNo'), ...category },
      { path: rel(ROUTES.PRODUCT), ...product },
      { path: rel(ROUTES.PRODUCT, ':ProductNo'), ...product },
      // One route with an optional segment: /cart/{ProductNo} adds the product and replaces
      // the URL with /cart, which keeps the same screen mounted (no second render of it).
      { path: rel(ROUTES.CART, ':ProductNo?'), ...page('cart') },
      { path: rel(ROUTES.WISHLIST, ':ProductNo?'), ...page('wishlist') },
      { path: rel(ROUTES.CHECKOUT), ...page('checkout') },
      { path: rel(ROUTES.DELIVERY_POLICY), ...page('delivery-policy') },
      { path: rel(ROUTES.TERMS), ...page('terms') },
      { path: rel(ROUTES.ABOUT), ...page('about') },
      { path: rel(ROUTES.SERVICES), ...page('services') },
      { path: rel(ROUTES.PRIVACY), ...page('privacy') },
      ...ORDERING_ROUTES,
      { path: '*', ...page('not-found') },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

/**
 * The app's screens for the current location (inside a router), in an error boundary of last
 * resort: an error in the site shell itself shows RouteError without the shell.
 */
export function AppRoutes() {
  return (
    <ErrorBoundary FallbackComponent={RouteError}>
      <Routes />
    </ErrorBoundary>
  );
}

/** What a warmer is given: the matched route's params and the URL. */
export interface WarmArgs {
  params: Params;
  url: URL;
}

/** A warmer: starts a screen's data for the matched URL. */
export type RouteWarmer = (args: WarmArgs) => void;

/**
 * Data to start before a screen's code arrives. A warmer only dispatches prefetches and is never
 * awaited, so in the browser it runs beside the screen's import and navigation never waits for
 * data; the server render waits for what it started before rendering (entry-server.tsx).
 */
export type RouteWarmers = Partial<Record<WarmerName, RouteWarmer>>;

/** A matched route: its pattern (`/category/:ProductCategoryNo`) and its screen's handle. */
export interface MatchedRoute {
  pattern: string;
  screens: ScreenHandle[];
  params: Params;
}

/** The route matching `pathname` (the 404 route for an unknown path). */
export function matchAppRoute(pathname: string): MatchedRoute {
  const matches = matchRoutes(routes, pathname) ?? [];
  const parts = matches.map(({ route }) => route.path ?? '').filter((p) => p && p !== '/');
  return {
    pattern: `/${parts.join('/')}`,
    screens: matches.flatMap(({ route }) => (route.handle ? [route.handle as ScreenHandle] : [])),
    params: matches.at(-1)?.params ?? {},
  };
}

/**
 * True when every screen of the page at `pathname` has its code loaded: a navigation there can
 * show the page at once (app/navigation/browser-router.tsx `ready`).
 */
export function routeReady(pathname: string): boolean {
  return matchAppRoute(pathname).screens.every((handle) => handle.loaded());
}

/**
 * Starts what the page at `url` needs (an absolute URL, or a path resolved against
 * `http://localhost`): its warmer's data (not awaited) and its screen's code. Resolves once the
 * code is loaded; the server and a hydrating browser wait for it, a navigation does not.
 */
export async function prepareRoute(
  url: string | URL,
  warm: RouteWarmers = {},
): Promise<MatchedRoute> {
  const at = new URL(url, 'http://localhost');
  const match = matchAppRoute(at.pathname);
  for (const handle of match.screens)
    if (handle.warm) warm[handle.warm]?.({ params: match.params, url: at });
  await Promise.all(match.screens.map((handle) => handle.load()));
  return match;
}
