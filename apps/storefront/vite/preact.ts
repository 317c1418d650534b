import type { Alias, Plugin } from 'vite';

/** The id of the virtual module production builds resolve `react` to. */
const REACT_SHIM = '\0trini:react-on-preact';

/**
 * `react` as production builds see it: Preact's React-compatible layer plus the React 19 hook that
 * React Router 8 uses and preact/compat does not provide.
 *
 * - `useOptimistic(state)` returns `[state, noop]`. React Router's `RouterProvider` only sets an
 *   optimistic state when given `useTransitions: true`, which this app never passes, so the
 *   passthrough behaves as React's hook does for it.
 * - `use(promise)` (React Router's `<Await>`) follows React's thenable protocol on top of Preact's
 *   Suspense: a settled promise gives its value or throws its reason; a pending one is tagged and
 *   thrown so the nearest `<Suspense>` waits for it. `use(context)` reads the context.
 */
const REACT_SHIM_CODE = `export * from 'preact/compat';
export { default } from 'preact/compat';
import { useContext } from 'preact/compat';
export function useOptimistic(state) { return [state, function () {}]; }
export function use(usable) {
  if (!usable || typeof usable.then !== 'function') return useContext(usable);
  if (usable.status === 'fulfilled') return usable.value;
  if (usable.status === 'rejected') throw usable.reason;
  if (usable.status !== 'pending') {
    usable.status = 'pending';
    usable.then(
      function (value) { usable.status = 'fulfilled'; usable.value = value; },
      function (reason) { usable.status = 'rejected'; usable.reason = reason; },
    );
  }
  throw usable;
}
`;

/**
 * Production builds render with Preact's React-compatible layer (about 10 KB gzip instead of
 * react-dom's 60): same components, hooks, portals and useSyncExternalStore. Dev and Vitest keep
 * React. The server render (`vite build --ssr`) uses the same layer and preact-render-to-string, so
 * the markup it writes is the markup the browser's Preact hydrates. Returns the aliases for
 * `resolve.alias` and the plugin that serves the `react` shim.
 */
export function preactInProduction(): { alias: Alias[]; plugin: Plugin } {
  return {
    alias: [
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
    plugin: {
      name: 'trini-react-on-preact',
      enforce: 'pre',
      resolveId(id) {
        return id === 'react' ? REACT_SHIM : null;
      },
      load(id) {
        return id === REACT_SHIM ? REACT_SHIM_CODE : null;
      },
    },
  };
}
