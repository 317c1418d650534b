import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Cache-Control of content-hashed build files: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of the other public files (favicon): an hour. */
export const PUBLIC_FILE = 'public, max-age=3600';

/**
 * Serves the built client files from `clientDir` (@fastify/static): files under /assets are
 * content-hashed and immutable for a year; precompressed `.br` and `.gz` siblings written at build
 * time are sent to browsers that accept them (no compression work per request). The page template
 * (index.html) is never served as a file: every page is rendered; nor is the build's manifest
 * (.vite/, read by the server: screen-assets.ts).
 */
export async function staticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathname) => !pathname.endsWith('.html') && !pathname.startsWith('/.vite/'),
    setHeaders: (res, path) => {
      res.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : PUBLIC_FILE);
    },
  });
}
