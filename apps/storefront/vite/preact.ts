import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/** The module `react` resolves to: preact/compat plus React 19's `use` and `useOptimistic`. */
const REACT_SHIM = fileURLToPath(new URL('./react-on-preact.js', import.meta.url));

/**
 * The storefront renders with Preact's React-compatible layer (preact/compat, about 10 KB gzip
 * instead of react-dom's 60) everywhere: the production build (browser and `vite build --ssr`),
 * the development server (browser and its server render through Vite's SSR loader) and the unit
 * tests (Vitest, jsdom and Node), all through these aliases. Why Preact: the measured budget of
 * the home page's first-visit JavaScript is 100 KB gzip and it stands just under that with Preact
 * (`pnpm bench`); react-dom would add roughly 40 KB gzip more. Why everywhere: what shoppers run is what the tests run
 * (issue 16 §5). With React in development and tests, a Preact-only bug (its `useId` repeating
 * across lazily loaded subtrees) was invisible to every suite but the end-to-end one.
 *
 * The code still imports `react`, `react-dom` and friends (and so do React Router, React Redux,
 * React Hook Form, sonner and Testing Library); these aliases point each at its Preact
 * counterpart. `react-dom/test-utils` is Preact's `act`, which @testing-library/react uses since
 * preact/compat has no `React.act`.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: REACT_SHIM },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * The dependencies that import `react` themselves. Wherever dependencies would otherwise be left
 * to Node (Vite's server render in development, Vitest), these must go through Vite instead so
 * that the aliases above apply to them too, or they would load the real React next to Preact.
 * (The production server bundle includes every dependency, `ssr.noExternal: true`.)
 */
export const REACT_IMPORTERS: (string | RegExp)[] = [
  'react-router',
  'react-redux',
  'react-hook-form',
  'sonner',
  '@reduxjs/toolkit',
  '@testing-library/react',
  'use-sync-external-store',
];

/**
 * The CommonJS module among them: React Redux's `useSyncExternalStoreWithSelector`, from
 * use-sync-external-store. Vite runs only ES modules itself, so where it runs dependencies (Vitest,
 * Vite's server render in development) this one is pre-bundled into an ES module first.
 */
export const REACT_IMPORTERS_CJS: string[] = [
  'react-redux > use-sync-external-store/with-selector.js',
];

/**
 * Pre-bundling of REACT_IMPORTERS_CJS on the server side (Vite's server render in development,
 * Vitest's Node tests). `react` stays out of the bundle, and on the `browser` platform the
 * optimizer turns the module's `require('react')` into an import, which the aliases then resolve;
 * on the `node` platform it would stay Node's own `require`, which loads the real React. (Vitest's
 * jsdom tests get both by default; the development server's browser bundle takes `react`, that is
 * the aliased shim, in with it.) A new object each call: Vite adds properties to what it is given.
 */
export function preBundleReactImportersOnServer() {
  return {
    include: [...REACT_IMPORTERS_CJS],
    exclude: ['react'],
    rolldownOptions: { platform: 'browser' as const },
  };
}
