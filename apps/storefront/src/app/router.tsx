import { createContext, matchRoutes, RouterContextProvider } from 'react-router';
import type {
  HydrationState,
  LoaderFunctionArgs,
  Params,
  RouteMatch,
  RouteObject,
} from 'react-router';
import { ROUTES } from '@trini/domain';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';
import { routeWarmers } from './route-warmers';
import type { WarmerName } from './route-warmers';
import type { AppStore } from './store';

interface PageModule {
  default: React.ComponentType;
}

/** Every screen module of src/routes/, loaded on demand (one chunk each), by file path. */
const SCREENS = import.meta.glob<PageModule>(['../routes/*.tsx', '!../routes/*.test.tsx']);

/**
 * What a route keeps about its screen: its source file, e.g. `src/routes/home.tsx` (the server
 * links the modules of the screens it renders, server/screen-assets.ts).
 */
export interface ScreenHandle {
  screen: string;
}

/** The store a route's loader starts its data in (set per request and per navigation). */
export const storeContext = createContext<AppStore>();

/** The loaders' context for `store`: what `createBrowserRouter`'s `getContext` and the server give. */
export function routerContext(store: AppStore): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(storeContext, store);
  return context;
}

/**
 * A loader that starts a screen's first data in RTK Query's cache (route-warmers.ts) and returns
 * nothing: the screen reads the cache, so a navigation waits for the screen's code alone (its
 * `lazy`), never for the data, and a screen shows its own loading state. The server render waits
 * for what the loaders started (entry-server.tsx).
 */
function warmLoader(name: WarmerName) {
  return ({ params, request, context }: LoaderFunctionArgs) => {
    routeWarmers(context.get(storeContext))[name]({ params, url: new URL(request.url) });
    return null;
  };
}

/** A screen's route properties, made anew for each route that shows it (see `page`). */
type Screen = () => Omit<RouteObject, 'path' | 'index' | 'children'>;

/**
 * The screen `src/routes/{name}.tsx` as a route: its code is a chunk of its own, loaded by React
 * Router (`lazy`) before the route renders; its warmer, if any, is the route's loader; its error
 * boundary shows RouteError inside the site shell. Each route gets its own `lazy` object, since
 * React Router resolves a route's `lazy` in place. Throws at startup for a name with no file, so a
 * typo fails every router test.
 */
function page(name: string, warm?: WarmerName): Screen {
  const importer = SCREENS[`../routes/${name}.tsx`];
  if (!importer) throw new Error(`No screen src/routes/${name}.tsx`);
  const handle: ScreenHandle = { screen: `src/routes/${name}.tsx` };
  const loader = warm ? warmLoader(warm) : undefined;
  return () => ({
    lazy: { Component: async () => (await importer()).default },
    handle,
    ErrorBoundary: RouteErrorBoundary,
    ...(loader ? { loader } : {}),
  });
}

/** A route path without the leading '/', optionally with a segment. */
const rel = (path: string, segment?: string) =>
  segment ? `${path.slice(1)}/${segment}` : path.slice(1);

/** A child route of the shell showing `screen`, with its path (or 'index') as its id. */
function route(path: string | undefined, screen: Screen): RouteObject {
  return path === undefined
    ? { id: 'index', index: true, ...screen() }
    : { id: path, path, ...screen() };
}

const home = page('home', 'home');
const search = page('search', 'search');
const category = page('category', 'category');
const product = page('product-detail', 'product');
const placeOrder = page('place-order');
const directOrder = page('direct-order');

/** Ordering and account routes, path and screen. spec: ordering.md §2 route table */
const ORDERING_ROUTES: RouteObject[] = [
  route(rel(ROUTES.SUCCESS), page('success')),
  route(rel(ROUTES.LOGIN), page('login')),
  route(rel(ROUTES.REGISTER), page('register')),
  route(rel(ROUTES.PLACE_ORDER), placeOrder),
  route(rel(ROUTES.PLACE_ORDER, ':ProductNo'), placeOrder),
  route(rel(ROUTES.ACCOUNT), page('account')),
  route(rel(ROUTES.EDIT_ACCOUNT), page('edit-account')),
  route(rel(ROUTES.CHANGE_PASSWORD), page('change-password')),
  route(rel(ROUTES.ORDER_HISTORY), page('order-history')),
  route(rel(ROUTES.ORDER_DETAIL), page('order-detail')),
  route(rel(ROUTES.PRODUCT_RETURN), page('product-return')),
  route(rel(ROUTES.ORDER_TRACK), page('order-track')),
  route(rel(ROUTES.WIPAY), page('wipay')),
  route(rel(ROUTES.USE_WIPAY), page('use-wipay')),
  route(rel(ROUTES.DIRECT_ORDER, ':ProductNo'), directOrder),
  route(rel(ROUTES.DIRECT_ORDER, ':ProductNo/:ShopNo'), directOrder),
];

