import { freePort, isPortFree } from '@trini/server-kit/ports';
import type { InlineConfig } from 'vite';
import { loadServerSettings } from './settings.ts';
import type { ServerSettings } from './settings.ts';

/**
 * Where Vite's hot-reload socket listens under `pnpm dev`: loopback only, whatever HOST. The page
 * server itself listens on HOST (127.0.0.1 by default); the socket, which serves the app's source,
 * is never offered to the network.
 */
export const HMR_HOST = '127.0.0.1';

/** Vite's usual hot-reload port, used when it is free. */
const HMR_PORT = 24678;

/**
 * The storefront's settings under `pnpm dev` (server/dev.ts): `loadServerSettings` of `env` with
 * the development defaults below it: port 5173, the API of the mock `pnpm dev` starts (MOCK_PORT,
 * default 3001), the mock's test controls passed on (MOCK_CONTROLS=1), and no page cache
 * (PAGE_CACHE=0), so that an edit (in the app or the domain) shows on the next page load instead
 * of after the cached page's HTML_MAX_AGE_S. Each of them set in `env` wins.
 */
export function devServerSettings(env: Record<string, string | undefined>): ServerSettings {
  return loadServerSettings({
    PORT: '5173',
    API_ORIGIN: `http://127.0.0.1:${env.MOCK_PORT || '3001'}`,
    MOCK_CONTROLS: '1',
    PAGE_CACHE: '0',
    ...env,
  });
}

/**
 * The hot-reload socket's port: Vite's usual one (`preferred`, 24678) when it is free on
 * HMR_HOST, else one the system picks, so that a second `pnpm dev` on the machine (another
 * checkout, a test) gets hot reload too instead of a "port already in use" error. Rejects when
 * nothing can listen on HMR_HOST.
 */
export async function hmrPort(preferred = HMR_PORT): Promise<number> {
  return (await isPortFree(HMR_HOST, preferred)) ? preferred : await freePort(HMR_HOST);
}

/**
 * Vite's options under `pnpm dev`: middleware mode in the storefront's own server (which serves
 * the pages), and the hot-reload socket on HMR_HOST:`port` alone.
 */
export function devViteOptions(root: string, port: number): InlineConfig {
  return {
    root,
    server: { middlewareMode: true, ws: { host: HMR_HOST, port } },
    appType: 'custom',
  };
}
