import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The mock API origin the dev and preview servers forward to, so the storefront reaches the API,
 * media, hosted pages, sitemap.xml and robots.txt same-origin (cookies such as XSRF-TOKEN stay first-party).
 */
const mockOrigin = process.env.MOCK_API_ORIGIN ?? 'http://127.0.0.1:3001';
const proxy = Object.fromEntries(
  ['/api', '/media', '/ERP', '/__mock', '/sitemap.xml', '/robots.txt'].map((prefix) => [prefix, { target: mockOrigin, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy, host: '127.0.0.1', port: 5173 },
  preview: { proxy },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
