import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { cssOptions } from './vite/css.ts';
import { loadAppWithPage } from './vite/load-app-with-page.ts';
import { preloadFont } from './vite/preload-font.ts';

/**
 * The storefront's Vite build: the browser bundle (`dist/client`, with `.br` and `.gz` beside
 * each text asset for the production server to send as they are) and the server render bundle
 * (`vite build --ssr`, `dist/server`). Serving, proxying and headers are the server's work
 * (server/), in development too (server/dev.ts runs Vite in middleware mode, with React Fast
 * Refresh in the browser). All of them render with React 19's react-dom.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const build = command === 'build';
  return {
    plugins: [
      // The JSX transform, and React Fast Refresh in development.
      react(),
      ...(build ? [loadAppWithPage()] : []),
      ...(build && !isSsrBuild ? [preloadFont()] : []),
      ...(build && !isSsrBuild
        ? [
            compression({
              algorithms: ['gzip', 'brotliCompress'],
              include: /\.(js|css|svg|json|txt)$/,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    resolve: {
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
    },
    css: cssOptions,
    build: {
      target: 'es2022',
      // The client build's manifest: the server links the stylesheets and lists the modules of
      // the screens it renders (server/screen-assets.ts).
      manifest: !isSsrBuild,
      sourcemap: false,
      // No module-preload polyfill in the entry: the boot script adds the preloads, and a browser
      // without `modulepreload` fetches the same modules through the imports (the polyfill cost
      // bytes and a phone's CPU before hydration).
      modulePreload: { polyfill: false },
      // One stylesheet for every screen: a page links it alone, instead of a stylesheet per screen
      // and shared chunk, whose requests held the phone's six connections and kept its largest
      // image waiting.
      cssCodeSplit: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Chunks and stylesheets are named by their content hash only: the router's preload
          // lists and every chunk's imports spell these names, and short ones keep home's
          // first-visit JS within its budget. `pnpm bench` labels them with their chunk names
          // from the build manifest.
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          // Rolldown's manual code splitting (`codeSplitting`, which replaced the deprecated
          // `advancedChunks` with the same options): the groups below, each a chunk of its own.
          codeSplitting: {
            groups: [
              // The libraries every screen runs, in two chunks cached across releases of the app
              // (less of home's first-visit JS than the default split): the store's (React, React
              // Redux, Redux Toolkit and what they use), then the renderer's (react-dom, its
              // scheduler, React Router). The entry's own import of the app's startup chunk
              // (below) imports both, so they are evaluated with it.
              {
                name: 'vendor-store',
                test: /node_modules[\\/](react|react-redux|use-sync-external-store|@reduxjs[\\/]toolkit|immer|redux|reselect|redux-thunk)[\\/]/,
              },
              {
                name: 'vendor-dom',
                test: /node_modules[\\/](react-dom|scheduler|react-router)[\\/]/,
              },
              // The app's own startup code in one chunk: the store and the app's start (the two
              // parts src/app/main.tsx imports), with everything they import that no group above
              // takes (the API slices, the cart's cookie mirror...), and the small modules every
              // first screen runs: the domain's constants, routes, messages, money, stored cart and
              // validation results; storage, hooks, page numbers, the lazy image; the components
              // most screens render (breadcrumb, loader, not-found state, pagination, the product
              // card with its actions, the deferred section, the notice). As separate small files
              // they were requests queued on the phone's six connections, the last ones behind the
              // first; as one, the dead window is shorter. The cost: the entry imports this chunk
              // (for the SSR state reader and `nextTask`), so the libraries and the app's modules
              // are evaluated in one long task before hydration, while the boot script holds taps.
              // The few screens that use none of the components get them anyway (a few KB,
              // already cached after the first page). Figures: docs/decisions/start-path.md.
              {
                name: 'app-start',
                test: new RegExp(
                  [
                    String.raw`apps[\\/]storefront[\\/]src[\\/]app[\\/](store\.ts|start-app\.tsx|hooks\.ts)$`,
                    String.raw`apps[\\/]storefront[\\/]src[\\/]lib[\\/](storage|page-number)\.ts$`,
                    String.raw`apps[\\/]storefront[\\/]src[\\/]components[\\/](lazy-image|breadcrumb|loader|not-found-state|pagination|product-card|product-actions|star-rating|video-coordinator|when-near-viewport|notice)\.tsx?$`,
                    String.raw`packages[\\/]domain[\\/]dist[\\/]esm[\\/](constants[\\/](pricing|shop|ui|catalogue)|routes|messages|cart[\\/](money|storage)|validation[\\/](result|cart))\.mjs$`,
                  ].join('|'),
                ),
              },
              // The forms' code (React Hook Form, the domain resolver, the field messages), one
              // chunk for the screens with a form (the cart's coupon box, checkout, login...); then
              // the form screens' small shared parts (`form-ui`), and the order screens'
              // (`order-parts`): as many small chunks, the form screens' requests queued on the
              // phone's six connections before they could hydrate.
              {
                name: 'forms',
                test: /(node_modules[\\/]react-hook-form[\\/]|apps[\\/]storefront[\\/]src[\\/]lib[\\/](forms[\\/]|messages\.ts$))/,
              },
              // The order screens' small parts (the order calls, the WiPay
              // flag, the cart's totals, its empty state and the quantity box) in one chunk of
              // ~1 KB brotli instead of four to seven of 0.3-0.5 KB: three requests fewer for
              // checkout and the cart, each of which would queue for one of the phone's six
              // connections. Their dependencies stay where they are (the store, the shared
              // chunks), not pulled in here, or every page would load this chunk at start. The
              // cart gets the order calls it does not run (a few hundred bytes).
              {
                name: 'order-parts',
                test: /apps[\\/]storefront[\\/]src[\\/](features[\\/](checkout[\\/](api[\\/]order-api|wipay-flag)\.ts|cart[\\/]components[\\/](empty-cart\.tsx|cart-totals\.(tsx|module\.css)))|components[\\/]quantity-input\.tsx)$/,
                includeDependenciesRecursively: false,
              },
              {
                name: 'form-ui',
                test: /(packages[\\/]domain[\\/]dist[\\/]esm[\\/]validation[\\/]account\.mjs$|apps[\\/]storefront[\\/]src[\\/]components[\\/](form-field|mobile-input|form-controls|modal)\.)/,
              },
            ],
          },
        },
      },
    },
    // The server bundle includes its dependencies, React too, and is a production build whatever
    // the server's environment: `process.env.NODE_ENV` is replaced at build time (Vite leaves it to
    // Node in a server build), so React renders without its development checks (which cost each
    // render time) and the other branch is dropped. In development Vite's SSR loader leaves the
    // dependencies to Node.
    ...(build && isSsrBuild
      ? {
          ssr: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        }
      : {}),
  };
});
