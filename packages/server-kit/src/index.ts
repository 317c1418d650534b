/**
 * `@trini/server-kit`: what the storefront's server and the mock API run alike to be operated,
 * one copy for both. Request ids and JSON logs (request-log.ts), the `/metrics` port
 * (metrics-server.ts) and the HTTP series of every answer (http-metrics.ts), whether and where tracing goes (tracing-config.ts) and the process's
 * tracing state (tracing-state.ts; both also as `@trini/server-kit/tracing`, which imports no
 * OpenTelemetry module, for the servers' tracing preloads). Starting OpenTelemetry itself is the separate entry
 * `@trini/server-kit/start-tracing`, loaded only when tracing is on, so a server without it loads
 * no SDK. The port helpers (ports.ts) are the entry `@trini/server-kit/ports` alone, which the
 * repository's scripts and tests import too. Private to this repository: the mock API's published build bundles it.
 */
export {
  MAX_REQUEST_ID_LENGTH,
  REQUEST_ID_HEADER,
  echoRequestId,
  requestLogOptions,
  saneRequestId,
  traceLogFields,
} from './request-log.ts';
export { UNMATCHED, httpMetricSeries, recordHttpMetrics } from './http-metrics.ts';
export type { HttpMetricSeries } from './http-metrics.ts';
export { startMetricsServer } from './metrics-server.ts';
export type { MetricsServer } from './metrics-server.ts';
// Whether and where tracing goes, and the process's tracing state (also `@trini/server-kit/tracing`).
export * from './tracing.ts';
export {
  TRUST_PROXY_EXPECTED,
  commaListEntries,
  isProxyAddress,
  trustProxyOption,
} from './trust-proxy.ts';
