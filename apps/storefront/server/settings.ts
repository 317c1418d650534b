import { trimTrailingSlashes } from '@trini/domain';
import { z } from 'zod';

/**
 * The environment variables of the storefront server, validated with zod. Every value has a
 * default for local use: the server then renders from the mock API on 127.0.0.1:3001.
 */
const EnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4173),
  API_ORIGIN: z.url().default('http://127.0.0.1:3001'),
  PUBLIC_ORIGIN: z.url().optional(),
  API_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  API_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
  HTML_MAX_AGE_S: z.coerce.number().int().min(0).default(60),
  HTML_STALE_WHILE_REVALIDATE_S: z.coerce.number().int().min(0).default(300),
  RETRY_AFTER_S: z.coerce.number().int().positive().default(30),
  LOG_REQUESTS: z
    .enum(['1', '0', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

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
   * This site's public origin for canonical and Open Graph URLs ('https://shop.example'); unset,
   * it is taken from each request's Host header (right for a direct or proxied visit that keeps
   * the Host). No trailing slash.
   */
  publicOrigin: string | undefined;
  /** Time limit of one API call made while rendering (ms, default 5000). */
  apiTimeoutMs: number;
  /** Largest request body the API proxy passes on, in bytes (default 100 KB, the mock's limit); 413 beyond. */
  apiBodyLimitBytes: number;
  /** Pages' shared-cache lifetime (`s-maxage`, s; default 60). */
  htmlMaxAgeS: number;
  /** How long a CDN may serve a stale page while it revalidates (s; default 300). */
  htmlStaleWhileRevalidateS: number;
  /** `Retry-After` of the 503 page when the API cannot be reached (s; default 30). */
  retryAfterS: number;
  /** Log every request (pino). */
  logRequests: boolean;
}

/**
 * Reads and validates the settings from an environment (default `process.env`). Throws an Error
 * listing every invalid variable, one per line.
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
  return {
    host: e.HOST,
    port: e.PORT,
    apiOrigin: trimTrailingSlashes(e.API_ORIGIN),
    publicOrigin: e.PUBLIC_ORIGIN ? trimTrailingSlashes(e.PUBLIC_ORIGIN) : undefined,
    apiTimeoutMs: e.API_TIMEOUT_MS,
    apiBodyLimitBytes: e.API_BODY_LIMIT_BYTES,
    htmlMaxAgeS: e.HTML_MAX_AGE_S,
    htmlStaleWhileRevalidateS: e.HTML_STALE_WHILE_REVALIDATE_S,
    retryAfterS: e.RETRY_AFTER_S,
    logRequests: e.LOG_REQUESTS,
  };
}

/**
 * The one line the storefront server prints when its port is taken (then it exits 1): the port,
 * and the setting that changes it.
 */
export function portInUseMessage(host: string, port: number): string {
  return `Port ${port} on ${host} is already in use: set PORT to a free port, e.g. PORT=${port + 1}.`;
}

/** Listens with `listen`, turning "address in use" into the one line of portInUseMessage. */
export async function listenOrExplain<T>(
  listen: () => Promise<T>,
  settings: Pick<ServerSettings, 'host' | 'port'>,
): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new Error(portInUseMessage(settings.host, settings.port), { cause: error });
    throw error;
  }
}
