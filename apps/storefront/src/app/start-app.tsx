import { StrictMode, startTransition, useLayoutEffect } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { apiStateHydrated } from '@/lib/api';
import { SiteOriginContext } from '@/lib/render-context';
import { reportWebVitals } from '@/lib/web-vitals/send-vitals';
import { AppProvider } from './provider';
import { loadRouteModules, routerContext, routes } from './router';
import { readSsrState, ssrStorePreload } from './ssr-state';
import type { SsrState } from './ssr-state';
import { makeStore, restoreBrowserState } from './store';
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
 * The browser's data router over the app's routes, with `store` as its loaders' context (they
 * start a screen's data in it, router.tsx). `hydrationData` says which loaders the server ran.
 */
function browserRouter(store: AppStore, hydrationData?: HydrationState) {
  return createBrowserRouter(routes, {
    getContext: () => routerContext(store),
    ...(hydrationData ? { hydrationData } : {}),
  });
}

/**
 * Hydrates a server-rendered page: the store takes the server's RTK Query cache and the current
 * screen's code is loaded into the route table (`loadRouteModules`), then React Router's data
 * router hydrates the markup in a transition, as React Router's and Hydrogen's entries do: React
 * renders it in slices of ~5 ms and lets the browser paint and take input between them. The
 * first render is the server's: `store` was made with `fromBrowserStorage: false` (the server's
 * neutral state) and the router does not run the loaders the server ran. A tap the boot script
 * does not hold makes React finish hydrating at once and then handle it; `<html data-hydrated>`
 * comes right after the commit (RestoreBrowserState).
 */
export async function hydrateApp(root: HTMLElement, store: AppStore, ssr: SsrState): Promise<void> {
  store.dispatch(apiStateHydrated({ api: ssr.api }));
  // The state the server rendered with, for every hydrating render (AppProvider).
  const serverState = store.getState();
  const router = browserRouter(store, await loadRouteModules(window.location));
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SiteOriginContext.Provider value={ssr.origin}>
          <AppProvider store={store} serverState={serverState}>
            <RestoreBrowserState store={store}>
              <RouterProvider router={router} />
            </RestoreBrowserState>
          </AppProvider>
        </SiteOriginContext.Provider>
      </StrictMode>,
      { onRecoverableError: logRecoverableError },
    );
  });
}

/**
 * Renders the app from scratch, for a page the server sent without state: the router runs the
 * current route's loader and loads its screen before its first render.
 */
export function renderApp(root: HTMLElement, store: AppStore): void {
  createRoot(root).render(
    <StrictMode>
      <AppProvider store={store}>
        <RouterProvider router={browserRouter(store)} />
      </AppProvider>
    </StrictMode>,
  );
  appStarted();
}

/**
 * Starts the app in this document (src/app/main.tsx) once it is parsed (a module script added or
 * run before the end of the document would otherwise miss the markup's end and the state script):
 * a server-rendered page (its state script present) is hydrated with the server's state; one
 * without is rendered.
 */
export async function startApp(): Promise<void> {
  if (document.readyState === 'loading')
    await new Promise((parsed) =>
      document.addEventListener('DOMContentLoaded', parsed, { once: true }),
    );
  const root = document.getElementById('root')!;
  const ssr = readSsrState(document);
  if (ssr)
    await hydrateApp(root, makeStore(ssrStorePreload(ssr), { fromBrowserStorage: false }), ssr);
  else renderApp(root, makeStore());
}
