import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import type { Registry } from 'prom-client';

/** The route label of a request whose route matched nothing. */
export const UNMATCHED = '(unmatched)';

/** The labels of both HTTP series. */
type HttpLabel = 'method' | 'route' | 'status_code';

/** A server's HTTP series: requests answered, and their durations. */
export interface HttpMetricSeries {
  requests: Counter<HttpLabel>;
  duration: Histogram<HttpLabel>;
}

/**
 * Registers in `registry` the HTTP series both servers have: `http_requests_total`
 * and `http_request_duration_seconds` (histogram over `buckets`, in seconds), by `method`,
 * `route` and `status_code`.
 */
export function httpMetricSeries(registry: Registry, buckets: number[]): HttpMetricSeries {
  const labelNames: HttpLabel[] = ['method', 'route', 'status_code'];
  return {
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status code.',
      labelNames,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, in seconds, by method, route pattern and status code.',
      labelNames,
      buckets,
      registers: [registry],
    }),
  };
}

/**
 * Records every answer of `app` in `series` (Fastify's `reply.elapsedTime`, from the request's
 * arrival to the answer's end, in seconds). The route label is `routeOf(req)` when it names one
 * (the storefront's page route pattern), else the Fastify route's pattern (`/api/*`, `/media/*`,
 * `/health`), else UNMATCHED: never the raw URL, so the series stay few.
 */
export function recordHttpMetrics(
  app: FastifyInstance,
  series: HttpMetricSeries,
  routeOf: (req: FastifyRequest) => string | undefined = () => undefined,
): void {
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: req.method,
      route: routeOf(req) ?? req.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    series.requests.inc(labels);
    series.duration.observe(labels, reply.elapsedTime / 1000);
  });
}
