import type { FastifyRequest } from 'fastify';
import type { PageObserver } from '../render-route.ts';
import type { StorefrontMetrics } from './storefront-metrics.ts';

/**
 * The page route's observer over `metrics`: each render goes into
 * `storefront_render_duration_seconds`, each answer of the page cache into
 * `storefront_page_cache_requests_total`, and each page request is labelled with its page's route
 * pattern in the request metrics (`routeOf`, see http-metrics.ts) instead of the catch-all `/*`.
 */
export function pageMetrics(metrics: StorefrontMetrics): {
  observer: PageObserver;
  routeOf: (req: FastifyRequest) => string | undefined;
} {
  const routes = new WeakMap<FastifyRequest, string>();
  return {
    observer: {
      rendered: (route, status, seconds) =>
        metrics.renderDuration.observe({ route, status_code: String(status) }, seconds),
      answered: (req, route, outcome) => {
        routes.set(req, route);
        if (outcome) metrics.cacheAnswer(outcome);
      },
    },
    routeOf: (req) => routes.get(req),
  };
}
