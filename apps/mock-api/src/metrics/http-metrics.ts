import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram } from 'prom-client';
import type { Registry } from 'prom-client';

/** Histogram buckets of request durations, in seconds (1 ms to 10 s). */
export const DURATION_BUCKETS_S = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/** The route label of a request whose route matched nothing. */
export const UNMATCHED = '(unmatched)';

/**
 * Records every answer in `registry` (issue 25): `http_requests_total` and
 * `http_request_duration_seconds` (histogram; Fastify's `reply.elapsedTime`, from the request's
 * arrival to the answer's end) by `method`, `route` (the route's pattern as registered, e.g.
 * `/api/Product/loadproduct` or `/media/*`; UNMATCHED when none matched: never the raw URL, so
 * the series stay few) and `status_code`.
 */
export const httpMetricsPlugin = fp<{ registry: Registry }>(
  async (app: FastifyInstance, { registry }) => {
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status code.',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, in seconds, by method, route pattern and status code.',
      labelNames,
      buckets: DURATION_BUCKETS_S,
      registers: [registry],
    });
    app.addHook('onResponse', async (req, reply) => {
      const labels = {
        method: req.method,
        route: req.routeOptions.url ?? UNMATCHED,
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'trini-mock-http-metrics' },
);
