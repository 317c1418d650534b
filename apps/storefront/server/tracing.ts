/**
 * The storefront server's tracing, preloaded before anything else loads:
 * `node --import ./server/tracing.ts server/main.ts` (the package's `start` script and
 * `pnpm start` run it so). With OTEL_EXPORTER_OTLP_ENDPOINT set it starts OpenTelemetry
 * (tracing/start-tracing.ts) before Fastify, node:http and undici are loaded, so that their
 * instrumentations see every request; main.ts exports the last spans when it closes. Unset (or
 * OTEL_SDK_DISABLED=true), it loads nothing more: no SDK, no instrumentation, nothing to pay.
 * The service is `trini-storefront` unless OTEL_SERVICE_NAME says otherwise.
 */
import { readFileSync } from 'node:fs';
import { tracingEndpoint } from './tracing/tracing-config.ts';
import { namePageRoutesWith, tracingStarted } from './tracing/tracing-state.ts';

if (tracingEndpoint(process.env)) {
  const { startTracing } = await import('./tracing/start-tracing.ts');
  const { tracePageRoute } = await import('./tracing/page-route.ts');
  const { version } = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  tracingStarted(startTracing({ name: 'trini-storefront', version }));
  namePageRoutesWith(tracePageRoute);
}
