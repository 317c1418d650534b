import { context } from '@opentelemetry/api';
import { RPCType, getRPCMetadata } from '@opentelemetry/core';

/**
 * Gives the current request's server span the page's route pattern (`http.route`, and the span's
 * name: `GET /productdetails/:ProductNo` instead of the catch-all `GET /*`), through the metadata
 * the HTTP instrumentation reads when the request ends. Loaded only while tracing (tracing.ts
 * hands it to page-route-namer.ts), so that @opentelemetry/core is not loaded otherwise.
 */
export function tracePageRoute(route: string): void {
  const rpc = getRPCMetadata(context.active());
  if (rpc?.type === RPCType.HTTP) rpc.route = route;
}
