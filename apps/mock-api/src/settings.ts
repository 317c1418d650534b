import { trimTrailingSlashes } from '@trini/domain';
import { TRUST_PROXY_EXPECTED, commaListEntries, isProxyAddress } from '@trini/server-kit';
import { z } from 'zod';
import { RATE_LIMITS } from './plugins/rate-limits.js';
import { DEFAULT_SEED } from './seed/index.js';
import { DATA_MODES, type DataMode } from './snapshot/snapshot-seed.js';

const DEFAULT_ORIGINS = [
  'http://127.0.0.1:4173',
  'http://localhost:4173',
  'http://127.0.0.1:5173',
  'http://localhost:5173',
];

/**
 * The published development secrets: usable only on a loopback address outside production (see
 * `secretProblems`), where nobody else can reach the mock.
 */
const DEV_SECRETS = {
  JWT_SECRET: 'dev-only-trini-mock-jwt-secret-change-me',
  WIPAY_SECRET: 'dev-only-trini-mock-wipay-secret',
} as const;

/** Shortest secret accepted where others can reach the server (characters). */
export const MIN_EXPOSED_SECRET_LENGTH = 32;

/** True for an address only this machine reaches: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase();
  if (h === 'localhost' || h === '::1' || h === '[::1]') return true;
  const parts = h.split('.');
  return (
    parts.length === 4 &&
    parts[0] === '127' &&
    parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)
  );
}

/**
 * Why the secrets cannot be used where the server is exposed (a token signed with the
 * published default read a customer's account): bound to a non-loopback HOST, or with
 * NODE_ENV=production, each secret must be set, not the published development default, and at
 * least MIN_EXPOSED_SECRET_LENGTH characters. Empty on loopback outside production.
 */
export function secretProblems(env: Record<string, string | undefined>, host: string): string[] {
  const exposed = !isLoopbackHost(host) || env.NODE_ENV === 'production';
  if (!exposed) return [];
  const where = env.NODE_ENV === 'production' ? 'with NODE_ENV=production' : `on HOST ${host}`;
  return (['JWT_SECRET', 'WIPAY_SECRET'] as const).flatMap((name) => {
    const value = env[name];
    if (value === undefined || value === DEV_SECRETS[name])
      return [`- ${name}: set your own secret ${where} (the development default is published)`];
    if (value.length < MIN_EXPOSED_SECRET_LENGTH)
      return [`- ${name}: use at least ${MIN_EXPOSED_SECRET_LENGTH} characters ${where}`];
    return [];
  });
}

const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/**
 * The environment variables the mock API reads, validated with zod. Every value has a default
 * suited to local development; the JWT and payment secrets have dev-only defaults.
 */
const EnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  SEED: z.coerce.number().int().default(DEFAULT_SEED),
  JWT_SECRET: z
    .string()
    .min(16, 'JWT_SECRET must be at least 16 characters')
    .default(DEV_SECRETS.JWT_SECRET),
  WIPAY_SECRET: z.string().min(16).default(DEV_SECRETS.WIPAY_SECRET),
  STOREFRONT_URL: z.url().default('http://127.0.0.1:4173'),
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: z.string().optional(),
  TOKEN_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60 * 60),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(RATE_LIMITS.login),
  RATE_LIMITS: flag.default(true),
  TRUST_PROXY: z
    .string()
    .max(2048)
    .default('loopback')
    .transform(commaListEntries)
    .refine((list) => list.every(isProxyAddress), TRUST_PROXY_EXPECTED),
  PENDING_PAYMENT_MINUTES: z.coerce.number().positive().default(30),
  LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  LATENCY_JITTER_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  LOG_REQUESTS: flag.default(true),
  METRICS: flag.default(true),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9465),
  MAX_SESSIONS: z.coerce.number().int().positive().default(500),
  DATA: z.string().min(1).max(4096).optional(),
  DATA_MODE: z.enum(DATA_MODES).default('replace'),
  STATE_FILE: z.string().min(1).max(4096).optional(),
  MOCK_CONTROLS: flag.optional(),
});

/** The environment variables the mock reads, in order (HOST, PORT, SEED…): every setting. */
export const SETTING_VARIABLES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

