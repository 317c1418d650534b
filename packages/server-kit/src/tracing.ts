/**
 * `@trini/server-kit/tracing`: whether and where tracing goes, and the process's tracing state,
 * with no OpenTelemetry import, for each server's tracing.ts, which runs before anything else and
 * must load nothing when tracing is off.
 */
export { isHttpUrl, tracingEndpoint } from './tracing-config.ts';
export {
  isTracing,
  stopTracing,
  tracingStarted,
  tracingUnavailable,
  tracingUnavailableLine,
} from './tracing-state.ts';
