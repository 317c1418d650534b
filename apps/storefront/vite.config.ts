import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { preactInProduction } from './vite/preact.ts';

/**
 * The mock API origin the dev and preview servers forward to, so the storefront reaches the API,
 * media, hosted pages, sitemap.xml and robots.txt same-origin (cookies such as XSRF-TOKEN stay first-party).
 */
const mockOrigin = process.env.MOCK_API_ORIGIN ?? 'http://127.0.0.1:3001';
const PROXIED = ['/api', '/media', '/ERP', '/__mock', '/sitemap.xml', '/robots.txt'];
const proxy = Object.fromEntries(
  PROXIED.map((prefix) => [prefix, { target: mockOrigin, changeOrigin: false }]),
);

/**
 * Caching headers of the served production build: content-hashed files under /assets are
 * immutable for a year; the app's pages (index.html) are revalidated each visit. Proxied paths
 * keep the mock API's own headers (media: one day).
 */
function cacheHeaders(): Plugin {
  return {
    name: 'trini-cache-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url ?? '/';
        if (PROXIED.some((prefix) => path.startsWith(prefix))) return next();
        res.setHeader(
          'Cache-Control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        next();
      });
    },
  };
}

export default defineConfig(({ command }) => {
  const preact = preactInProduction();
  const build = command === 'build';
  return {
    plugins: [react(), cacheHeaders(), ...(build ? [preact.plugin] : [])],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(build ? preact.alias : []),
      ],
    },
    server: { proxy, host: '127.0.0.1', port: 5173 },
    preview: { proxy },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  };
});
