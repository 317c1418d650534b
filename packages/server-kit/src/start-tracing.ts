import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import {
  detectResources,
  envDetector,
  hostDetector,
  processDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';

/** Paths never traced: load balancers' and orchestrators' health checks, metrics scrapes. */
const UNTRACED_PATHS = new Set(['/health', '/metrics']);

/** The path of a request target, without its query. */
function pathOf(url: string | undefined): string {
  const path = url ?? '/';
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}

/** The service the spans come from: its name (OTEL_SERVICE_NAME wins) and version. */
export interface TracedService {
  name: string;
  version: string;
}

/**
 * Starts OpenTelemetry tracing in this process (only ever loaded when it is on: each server's tracing.ts
 * imports this entry, `@trini/server-kit/start-tracing`, only then):
 * the Node tracer provider, registered globally (async-local context, W3C `traceparent`
 * propagation), a batch of spans exported by OTLP over HTTP as JSON to OTEL_EXPORTER_OTLP_ENDPOINT
 * (`/v1/traces`; the exporter reads the standard OTEL_EXPORTER_OTLP_* variables, the SDK
 * OTEL_TRACES_SAMPLER and OTEL_BSP_*), and the instrumentations: node:http (a SERVER span per
 * request, continuing an incoming `traceparent`: the storefront's render and proxy send it to the
 * API), undici (a CLIENT span per call through Node's
 * fetch or @fastify/reply-from, sending `traceparent` on), and @fastify/otel (the Fastify request
 * and its handler, with the route pattern; hooks left out). Health checks and metrics scrapes are
 * not traced. Answers the function that exports what is left and stops.
 */
export function startTracing(service: TracedService): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: service.name,
      [ATTR_SERVICE_VERSION]: service.version,
    }).merge(detectResources({ detectors: [envDetector, hostDetector, processDetector] })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has(pathOf(req.url)),
      }),
      new UndiciInstrumentation(),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: ({ url }) => UNTRACED_PATHS.has(pathOf(url)),
      }),
    ],
  });
  return async () => {
    unregister();
    await provider.shutdown();
  };
}
