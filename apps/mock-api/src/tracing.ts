/**
 * The mock API's tracing, loaded before anything else: the `trini-mock` launcher
 * (bin/trini-mock.mjs) imports it (built: dist/tracing.mjs) before the CLI; from the sources,
 * preload it (`tsx --import ./src/tracing.ts src/cli.ts start`). With
 * OTEL_EXPORTER_OTLP_ENDPOINT set it starts OpenTelemetry (`@trini/server-kit/start-tracing`) before
 * Fastify and node:http are loaded, so every request gets a server span continuing the caller's
 * `traceparent`; `trini-mock start` exports the last spans when it closes. Unset (or
 * OTEL_SDK_DISABLED=true), it loads nothing more: no SDK, no instrumentation, nothing to pay.
 * The service is `trini-mock-api` unless OTEL_SERVICE_NAME says otherwise.
 *
 * The OpenTelemetry packages are optional peer dependencies of the published package (about
 * 34 MB that a user who never traces would not want). Asked for but not installed, tracing stays
 * off: it records the one line `trini-mock start` prints (which package is missing, and the
 * `npm i` that installs them all at this package's peer ranges) and the mock runs on untraced.
 */
import { readFileSync } from 'node:fs';
import { tracingEndpoint, tracingStarted, tracingUnavailable } from '@trini/server-kit/tracing';
import { peerSpecs } from './optional-peers.js';

/** The field of this package's package.json read here. */
interface Manifest {
  version: string;
}

/** The peer dependencies tracing needs: `@fastify/otel` and the `@opentelemetry/*` packages. */
const TRACING_PACKAGE = /^(?:@opentelemetry\/|@fastify\/otel$)/;

/**
 * The package a failed import of the tracing modules did not find, when it is one of tracing's
 * (ESM's ERR_MODULE_NOT_FOUND, or MODULE_NOT_FOUND from a CommonJS package's require); undefined
 * for any other failure, which is not swallowed.
 */
function missingTracingPackage(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined;
  const name = /Cannot find (?:package|module) '([^']+)'/.exec(String(message))?.[1];
  return name !== undefined && TRACING_PACKAGE.test(name) ? name : undefined;
}

if (tracingEndpoint(process.env)) {
  const manifest = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as Manifest;
  try {
    const { startTracing } = await import('@trini/server-kit/start-tracing');
    tracingStarted(startTracing({ name: 'trini-mock-api', version: manifest.version }));
  } catch (error) {
    const missing = missingTracingPackage(error);
    if (missing === undefined) throw error;
    const install = peerSpecs((name) => TRACING_PACKAGE.test(name));
    tracingUnavailable(
      `Tracing is off: OTEL_EXPORTER_OTLP_ENDPOINT is set but ${missing} is not installed; to send traces, install the tracing packages: npm i ${install}`,
    );
  }
}
