/**
 * The mock API's tracing, loaded before anything else: the `trini-mock` launcher
 * (bin/trini-mock.mjs) imports it (built: dist/tracing.mjs) before the CLI; from the sources,
 * preload it (`tsx --import ./src/tracing.ts src/cli.ts start`). With
 * OTEL_EXPORTER_OTLP_ENDPOINT set it starts OpenTelemetry (`@trini/server-kit/start-tracing`) before
 * Fastify and node:http are loaded, so every request gets a server span continuing the caller's
 * `traceparent`; `trini-mock start` exports the last spans when it closes. Unset (or
 * OTEL_SDK_DISABLED=true), it loads nothing more: no SDK, no instrumentation, nothing to pay.
 * The service is `trini-mock-api` unless OTEL_SERVICE_NAME says otherwise.
 */
import { readFileSync } from 'node:fs';
import { tracingEndpoint, tracingStarted } from '@trini/server-kit/tracing';

if (tracingEndpoint(process.env)) {
  const { startTracing } = await import('@trini/server-kit/start-tracing');
  const { version } = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  tracingStarted(startTracing({ name: 'trini-mock-api', version }));
}
