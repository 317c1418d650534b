import { StrictMode, startTransition, useLayoutEffect } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { Location } from 'react-router';
import { apiStateHydrated } from '@/lib/api';
import { nextTask } from '@/lib/next-task';
import { SiteOriginContext } from '@/lib/render-context';
import { reportWebVitals } from '@/lib/web-vitals/send-vitals';
import { AppBrowserRouter } from './navigation/browser-router';
import { AppProvider } from './provider';
import { AppRoutes, prepareRoute, routeReady } from './router';
import type { RouteWarmers } from './router';
import { routeWarmers } from './route-warmers';
import type { SsrState } from './ssr-state';
import { restoreBrowserState } from './restore-browser-state';
import type { AppStore } from './store';

/** Attribute set on `<html>` once the page is hydrated and the browser's state restored. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks `<html>` as hydrated (the boot script then replays the taps it held) and starts reporting
 * the page's web vitals (their library loads now, apart from the app's first code).
 */
function appStarted(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  void reportWebVitals(window.location.pathname);
}

/**
 * Right after hydration, in a task of its own, moves the browser's cart, wishlist and session
 * into the store (`restoreBrowserState` merges anything done in between), then marks `<html>` as
 * hydrated. It wraps its one child (no sibling), so the tree, and the ids React derives from it,
 * stay those of the server's render.
 */
function RestoreBrowserState({ store, children }: { store: AppStore; children: ReactNode }) {
  useLayoutEffect(() => {
    const task = setTimeout(() => {
      restoreBrowserState(store);
      appStarted();
    }, 0);
    return () => clearTimeout(task);
  }, [store]);
  return children;
}

/**
 * Logs an error React recovered from while hydrating (`hydrateRoot`'s `onRecoverableError`): most
 * often a hydration mismatch, where React dropped the server's markup of the nearest Suspense
 * boundary (or of the whole root) and rendered it again in the browser. The shopper sees the page
 * all the same; the log says what differed and in which components, on console.error.
 */
export function logRecoverableError(error: unknown, info: ErrorInfo): void {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : undefined;
  console.error(
    `Hydration recovered from an error; the affected part was rendered again in the browser: ${message}`,
    ...(cause === undefined ? [] : ['\nCaused by:', cause]),
    info.componentStack ? `\nIn:${info.componentStack}` : '',
  );
}

/**
 * What starts a navigation's next page at once: its warmers' data and its screen's code
 * (`prepareRoute`, not awaited: the router shows the screen when it can render).
 */
function prepareOnNavigate(warm: RouteWarmers) {
  return (location: Pick<Location, 'pathname' | 'search'>) =>
    void prepareRoute(location.pathname + location.search, warm).catch((error: unknown) => {
      // The screen's chunk failed to load: rendering it fails too, and its error page shows.
      console.error(error);
    });
}

/** True when a navigation to `location` can show its page at once (its screen's code is here). */
const readyToShow = (location: Pick<Location, 'pathname'>) => routeReady(location.pathname);

/**
 * Hydrates a server-rendered page: the store takes the server's RTK Query cache and the current
 * screen's code is loaded, then (in the next task) the markup is hydrated, so the first render
 * is the server's. `store` was made with `fromBrowserStorage: false` (the server's neutral state).
 * Hydration is a transition (as React Router's own client entry does it): React renders it in
 * slices of ~5 ms and lets the browser paint and take input between them, instead of one long
 * task on a phone (Total Blocking Time). A tap the boot script does not hold makes React finish
 * hydrating at once and then handle it; `<html data-hydrated>` comes with the commit. Answers
 * React's root (a test unmounts it before it replaces the page).
 */
export async function hydrateApp(root: HTMLElement, store: AppStore, ssr: SsrState): Promise<Root> {
  store.dispatch(apiStateHydrated({ api: ssr.api }));
  // The state the server rendered with, for every hydrating render (AppProvider).
  const serverState = store.getState();
  // The cache's hydration and the screen's evaluation in tasks of their own: together, one long
  // task on a phone.
  await nextTask();
  const warm = routeWarmers(store);
  await prepareRoute(window.location.href);
  await nextTask();
  let reactRoot: Root | undefined;
  startTransition(() => {
    reactRoot = hydrateRoot(
      root,
      <StrictMode>
        <SiteOriginContext.Provider value={ssr.origin}>
          <AppProvider store={store} serverState={serverState}>
            <RestoreBrowserState store={store}>
              <AppBrowserRouter onNavigate={prepareOnNavigate(warm)} ready={readyToShow}>
                <AppRoutes />
              </AppBrowserRouter>
            </RestoreBrowserState>
          </AppProvider>
        </SiteOriginContext.Provider>
      </StrictMode>,
      { onRecoverableError: logRecoverableError },
    );
  });
  return reactRoot!;
}

/**
 * Renders the app from scratch, for a page the server sent without state, once the current
 * screen's code is loaded (its data is started at once).
 */
export async function renderApp(root: HTMLElement, store: AppStore): Promise<void> {
  const warm = routeWarmers(store);
  await prepareRoute(window.location.href, warm);
  createRoot(root).render(
    <StrictMode>
      <AppProvider store={store}>
        <AppBrowserRouter onNavigate={prepareOnNavigate(warm)} ready={readyToShow}>
          <AppRoutes />
        </AppBrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
  appStarted();
}
