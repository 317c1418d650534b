import { trimTrailingSlashes } from '@trini/domain';
import { z } from 'zod';
import { API_TIMEOUTS_MS } from './api-proxy.ts';
import { isLoopbackHost } from './origin/host-header.ts';
import {
  TRUST_PROXY_EXPECTED,
  commaListEntries,
  isHttpUrl,
  isProxyAddress,
  tracingEndpoint,
} from '@trini/server-kit';
import { freePortAfter } from '@trini/server-kit/ports';

/** True for an http(s) origin: scheme, host and port only (no path, query, fragment or user). */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      !/[?#]/.test(value) &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/**
 * A comma-separated setting as its trimmed, non-empty entries, each passing `valid` (`message`).
 */
function commaList(valid: (entry: string) => boolean, message: string) {
  return z
    .string()
    .max(2048)
    .default('')
    .transform(commaListEntries)
    .refine((list) => list.every(valid), message);
}

const ORIGIN_MESSAGE = "an origin such as 'https://shop.example' (scheme, host, port; no path)";

/**
 * The values of APP_START: when the boot script requests the app's code (ServerSettings.appStart).
 */
export const APP_STARTS = ['first-paint', 'with-page'] as const;
/** One of APP_STARTS. */
export type AppStart = (typeof APP_STARTS)[number];

/**
 * The environment variables of the storefront server, validated with zod. Every value has a
 * default for local use: the server then renders from the mock API on 127.0.0.1:3001.
 */
const EnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4173),
  API_ORIGIN: z.url().default('http://127.0.0.1:3001'),
  PUBLIC_ORIGIN: z.string().refine(isOrigin, ORIGIN_MESSAGE).optional(),
  ALLOWED_ORIGINS: commaList(isOrigin, `a comma-separated list of origins: each ${ORIGIN_MESSAGE}`),
  API_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  API_PROXY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .max(60_000)
    .default(API_TIMEOUTS_MS.response),
  API_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
  HTML_MAX_AGE_S: z.coerce.number().int().min(0).default(60),
  HTML_STALE_WHILE_REVALIDATE_S: z.coerce.number().int().min(0).default(300),
  RETRY_AFTER_S: z.coerce.number().int().positive().default(30),
  PAGE_CACHE: z
    .enum(['1', '0', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(1000),
  PAGE_CACHE_MAX_MB: z.coerce.number().positive().default(64),
  PAGE_CACHE_NOT_FOUND_S: z.coerce.number().int().min(0).default(10),
  APP_START: z.enum(APP_STARTS).default('first-paint'),
  METRICS: z
    .enum(['1', '0', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  VITALS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  TRUST_PROXY: commaList(isProxyAddress, TRUST_PROXY_EXPECTED),
  LOG_REQUESTS: z
    .enum(['1', '0', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  MOCK_CONTROLS: z
    .enum(['1', '0', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  SSR_CALLS: z
    .enum(['1', '0', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .trim()
    .refine((v) => v === '' || isHttpUrl(v), "an http(s) URL such as 'http://127.0.0.1:4318'")
    .optional(),
});

/**
 * The environment variables the storefront server reads as its settings (HOST, PORT,
 * API_ORIGIN…), in EnvSchema's order; tracing reads the standard OTEL_* ones besides.
 */
export const SETTING_VARIABLES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

/** The storefront server's settings. Times in ms or s as named. */
export interface ServerSettings {
  /** Interface to listen on (default 127.0.0.1). */
  host: string;
  /** Port to listen on (default 4173; 0 picks a free one). */
  port: number;
  /**
   * The API the server renders from and proxies /api, /media and /ERP to: the mock API by
   * default, the real backend by setting API_ORIGIN. No trailing slash.
   */
  apiOrigin: string;
  /**
   * This site's public origin for the pages' absolute URLs (canonical, Open Graph, JSON-LD):
   * 'https://shop.example', no trailing slash. Never taken from a request's Host (a shared cache
   * would serve a page linking to the Host's site to everyone). Unset, ALLOWED_ORIGINS' first,
   * else the server's own loopback address (a non-loopback HOST refuses to start without one of
   * the two). See origin/site-origin.ts.
   */
  publicOrigin: string | undefined;
  /**
   * More origins the site answers at (a second domain, `www.`), lower-case, no trailing slash: a
   * request whose Host is one of theirs gets its page built with that origin; any other Host gets
   * PUBLIC_ORIGIN (or the first of these).
   */
  allowedOrigins: string[];
  /** Time limit of one API call made while rendering (ms, default 5000). */
  apiTimeoutMs: number;
  /**
   * Time limit of a browser's API call through the shop's /api proxy (ms, default
   * API_TIMEOUTS_MS.response, 20,000): the answer's headers, then each pause in its body; past it
   * the shopper gets the shop's 504 `{ msg }`. Keep it below the limit of any proxy in front of
   * the shop (nginx's proxy_read_timeout), or the shopper meets that proxy's bare 504 instead.
   */
  apiProxyTimeoutMs: number;
  /**
   * Largest request body the API proxy passes on, in bytes (default 100 KB, the mock's limit); 413
   * beyond.
   */
  apiBodyLimitBytes: number;
  /** Pages' shared-cache lifetime (`s-maxage`, s; default 60), the page cache's too. */
  htmlMaxAgeS: number;
  /**
   * How long a CDN, and the page cache, may serve a stale page while it revalidates (s; default
   * 300).
   */
  htmlStaleWhileRevalidateS: number;
  /** `Retry-After` of the 503 page when the API cannot be reached (s; default 30). */
  retryAfterS: number;
  /**
   * The page cache on (default; PAGE_CACHE=0 turns it off): guests' pages are rendered once per
   * HTML_MAX_AGE_S and served from memory (see page-cache/page-store.ts).
   */
  pageCache: boolean;
  /** Most pages the page cache keeps (default 1000). */
  pageCacheMaxEntries: number;
  /**
   * Most bytes the page cache keeps, compressed copies included (PAGE_CACHE_MAX_MB, default 64 MB).
   */
  pageCacheMaxBytes: number;
  /** How long the page cache keeps a 404 page (s; default 10; 0 keeps none). */
  pageCacheNotFoundS: number;
  /**
   * When the page's boot script requests the app's code (APP_START, see src/boot/boot.js):
   * - `first-paint` (default): once the first screen's largest paint is on screen, so the code
   *   never takes the network from it;
   * - `with-page`: as soon as the head is parsed, at low priority, so the first screen's images
   *   share the network with the code.
   * `with-page` makes the dead window shorter, but Lighthouse's simulated LCP counts a module
   * script that finished before the observed paint as needed for it, and the observed
   * (unthrottled) load finishes the code first, so the page's LCP grows. The LCP budget (≤ 1.15x
   * the no-JS snapshot) is Lighthouse's, so `first-paint` is the default. Measure both with
   * `COMPARE_LIGHTHOUSE=1 pnpm --filter @trini/bench compare apps/storefront
   * apps/storefront@APP_START=with-page`; figures in docs/decisions/start-path.md.
   */
  appStart: AppStart;
  /**
   * Serve `/metrics` (Prometheus text format) on METRICS_HOST:METRICS_PORT (default on;
   * METRICS=0 turns it off; see metrics/).
   */
  metrics: boolean;
  /** Interface of the metrics port (default 127.0.0.1: never the public one). */
  metricsHost: string;
  /** The metrics port (default 9464; 0 picks a free one). */
  metricsPort: number;
  /**
   * Web vitals reports (POST /vitals) taken from one client address a minute (default 120; a
   * shopper sends one a page). Behind a load balancer every shopper shares its address: raise it
   * to the copy's expected intake. See web-vitals/vitals-route.ts.
   */
  vitalsPerMinute: number;
  /**
   * The load balancers and proxies in front of the server (TRUST_PROXY: IPs, CIDR ranges or
   * `loopback`, `linklocal`, `uniquelocal`; default none). A request from one of them is taken to
   * come from the client its `X-Forwarded-For` names (and `X-Forwarded-Proto`, `X-Forwarded-Host`
   * are believed), so the web vitals limit counts each shopper and the API gets the shopper's
   * address in `x-forwarded-for`, not the proxy's. With none, every request is its socket's
   * address: a client cannot choose its address by sending the header.
   */
  trustProxy: string[];
  /**
   * Log every request (LOG_REQUESTS=1; off by default, when nothing is logged): pino's JSON lines,
   * each with the request's id (`reqId`, from a sane `x-request-id` or new) and, while tracing,
   * its `trace_id` and `span_id` (see request-log.ts).
   */
  logRequests: boolean;
  /**
   * The mock API's test controls through this server (MOCK_CONTROLS=1; off by default), for
   * development and the e2e tests only: `/__mock` is proxied to the API and a request's
   * `x-mock-session` header (a test's mock session) is passed on to it, in the render and the API
   * proxy, and makes the page cache render the page for that request alone. Off, `/__mock` is the
   * shop's 404 and the header is dropped: no visitor can reach or multiply the mock's sessions.
   * Refused with NODE_ENV=production (see `loadServerSettings`), whatever HOST.
   */
  mockControls: boolean;
  /**
   * Pages carry the API calls behind their data (SSR_CALLS=1; off by default): each page's state
   * script gets `calls`, the contract request the render sent for each query it answered from
   * (src/app/ssr-state.ts SsrState.calls), which `trini-mock import-har` needs to rebuild a
   * browser's HAR of the storefront as backend exchanges. A development and recording aid only
   * (the browser never reads it): off, pages carry none and are that much lighter. Allowed
   * whatever NODE_ENV, so a production build can be recorded; nothing in it is secret (each
   * answer is in the page's state already).
   */
  ssrCalls: boolean;
  /**
   * Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT, the OpenTelemetry collector's OTLP/HTTP address,
   * e.g. `http://127.0.0.1:4318`; spans are posted as JSON to its `/v1/traces`): set, every
   * request is traced (its server span, the render, each API call, continued by the API through
   * `traceparent`); unset (default) or with OTEL_SDK_DISABLED=true, tracing is off and costs
   * nothing (undefined here). It is read before the server loads, by tracing.ts (main.ts's first
   * import); the standard OTEL_* variables apply (OTEL_SERVICE_NAME, default `trini-storefront`;
   * OTEL_TRACES_SAMPLER; OTEL_EXPORTER_OTLP_HEADERS; OTEL_SDK_DISABLED).
   */
  otlpEndpoint: string | undefined;
}

/**
 * Reads and validates the settings from an environment (default `process.env`). Throws an Error
 * listing every invalid variable, one per line; and one of a single line when HOST is not a
 * loopback address and neither PUBLIC_ORIGIN nor ALLOWED_ORIGINS is set (whatever NODE_ENV): such
 * a server could only build its pages' links from each request's Host, which a client chooses.
 * On a loopback HOST (`pnpm start`, the e2e tests, the bench) the origin defaults to the server's
 * own address. Throws one line, too, for MOCK_CONTROLS on with NODE_ENV=production: a shop's
 * visitors must never reach the mock's test controls (a proxy such as nginx on the same machine
 * connects over loopback, so where the server listens says nothing about who reaches it).
 */
export function loadServerSettings(
  env: Record<string, string | undefined> = process.env,
): ServerSettings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid storefront server settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!isLoopbackHost(e.HOST) && !e.PUBLIC_ORIGIN && e.ALLOWED_ORIGINS.length === 0)
    throw new Error(
      `Refusing to start the storefront server on HOST ${e.HOST} without PUBLIC_ORIGIN: set it to the shop's public address (e.g. https://shop.example), or ALLOWED_ORIGINS, so pages never take their links from a request's Host.`,
    );
  if (e.MOCK_CONTROLS && env.NODE_ENV === 'production')
    throw new Error(
      `Refusing to start the storefront server with MOCK_CONTROLS=${env.MOCK_CONTROLS} and NODE_ENV=production: the mock API's test controls (/__mock, x-mock-session) are for development and tests only. Unset MOCK_CONTROLS, or set NODE_ENV=development (or test) on a machine no shopper reaches.`,
    );
  return {
    host: e.HOST,
    port: e.PORT,
    apiOrigin: trimTrailingSlashes(e.API_ORIGIN),
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => new URL(o).origin),
    apiTimeoutMs: e.API_TIMEOUT_MS,
    apiProxyTimeoutMs: e.API_PROXY_TIMEOUT_MS,
    apiBodyLimitBytes: e.API_BODY_LIMIT_BYTES,
    htmlMaxAgeS: e.HTML_MAX_AGE_S,
    htmlStaleWhileRevalidateS: e.HTML_STALE_WHILE_REVALIDATE_S,
    retryAfterS: e.RETRY_AFTER_S,
    pageCache: e.PAGE_CACHE,
    pageCacheMaxEntries: e.PAGE_CACHE_MAX_ENTRIES,
    pageCacheMaxBytes: Math.round(e.PAGE_CACHE_MAX_MB * 1024 * 1024),
    pageCacheNotFoundS: e.PAGE_CACHE_NOT_FOUND_S,
    appStart: e.APP_START,
    metrics: e.METRICS,
    metricsHost: e.METRICS_HOST,
    metricsPort: e.METRICS_PORT,
    vitalsPerMinute: e.VITALS_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    logRequests: e.LOG_REQUESTS,
    mockControls: e.MOCK_CONTROLS,
    ssrCalls: e.SSR_CALLS,
    otlpEndpoint: tracingEndpoint(env),
  };
}

/**
 * The one line the storefront server prints when its port is taken (then it exits 1): the port,
 * and the setting that changes it, with `suggested` as the example (`freePortAfter` of @trini/server-kit/ports).
 */
export function portInUseMessage(host: string, port: number, suggested: number): string {
  return `Port ${port} on ${host} is already in use: set PORT to a free port, e.g. PORT=${suggested}.`;
}

/** The port of an http(s) origin, its scheme's default when it names none. */
function portOf(origin: string): number {
  const url = new URL(origin);
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/**
 * Listens with `listen`, turning "address in use" into the one line of portInUseMessage, which
 * suggests a port free now that is not the API's (the mock's, under `pnpm dev` and `pnpm start`).
 */
export async function listenOrExplain<T>(
  listen: () => Promise<T>,
  settings: Pick<ServerSettings, 'host' | 'port' | 'apiOrigin'>,
): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const suggested = await freePortAfter(settings.host, settings.port, [
      portOf(settings.apiOrigin),
    ]);
    throw new Error(portInUseMessage(settings.host, settings.port, suggested), { cause: error });
  }
}