/** The mock API's validated settings. Durations in seconds, sizes in bytes. */
export interface Settings {
  /** Interface to listen on (default 127.0.0.1). */
  host: string;
  /** Port to listen on (default 3001; 0 picks a free one). */
  port: number;
  /** Seed number of the deterministic seed data. */
  seed: number;
  /** HS256 secret of customer tokens. */
  jwtSecret: string;
  /** HMAC-SHA256 secret of the payment return hash. */
  wipaySecret: string;
  /** Where the hosted payment page sends the browser back (…/wipay?status=…). */
  storefrontUrl: string;
  /** The mock's own public base address (payment page urls), no trailing slash. */
  publicUrl: string;
  /** Origins allowed by CORS (credentials allowed). */
  corsOrigins: string[];
  /** Customer token lifetime in seconds (default 24 h). */
  tokenLifetimeSeconds: number;
  /** Largest accepted request body in bytes (default 100 KB). */
  bodyLimitBytes: number;
  /** Logins allowed per minute per client address, whatever mock session (default 10). */
  loginRateLimit: number;
  /**
   * Rate limits on (default). `RATE_LIMITS=0` turns them off outside production, on loopback or
   * with the test controls on (MOCK_CONTROLS=1: a test's own stack, such as compose's in a
   * container, which anyone reaching it can reset anyway): for a test run whose every call comes
   * from one address (the e2e suite).
   */
  rateLimits: boolean;
  /**
   * The proxies in front of the mock (TRUST_PROXY: IPs, CIDR ranges or `loopback`, `linklocal`,
   * `uniquelocal`; default `loopback`, a storefront or dev proxy on this machine; empty trusts
   * none). A request from one of them is taken to come from the client its X-Forwarded-For names,
   * so the per-address rate limits count each shopper behind the storefront, not the storefront;
   * from any other peer the header is ignored, so a client cannot pick its own allowance. Name
   * the storefront's addresses when it runs elsewhere (containers, a cluster).
   */
  trustProxy: string[];
  /**
   * Minutes a card order may wait for its payment (default 30); then it expires and the cashback
   * it reserved goes back to the customer.
   */
  pendingPaymentMinutes: number;
  /** Latency added to every API call, ms (default 0): a slow network for development. */
  latencyMs: number;
  /** Up to this much more latency, at random per call, ms (default 0). */
  latencyJitterMs: number;
  /** Log every request (pino); off in tests and benchmarks. */
  logRequests: boolean;
  /**
   * `trini-mock start` serves `/metrics` (Prometheus text format) on METRICS_HOST:METRICS_PORT
   * (default on; METRICS=0 turns it off; see metrics/).
   */
  metrics: boolean;
  /** Interface of the metrics port (default 127.0.0.1: never the API's). */
  metricsHost: string;
  /** The metrics port (default 9465; 0 picks a free one). */
  metricsPort: number;
  /** Most mock sessions kept at once (least recently used are dropped). */
  maxSessions: number;
  /**
   * A snapshot folder to serve (`trini-mock record` or `import-har` wrote it); unset,
   * the seed. Read and validated when the app is built: a bad file stops it with one line.
   */
  data?: string | undefined;
  /** `replace` (default): the snapshot's catalogue alone; `overlay`: on top of the seed's. */
  dataMode: DataMode;
  /**
   * A JSON file that keeps the default session's state across restarts (STATE_FILE,
   * `--state-file`): customers, orders, card payments, reviews and counters. Read when the app is
   * built (a file that is corrupt, someone else's or of other data stops it with one line naming
   * the file, which is left untouched), created from the data served when missing, rewritten
   * atomically after changes and on close. Unset, the state lives in memory alone. See
   * plugins/state-file.ts.
   */
  stateFile?: string | undefined;
  /**
   * The test controls (MOCK_CONTROLS, `--mock-controls`): the `/__mock` routes (reset, scenarios,
   * fixtures, the request journal, sessions, orders, data and the control panel) and the isolated
   * sessions an `x-mock-session` header chooses. Unset, they are on for a loopback HOST outside
   * NODE_ENV=production (development and the tests) and off anywhere else; MOCK_CONTROLS=1 turns
   * them on (refused with NODE_ENV=production: `loadSettings` throws), MOCK_CONTROLS=0 off. Off, every
   * `/__mock` path answers 404, no request is kept in a journal, and every request uses the one
   * default session whatever `x-mock-session` it sends (see `mockControlsDefault`).
   */
  mockControls: boolean;
}

/**
 * Whether the test controls are on when MOCK_CONTROLS is unset: only on a loopback `host` outside
 * NODE_ENV=production, where nobody else can reach them. A shop's visitors must never be able to
 * set a password, add a coupon, read the journal or wipe the data.
 */
export function mockControlsDefault(
  env: Record<string, string | undefined>,
  host: string,
): boolean {
  return isLoopbackHost(host) && env.NODE_ENV !== 'production';
}

/**
 * Reads and validates the settings from an environment (default `process.env`).
 * Throws an Error listing every invalid variable, and one listing the secrets that are not safe
 * where the server is exposed (see `secretProblems`).
 */
export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid mock API settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems = secretProblems(env, e.HOST);
  if (!e.RATE_LIMITS && env.NODE_ENV === 'production')
    problems.push('- RATE_LIMITS: rate limits are never off with NODE_ENV=production');
  else if (!e.RATE_LIMITS && !isLoopbackHost(e.HOST) && e.MOCK_CONTROLS !== true)
    problems.push(
      '- RATE_LIMITS: rate limits can be turned off on a loopback HOST only, or for a test stack with MOCK_CONTROLS=1',
    );
  if (e.MOCK_CONTROLS === true && env.NODE_ENV === 'production')
    problems.push(
      '- MOCK_CONTROLS: the test controls (/__mock, x-mock-session) are never on with NODE_ENV=production; unset one of them',
    );
  if (problems.length > 0)
    throw new Error(`Refusing to start the mock API exposed like this:\n${problems.join('\n')}`);
  const publicUrl = trimTrailingSlashes(e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`);
  const corsOrigins = e.CORS_ORIGINS
    ? e.CORS_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : DEFAULT_ORIGINS;
  return {
    host: e.HOST,
    port: e.PORT,
    seed: e.SEED,
    jwtSecret: e.JWT_SECRET,
    wipaySecret: e.WIPAY_SECRET,
    storefrontUrl: trimTrailingSlashes(e.STOREFRONT_URL),
    publicUrl,
    corsOrigins,
    tokenLifetimeSeconds: e.TOKEN_LIFETIME_SECONDS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    rateLimits: e.RATE_LIMITS,
    trustProxy: e.TRUST_PROXY,
    pendingPaymentMinutes: e.PENDING_PAYMENT_MINUTES,
    latencyMs: e.LATENCY_MS,
    latencyJitterMs: e.LATENCY_JITTER_MS,
    logRequests: e.LOG_REQUESTS,
    metrics: e.METRICS,
    metricsHost: e.METRICS_HOST,
    metricsPort: e.METRICS_PORT,
    maxSessions: e.MAX_SESSIONS,
    data: e.DATA,
    dataMode: e.DATA_MODE,
    stateFile: e.STATE_FILE,
    mockControls: e.MOCK_CONTROLS ?? mockControlsDefault(env, e.HOST),
  };
}
