import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { handleClientError, handleFrameworkError } from './framework-errors.js';
import { echoRequestId, requestLogOptions, trustProxyOption } from '@trini/server-kit';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { journalPlugin, type JournalOptions } from './plugins/journal.js';
import { paymentExpiryPlugin } from './plugins/payment-expiry.js';
import type { LoginLockoutOptions } from './lib/login-lockout.js';
import { rateLimitsPlugin, type RateLimitOptions } from './plugins/rate-limits.js';
import { scenariosPlugin } from './plugins/scenarios.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { storePlugin } from './plugins/store.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { xsrfPlugin } from './plugins/xsrf.js';
import { registerContractHandlers } from './plugins/contract-route.js';
import { handlers } from './routes/handlers.js';
import { healthRoutes } from './routes/health/health.js';
import { mediaRoutes } from './routes/media/media.js';
import { mockControlRoutes } from './routes/mock-control/mock-control.js';
import { siteFileRoutes } from './routes/seo/site-files.js';
import { paymentPageRoutes } from './routes/wipay/payment-page.js';
import { httpMetricsPlugin } from './metrics/http-metrics.js';
import { loadSettings, type Settings } from './settings.js';
import type { Registry } from 'prom-client';
import { loadSnapshot } from './snapshot/load-snapshot.js';
import type { Snapshot } from './snapshot/parse-snapshot.js';
import { servedData } from './snapshot/served-data.js';
import { stateFilePlugin } from './plugins/state-file.js';
import { readStateFile, type StateFile } from './state/state-file.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated settings the app was built with. */
    settings: Settings;
  }
}

/**
 * Options of the app that are not environment settings. Each has a default fit
 * for a server others can reach.
 */
export interface AppOptions {
  /**
   * Rate limits per client address (see RATE_LIMITS); default: enforced, login at
   * `settings.loginRateLimit`. `false` turns them off (test servers: every call from 127.0.0.1).
   */
  rateLimits?: RateLimitOptions;
  /**
   * The failed-login lock per mobile (lib/login-lockout.ts): its clock and its cap on tracked
   * mobiles; default Date.now and LOGIN_LOCKOUT_MAX_TRACKED. Off whenever the rate limits are.
   */
  loginLockout?: LoginLockoutOptions;
  /** Request journal bounds (entries per session, global byte budget); default: its constants. */
  journal?: JournalOptions;
  /**
   * A Prometheus registry (prom-client) to record every answer in (metrics/http-metrics.ts);
   * nothing is recorded without. `trini-mock start` serves it on its metrics port.
   */
  metrics?: Registry;
  /**
   * A snapshot already loaded (`loadSnapshot`) to serve in place of the folder `settings.data`
   * names, with `settings.dataMode`.
   */
  snapshot?: Snapshot;
  /**
   * The content of the state file `settings.stateFile` already read (`readStateFile`), or null
   * when there is none; omitted, the app reads it itself.
   */
  savedState?: StateFile | null;
}

/**
 * The whole mock API as a plugin (never listens): request metrics when given a registry, zod
 * validator and serializer, cookies, CORS for
 * the storefront origins with credentials, the rate limits per client address, error mapping,
 * per-session store (serving the seed, or the snapshot `settings.data` names or `snapshot`, issue
 * 26), the default session's state file with `settings.stateFile` (plugins/state-file.ts),
 * journal, scenarios, XSRF, auth, OpenAPI docs, then every contract's route
 * from its entry in `handlers` (routes/handlers.ts), and the routes no contract describes: the
 * hosted payment page, media, health, sitemap and robots.txt, and the `/__mock` controls.
 * Without `settings.mockControls` there are no `/__mock` routes (404), no journal, and one session
 * for every request whatever its `x-mock-session`.
 */