/**
 * Every route of shopping.md §2 and ordering.md §2 for React Router's data router, under the site
 * shell (RootLayout, whose error boundary shows RouteError without the shell when the shell itself
 * fails); each screen is loaded lazily and unknown paths show the 404 page. The same table serves
 * the browser (`createBrowserRouter`, start-app.tsx) and the server (`createStaticHandler`,
 * entry-server.tsx); route ids are the paths, so the hydration data the browser builds names the
 * server's routes.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      route(undefined, home),
      route(rel(ROUTES.HOME), home),
      route(rel(ROUTES.HOME, ':cc'), home),
      route(rel(ROUTES.CLAIM_COUPON), home),
      route(rel(ROUTES.CLAIM_COUPON, ':cc'), home),
      route(rel(ROUTES.SEARCH), search),
      route(rel(ROUTES.SEARCH, ':SearchText'), search),
      route(rel(ROUTES.CATEGORY), category),
      route(rel(ROUTES.CATEGORY, ':ProductCategoryNo'), category),
      route(rel(ROUTES.PRODUCT), product),
      route(rel(ROUTES.PRODUCT, ':ProductNo'), product),
      // One route with an optional segment: /cart/{ProductNo} adds the product and replaces
      // the URL with /cart, which keeps the same screen mounted (no second render of it).
      route(rel(ROUTES.CART, ':ProductNo?'), page('cart')),
      route(rel(ROUTES.WISHLIST, ':ProductNo?'), page('wishlist')),
      route(rel(ROUTES.CHECKOUT), page('checkout')),
      route(rel(ROUTES.DELIVERY_POLICY), page('delivery-policy')),
      route(rel(ROUTES.TERMS), page('terms')),
      route(rel(ROUTES.ABOUT), page('about')),
      route(rel(ROUTES.SERVICES), page('services')),
      route(rel(ROUTES.PRIVACY), page('privacy')),
      ...ORDERING_ROUTES,
      route('*', page('not-found')),
    ],
  },
];

/** A matched route: its pattern (`/category/:ProductCategoryNo`), its screens' files and params. */
export interface MatchedRoute {
  pattern: string;
  screens: string[];
  params: Params;
}

/** The pattern, screens and params of a list of matches (outermost first). */
export function describeMatches(
  matches: readonly Pick<RouteMatch, 'route' | 'params'>[],
): MatchedRoute {
  const parts = matches.map(({ route: r }) => r.path ?? '').filter((p) => p && p !== '/');
  return {
    pattern: `/${parts.join('/')}`,
    screens: matches.flatMap(({ route: r }) => {
      const handle = r.handle as ScreenHandle | undefined;
      return handle ? [handle.screen] : [];
    }),
    params: matches.at(-1)?.params ?? {},
  };
}

/** The route matching `pathname` (the 404 route for an unknown path). */
export function matchAppRoute(pathname: string): MatchedRoute {
  return describeMatches(matchRoutes(routes, pathname) ?? []);
}

/**
 * Loads the code of every lazy route matching `location` into the route table, as React Router's
 * guide to hydrating lazy routes does: the data router then starts with the screen in hand and
 * hydrates the server's markup in its first render, instead of rendering a fallback. Returns the
 * hydration data that tells the router the server already ran the matched loaders (their data is
 * in the store), so it does not run them again.
 */
export async function loadRouteModules(
  location: Pick<Location, 'pathname'>,
): Promise<HydrationState> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route: r }) => {
      const lazy = r.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const Component = await lazy.Component?.();
      if (Component) r.Component = Component;
      delete r.lazy;
    }),
  );
  const loaderData: Record<string, null> = {};
  for (const { route: r } of matches) if (r.loader && r.id) loaderData[r.id] = null;
  return { loaderData };
}
