import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { loadAppWithPage } from './vite/load-app-with-page.ts';
import { REACT_IMPORTERS, preBundleReactImportersOnServer, reactOnPreact } from './vite/preact.ts';

/**
 * The storefront's Vite build: the browser bundle (`dist/client`, with `.br` and `.gz` beside
 * each text asset for the production server to send as they are) and the server render bundle
 * (`vite build --ssr`, `dist/server`). Serving, proxying and headers are the server's work
 * (server/), in development too (server/dev.ts runs Vite in middleware mode). Every one of them,
 * and the unit tests, renders with Preact through the same aliases (`reactOnPreact`, see
 * vite/preact.ts for why).
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const build = command === 'build';
  return {
    plugins: [
      // The JSX transform only: React Fast Refresh needs React itself, so an edit in development
      // reloads the page instead.
      react({ refreshExclude: /./ }),
      ...(build ? [loadAppWithPage()] : []),
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
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...reactOnPreact,
      ],
    },
    // Lightning CSS compiles every stylesheet: CSS Modules beside their components (`*.module.css`,
    // class names scoped as `{local}_{hash}`) and the breakpoints of src/styles/media.css
    // (`@custom-media`, a draft it resolves at build time).
    css: {
      transformer: 'lightningcss',
      lightningcss: {
        drafts: { customMedia: true },
        cssModules: { pattern: '[local]_[hash]' },
      },
    },
    build: {
      target: 'es2022',
      // The client build's manifest: the server links the stylesheets of the screens it renders
      // (server/screen-styles.ts).
      manifest: !isSsrBuild,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Chunks and stylesheets are named by their content hash only: the router's preload
          // lists and every chunk's imports spell these names, and short ones keep home's
          // first-visit JS within its budget (0.8 KB gzip less than `[name]-[hash]`). `pnpm bench`
          // labels them with their chunk names from the build manifest.
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          // The domain's small modules the first screen needs (constants, routes, messages, money,
          // the stored-cart reader, validation results) in one chunk instead of eight: each chunk
          // costs its own request and import boilerplate (home first-visit JS, `pnpm bench`).
          advancedChunks: {
            groups: [
              {
                name: 'domain-core',
                test: /packages[\\/]domain[\\/]dist[\\/]esm[\\/](constants[\\/](pricing|shop|ui|catalogue)|routes|messages|cart[\\/](money|storage)|validation[\\/](result|cart))\.mjs$/,
              },
              // The app's own small modules every first screen loads (storage, hooks, page
              // numbers, the lazy image), one chunk instead of five (issue 23: room for the boot
              // script in home's first-visit JS).
              {
                name: 'app-core',
                test: /apps[\\/]storefront[\\/]src[\\/](lib[\\/](storage|page-number)\.ts|app[\\/]hooks\.ts|components[\\/]lazy-image\.tsx)$/,
              },
            ],
          },
        },
      },
    },
    // The server bundle includes its dependencies, so the Preact aliases apply to them too
    // (React Router and React Redux render with the same Preact as the browser). In development
    // Vite's SSR loader leaves dependencies to Node except those that import `react`.
    ssr: build
      ? { noExternal: true }
      : { noExternal: REACT_IMPORTERS, optimizeDeps: preBundleReactImportersOnServer() },
  };
});
