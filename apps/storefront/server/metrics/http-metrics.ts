import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorefrontMetrics } from './storefront-metrics.ts';

/** The route label of a request whose route matched nothing. */
export const UNMATCHED = '(unmatched)';

/**
 * Records every answer of `app` in `http_requests_total` and `http_request_duration_seconds`
 * (Fastify's `reply.elapsedTime`, from the request's arrival to the answer's end), labelled by
 * method, route and status code. The route is `routeOf(req)` when it names one (a page's own
 * route pattern), else the Fastify route's pattern (`/api/*`, `/health`), else UNMATCHED: never
 * the raw URL, so the series stay few.
 */
export function httpMetrics(
  app: FastifyInstance,
  metrics: StorefrontMetrics,
  routeOf: (req: FastifyRequest) => string | undefined,
): void {
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: req.method,
      route: routeOf(req) ?? req.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
