/**
 * The storefront server's tracing: main.ts imports this module first, so with
 * OTEL_EXPORTER_OTLP_ENDPOINT set OpenTelemetry starts (`@trini/server-kit/start-tracing`) before the
 * modules imported after it run and load Fastify and node:http, and their instrumentations see
 * every request; main.ts exports the last spans when it closes. Unset (or OTEL_SDK_DISABLED=true),
 * it loads nothing more: no SDK, no instrumentation, nothing to pay. It works as a preload too
 * (`node --import ./server/tracing.ts server/main.ts`). The service is `trini-storefront` unless
 * OTEL_SERVICE_NAME says otherwise.
 *
 * It loads the SDK synchronously (require of an ES module, which Node 24 allows): an `await` here
 * would let the modules imported after it in main.ts run before tracing has started.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tracingEndpoint, tracingStarted } from '@trini/server-kit/tracing';
import type * as StartTracing from '@trini/server-kit/start-tracing';
import type * as PageRoute from './tracing/page-route.ts';
import { namePageRoutesWith } from './tracing/page-route-namer.ts';

if (tracingEndpoint(process.env)) {
  const load = createRequire(import.meta.url);
  const { startTracing } = load('@trini/server-kit/start-tracing') as typeof StartTracing;
  const { tracePageRoute } = load('./tracing/page-route.ts') as typeof PageRoute;
  const { version } = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  tracingStarted(startTracing({ name: 'trini-storefront', version }));
  namePageRoutesWith(tracePageRoute);
}
