import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { cssOptions } from './vite/css.ts';

/**
 * Two projects: the app's component and unit tests in jsdom (src/), and the server's tests in
 * Node (server/: the production server through `app.inject`, rendering with no DOM at all). Both
 * render with React 19's react-dom, as shoppers' browsers and the production server do; React's
 * development build checks them (hydration mismatches, keys, act(), invalid nesting) on
 * console.error.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  css: cssOptions,
  test: {
    // One temporary folder per run, removed when it ends (tooling/vitest/temp-root.js).
    globalSetup: ['../../tooling/vitest/temp-root.js'],
    // A worker per core: Vitest's default is one fewer, a single worker on a 2-core machine,
    // which leaves half of it idle (docs/decisions/test-workers.md).
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    testTimeout: 20_000,
    // CSS Modules give the class names the server renders (see vite/css.ts); other stylesheets
    // are left out.
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'scoped' } },
    env: { VITE_API_URL: 'http://localhost:3000' },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'vite/**/*.test.ts'],
        },
      },
    ],
  },
});
