import { StrictMode, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@/styles/global.css';
import { apiStateHydrated } from '@/lib/api';
import { AppProvider } from './provider';
import { createAppRouter, hydrateAppRouter } from './router';
import { routeWarmers } from './route-warmers';
import { readSsrState } from './ssr-state';
import { makeStore, restoreBrowserState } from './store';
import type { AppStore } from './store';

/** Attribute set on `<html>` once the page is hydrated (tests wait for it before clicking). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Moves the browser's cart, wishlist and session into the store right after hydration: a layout
 * effect runs before the browser paints and before every passive effect, so no screen acts on
 * the neutral state the server rendered. Then marks `<html>` as hydrated. It wraps its one child
 * (no sibling), so the tree, and the ids React derives from it, stay those of the server's render.
 */
function RestoreBrowserState({ store, children }: { store: AppStore; children: ReactNode }) {
  useLayoutEffect(() => {
    restoreBrowserState(store);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [store]);
  return children;
}

/**
 * The browser entry. A server-rendered page (its state script present) is hydrated: the store
 * starts from the server's RTK Query cache and the neutral browser state, the router from the
 * server's loader data, and the browser's own state is restored after hydration. A page without
 * server state is rendered from scratch.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root') as HTMLElement;
  const ssr = readSsrState(document);
  if (!ssr) {
    const store = makeStore();
    const router = createAppRouter(routeWarmers(store));
    createRoot(root).render(
      <StrictMode>
        <AppProvider store={store}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }
  const store = makeStore(undefined, { fromBrowserStorage: false });
  store.dispatch(apiStateHydrated({ api: ssr.api }));
  const { pathname, search, hash } = window.location;
  const router = await hydrateAppRouter(routeWarmers(store), ssr.router, pathname + search + hash);
  hydrateRoot(
    root,
    <StrictMode>
      <AppProvider store={store}>
        <RestoreBrowserState store={store}>
          <RouterProvider router={router} />
        </RestoreBrowserState>
      </AppProvider>
    </StrictMode>,
  );
}

void start();
