// First: starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, before the modules below load
// Fastify and node:http (tracing.ts).
import './tracing.ts';
import closeWithGrace from 'close-with-grace';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildStorefrontServer } from './app.ts';
import { htmlTemplate, withAppStart } from './html-template.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import { builtScreenAssets } from './screen-assets.ts';
import { startMetricsServer } from '@trini/server-kit';
import type { MetricsServer } from '@trini/server-kit';
import { StorefrontMetrics } from './metrics/storefront-metrics.ts';
import { ConnectionDrain } from './shutdown/connection-drain.ts';
import { listenOrExplain, loadServerSettings } from './settings.ts';
import { isTracing, stopTracing } from '@trini/server-kit';
import type { RenderedPage, RenderOptions } from '../src/entry-server.tsx';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

// The server bundle's dependencies (React, Redux Toolkit) pick their build by NODE_ENV when they
// load: without it every render ran Redux Toolkit's development checks (serializable and
// immutable state, up to 230 ms a render) and React's development build. This is the production
// server, so production unless the environment says otherwise.
process.env.NODE_ENV ??= 'production';

/**
 * Starts the production storefront server from the build (`pnpm build`): listens on HOST:PORT
 * (default 127.0.0.1:4173), renders from API_ORIGIN (the mock API by default), and closes
 * gracefully on SIGINT/SIGTERM (close-with-grace, within 10 s; a second signal exits at once):
 * it drains first (shutdown/connection-drain.ts: no new connection, every answer closes its
 * connection, /health 503, until the open connections are gone or idle for longer than a
 * balancer keeps them), then closes, requests in flight finishing. Serves `/metrics` on METRICS_HOST:METRICS_PORT (default
 * 127.0.0.1:9464) unless METRICS=0; when that port cannot be had (another copy has it), it says
 * so in one line and the shop runs on without metrics. Traces go to OTEL_EXPORTER_OTLP_ENDPOINT
 * when set (tracing.ts, imported first); the last spans are exported as it closes.
 */
async function main(): Promise<void> {
  const settings = loadServerSettings();
  const entry = (await import(`${dist}server/entry-server.js`)) as {
    render: (request: Request, options: RenderOptions) => Promise<RenderedPage>;
    routePatternOf: (pathname: string) => string;
    rendersCookieCart: (pathname: string) => boolean;
  };
  const template = withAppStart(
    readFileSync(`${dist}client/index.html`, 'utf8'),
    settings.appStart,
  );
  const fill = htmlTemplate(template, builtScreenAssets(`${dist}client`));
  const metrics = settings.metrics ? new StorefrontMetrics({ processMetrics: true }) : undefined;
  const drain = new ConnectionDrain();
  const app = await buildStorefrontServer({
    settings,
    metrics,
    drain,
    csp: { scriptHashes: inlineScriptHashes(template) },
    clientDir: `${dist}client`,
    renderer: {
      render: entry.render,
      html: async (_url, page) => fill(page),
      routePattern: entry.routePatternOf,
      rendersCart: entry.rendersCookieCart,
    },
  });
  let metricsServer: MetricsServer | undefined;
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) console.error(err);
    else app.log.info(`${signal} received, draining`);
    await drain.drain(app.server);
    await app.close();
    await metricsServer?.close();
    await stopTracing();
  });
  const address = await listenOrExplain(
    () => app.listen({ host: settings.host, port: settings.port }),
    settings,
  );
  const origin = settings.publicOrigin ?? settings.allowedOrigins[0];
  console.log(
    `Storefront listening on ${address} (API ${settings.apiOrigin}; pages link to ${origin ?? `${address}, its own address: set PUBLIC_ORIGIN for a public site`})`,
  );
  if (metrics)
    try {
      metricsServer = await startMetricsServer(
        metrics.registry,
        settings.metricsHost,
        settings.metricsPort,
      );
      console.log(`Storefront metrics on ${metricsServer.url}/metrics`);
    } catch (error) {
      console.warn(
        `Metrics not served: ${settings.metricsHost}:${settings.metricsPort} cannot be used (${(error as Error).message}); set METRICS_PORT (0 for any free port) or METRICS=0.`,
      );
    }
  if (isTracing()) console.log(`Storefront traces to ${settings.otlpEndpoint} (OTLP)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
