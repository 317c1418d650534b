import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import {
  REACT_IMPORTERS,
  REACT_IMPORTERS_CJS,
  preBundleReactImportersOnServer,
  reactOnPreact,
} from './vite/preact.ts';

/**
 * Two projects: the app's component and unit tests in jsdom (src/), and the server's tests in
 * Node (server/: the production server through `app.inject`, rendering with no DOM at all). Both
 * render with Preact, as shoppers' browsers and the production server do (vite/preact.ts): the
 * same aliases, applied to the dependencies that import `react` too (inlined, not left to Node).
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...reactOnPreact,
      // Testing Library's ES module build (Vitest would take its CommonJS `main`, whose
      // `require('react-dom')` Node would answer with the real react-dom).
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    // Dependencies that import `react` (and the pre-bundled CommonJS one, in Vite's cache) run
    // through Vite, not Node, so the aliases apply to them. Preact itself too: loaded partly by
    // Vite (which adds a version query to the file) and partly by Node, its modules would load
    // twice, each copy with its own hooks and options.
    server: {
      deps: {
        inline: [
          ...REACT_IMPORTERS,
          'preact',
          'preact-render-to-string',
          /[\\/]node_modules[\\/]\.vite[\\/]/,
        ],
      },
    },
    deps: {
      optimizer: {
        client: { enabled: true, include: REACT_IMPORTERS_CJS },
        ssr: { enabled: true, ...preBundleReactImportersOnServer() },
      },
    },
    // preact/debug (setup.ts) reports every error an error boundary caught once more, thrown from
    // a timer, for development overlays. The tests that make a component throw on purpose to
    // exercise a boundary name their error DeliberateRenderError: that report is expected. Any
    // other unhandled error still fails the run.
    onUnhandledError: (error) => error.name !== 'DeliberateRenderError',
    restoreMocks: true,
    testTimeout: 20_000,
    css: false,
    env: { VITE_API_URL: 'http://localhost:3000' },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['./src/test/preact-only.ts', './src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          setupFiles: ['./src/test/preact-only.ts'],
          include: ['server/**/*.test.ts'],
        },
      },
    ],
  },
});
