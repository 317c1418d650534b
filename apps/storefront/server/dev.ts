import middie from '@fastify/middie';
import closeWithGrace from 'close-with-grace';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { RenderedPage, RenderOptions } from '../src/entry-server.tsx';
import { buildStorefrontServer } from './app.ts';
import { devStyles } from './dev-styles.ts';
import { htmlTemplate } from './html-template.ts';
import { devServerSettings, devViteOptions, hmrPort } from './dev-settings.ts';
import { listenOrExplain } from './settings.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `pnpm dev`: the same server as production with Vite in middleware mode: pages are rendered on
 * the server from the source (Vite's SSR loader, so an edit shows on the next request) and
 * hydrated with hot reload in the browser. Listens on HOST:PORT (default 127.0.0.1:5173) and
 * renders from API_ORIGIN (default the mock API `pnpm dev` starts on MOCK_PORT, 3001), with the
 * mock's test controls passed on (MOCK_CONTROLS, default 1 here; refused with NODE_ENV=production)
 * and no page cache (PAGE_CACHE, default 0 here): see devServerSettings. Vite's hot-reload socket
 * listens on 127.0.0.1 only (devViteOptions).
 * `@trini/domain` is its source here, not its build: `pnpm dev` runs this file with
 * `--conditions=development` (the domain's `development` export), and Vite follows that
 * condition by default in development, in the server render and in the browser alike, so an
 * edit in the domain shows on the next request with no build step.
 */
async function main(): Promise<void> {
  const settings = devServerSettings(process.env);
  const vite = await createServer(devViteOptions(root, await hmrPort()));
  const app = await buildStorefrontServer({
    settings,
    csp: false,
    beforeRoutes: async (fastify) => {
      await fastify.register(middie);
      fastify.use(vite.middlewares);
    },
    renderer: {
      render: async (request: Request, options: RenderOptions) => {
        const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
          render: (r: Request, o: RenderOptions) => Promise<RenderedPage>;
        };
        return entry.render(request, options);
      },
      html: async (url: string, page: RenderedPage) => {
        const template = await readFile(`${root}index.html`, 'utf8');
        const styles = await devStyles(vite, page.screens);
        return htmlTemplate(await vite.transformIndexHtml(url, template), () => styles)(page);
      },
    },
  });
  app.addHook('onClose', () => vite.close());
  closeWithGrace({ delay: 5_000 }, async () => {
    await app.close();
  });
  const address = await listenOrExplain(
    () => app.listen({ host: settings.host, port: settings.port }),
    settings,
  );
  console.log(`Storefront (dev, server-rendered) on ${address}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
