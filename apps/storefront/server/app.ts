import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import { API_TIMEOUTS_MS, apiProxy } from './api-proxy.ts';
import { PageStore } from './page-cache/page-store.ts';
import { renderRoute } from './render-route.ts';
import type { PageRenderer } from './render-page.ts';
import { authFormFallback } from './auth-form-fallback.ts';
import { searchRedirect } from './search-redirect.ts';
import { securityHeaders } from './security.ts';
import type { ContentSecurity } from './security.ts';
import { hostCheck } from './origin/host-check.ts';
import { siteOriginFor } from './origin/site-origin.ts';
import { observeApiCalls } from './metrics/api-calls.ts';
import { pageMetrics } from './metrics/page-metrics.ts';
import type { StorefrontMetrics } from './metrics/storefront-metrics.ts';
import type { ServerSettings } from './settings.ts';
import { staticFiles } from './static-files.ts';
import { answerFrameworkError } from './bad-url.ts';
import { apiReachability, readinessRoute } from './readiness.ts';
import {
  echoRequestId,
  recordHttpMetrics,
  requestLogOptions,
  trustProxyOption,
} from '@trini/server-kit';
import { vitalsRoute } from './web-vitals/vitals-route.ts';
import type { ConnectionDrain } from './shutdown/connection-drain.ts';

/** What the storefront server is built from. */
export interface StorefrontServerOptions {
  settings: ServerSettings;
  renderer: PageRenderer;
  /** The built client files to serve (production); absent in development, where Vite serves them. */
  clientDir?: string;
  /**
   * The Content-Security-Policy to send (production, with the template's inline scripts' hashes;
   * see security.ts), or `false` (development).
   */
  csp: ContentSecurity | false;
  /** Runs before the routes (development: Vite's middlewares). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** The page cache's clock, in ms (default Date.now; tests pass their own). */
  now?: () => number;
  /**
   * The metrics to record requests, renders, API calls and the page cache in (served apart, see
   * main.ts and metrics/); none are recorded without.
   */
  metrics?: StorefrontMetrics;
  /**
   * The shutdown drain (main.ts, on SIGTERM): while it drains, every answer closes its connection
   * and `/health` answers 503 `{"status":"draining"}` (shutdown/connection-drain.ts).
   */
  drain?: ConnectionDrain;
}

/**
 * The storefront's production server (Fastify; never listens, see main.ts): security headers,
 * a 400 for a malformed Host (origin/host-check.ts) or a path that cannot be decoded
 * (bad-url.ts), compression of pages and proxied answers (brotli at a fast level, or gzip), the
 * built files, the API proxy, `/health` (liveness) and `/ready` (readiness: the API can be
 * reached, readiness.ts), the browsers' web vitals (`POST /vitals`, web-vitals/), the search form's
 * redirect (search-redirect.ts), the login forms' fallback without JavaScript
 * (auth-form-fallback.ts), and server rendering of every other path, guests' pages through the
 * page cache (page-cache/, PAGE_CACHE); with `metrics`, every answer, render, API call and cache
 * answer is recorded there. Each request has an id (request-log.ts: a sane `x-request-id` it came
 * with, or a new one), sent back as `x-request-id` and on to the API; with LOG_REQUESTS=1 every
 * request's JSON log lines carry it and, while tracing (tracing.ts), its trace and span ids. It
 * keeps no state between requests but that cache of guests' pages, so it scales by running more
 * copies behind any load balancer.
 */
export async function buildStorefrontServer(
  options: StorefrontServerOptions,
): Promise<FastifyInstance> {
  const { settings } = options;
  const app = Fastify({
    ...requestLogOptions(settings.logRequests),
    // Only the proxies TRUST_PROXY names (settings.ts): otherwise X-Forwarded-For is ignored.
    trustProxy: trustProxyOption(settings.trustProxy),
    frameworkErrors: answerFrameworkError,
  });
  echoRequestId(app);
  const { metrics, drain } = options;
  drain?.attach(app);
  const pages = metrics ? pageMetrics(metrics) : undefined;
  if (metrics && pages) {
    recordHttpMetrics(app, metrics.http, pages.routeOf);
    const stop = observeApiCalls(settings.apiOrigin, metrics.apiCallDuration);
    app.addHook('onClose', async () => stop());
  }
  await securityHeaders(app, options.csp);
  hostCheck(app);
  // Reply.setCookie for the cart cookie a page sets (cart/{ProductNo}, render-route.ts).
  await app.register(cookie);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await options.beforeRoutes?.(app);
  if (options.clientDir) await staticFiles(app, options.clientDir);
  const siteOrigin = siteOriginFor(settings, () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : undefined;
  });
  await apiProxy(app, {
    apiOrigin: settings.apiOrigin,
    bodyLimitBytes: settings.apiBodyLimitBytes,
    mockControls: settings.mockControls,
    timeoutsMs: { connect: API_TIMEOUTS_MS.connect, response: settings.apiProxyTimeoutMs },
    secureCookies: (host) => siteOrigin(host).startsWith('https:'),
  });
  app.get('/health', async (_request, reply) =>
    drain?.draining ? reply.code(503).send({ status: 'draining' }) : { status: 'ok' },
  );
  readinessRoute(app, apiReachability(settings.apiOrigin), () => drain?.draining === true);
  await vitalsRoute(app, {
    routeOf: (path) => options.renderer.routePattern?.(path) ?? '/*',
    sink: (route, vitals) => metrics?.observeVitals(route, vitals),
    perMinute: settings.vitalsPerMinute,
  });
  searchRedirect(app);
  await authFormFallback(app);
  const cache = settings.pageCache
    ? new PageStore({
        maxEntries: settings.pageCacheMaxEntries,
        maxBytes: settings.pageCacheMaxBytes,
        maxAgeS: settings.htmlMaxAgeS,
        staleWhileRevalidateS: settings.htmlStaleWhileRevalidateS,
        notFoundS: settings.pageCacheNotFoundS,
        now: options.now,
        onBackgroundError: (key, error) =>
          app.log.error({ err: error, key }, 'page cache: rendering in the background failed'),
      })
    : undefined;
  if (metrics && cache) metrics.watchCache(() => ({ entries: cache.entries, bytes: cache.bytes }));
  await renderRoute(app, {
    settings,
    renderer: options.renderer,
    siteOrigin,
    cache,
    observer: pages?.observer,
  });
  return app;
}