export const appPlugin = fp<{ settings: Settings } & AppOptions>(
  async (app, { settings, rateLimits, loginLockout, journal, metrics, snapshot, savedState }) => {
    app.decorate('settings', settings);
    if (metrics) await app.register(httpMetricsPlugin, { registry: metrics });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    await app.register(securityHeadersPlugin);
    await app.register(cookie);
    await app.register(cors, {
      origin: settings.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    });
    await app.register(rateLimitsPlugin, {
      limits:
        rateLimits === false || (rateLimits === undefined && !settings.rateLimits)
          ? false
          : { login: settings.loginRateLimit, ...rateLimits },
      ...(loginLockout ? { loginLockout } : {}),
    });
    await app.register(errorsPlugin);
    const data =
      snapshot ?? (settings.data === undefined ? undefined : await loadSnapshot(settings.data));
    await app.register(storePlugin, {
      seed: settings.seed,
      maxSessions: settings.maxSessions,
      sessions: settings.mockControls,
      ...(data ? { data: servedData(settings.seed, data, settings.dataMode) } : {}),
    });
    await app.register(stateFilePlugin, {
      path: settings.stateFile,
      saved:
        savedState === undefined
          ? settings.stateFile === undefined
            ? undefined
            : await readStateFile(settings.stateFile)
          : (savedState ?? undefined),
    });
    // The journal is read through the test controls alone: off, no request is kept.
    if (settings.mockControls) await app.register(journalPlugin, journal ?? {});
    await app.register(scenariosPlugin, {
      latencyMs: settings.latencyMs,
      jitterMs: settings.latencyJitterMs,
    });
    await app.register(paymentExpiryPlugin);
    await app.register(xsrfPlugin);
    await app.register(authPlugin, {
      jwtSecret: settings.jwtSecret,
      tokenLifetimeSeconds: settings.tokenLifetimeSeconds,
    });
    await app.register(swaggerPlugin, { publicUrl: settings.publicUrl });

    await app.register(async (routes: FastifyInstance) => {
      registerContractHandlers(routes, handlers);
      await paymentPageRoutes(routes);
      await mediaRoutes(routes);
      await healthRoutes(routes);
      await siteFileRoutes(routes, { storefrontUrl: settings.storefrontUrl });
      if (settings.mockControls) await mockControlRoutes(routes);
    });
  },
  { name: 'trini-mock-api' },
);

/**
 * Builds a ready (not listening) Fastify app. `overrides` replace settings read from the
 * environment (tests pass e.g. `{ logRequests: false }`). Paths match case-insensitively and
 * ignore a trailing slash; bodies above `bodyLimitBytes` answer 413. What fails before a route
 * runs (HTTP parse errors, bad addresses) answers `{ msg, fields }` too (framework-errors.ts).
 * Each request's id is the sane `x-request-id` it came with (the storefront sends its own) or a
 * new one, sent back as `x-request-id`; with `logRequests` its JSON log lines carry it and, while
 * tracing (tracing.ts), the trace and span ids (request-log.ts).
 * `options` (rate limits, journal bounds) default to what a server others can reach must use.
 * With `settings.data` (or `options.snapshot`) it serves that snapshot; a bad snapshot
 * file rejects with a SnapshotError naming the file and the zod path. With `settings.stateFile`
 * the default session's state is read from that file (a StateFileError naming it when it cannot
 * be used) and kept there; close the app to write it a last time.
 */
export async function buildApp(
  overrides: Partial<Settings> = {},
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const settings: Settings = { ...loadSettings(), ...overrides };
  // Read before the server exists, so a bad snapshot is the one line its SnapshotError says.
  const snapshot =
    options.snapshot ??
    (settings.data === undefined ? undefined : await loadSnapshot(settings.data));
  const savedState =
    options.savedState !== undefined || settings.stateFile === undefined
      ? options.savedState
      : ((await readStateFile(settings.stateFile)) ?? null);
  const app = Fastify({
    ...requestLogOptions(settings.logRequests, 'off'),
    bodyLimit: settings.bodyLimitBytes,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // The proxies TRUST_PROXY names (by default this machine's: the storefront's server, Vite's
    // dev proxy) pass the shopper's address in X-Forwarded-For, so rate limits count each shopper,
    // not the proxy; the header of any other peer is ignored (it could pick its own allowance).
    trustProxy: trustProxyOption(settings.trustProxy),
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
  });
  echoRequestId(app);
  await app.register(appPlugin, {
    settings,
    ...options,
    ...(snapshot ? { snapshot } : {}),
    ...(savedState === undefined ? {} : { savedState }),
  });
  await app.ready();
  return app;
}
