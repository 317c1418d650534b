import { isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import { SERVER_MESSAGES, endpoints } from '@trini/domain';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LoginLockout, type LoginLockoutOptions } from '../lib/login-lockout.js';

/** Length of every rate-limit window, in milliseconds (one minute). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Requests one client address may make to each rate-limited route per RATE_LIMIT_WINDOW_MS,
 * counted across all its mock sessions (rotating `x-mock-session` gave 80 login
 * guesses without a 429, 750 coupon guesses/s found every code, 30 one-star reviews in 0.06 s
 * moved a rating 2.7 → 1.2). Beyond them the route answers 429 `{ msg, fields: [] }` with
 * Retry-After. Chosen so a real shopper never meets them:
 */
export const RATE_LIMITS = {
  /**
   * POST /api/Auth/CLogin and POST /api/customer/register together (one allowance, counted by
   * `accountAttempt`): a shopper mistyping a password a few times, or registering once, stays
   * far below; a register answer tells whether a mobile is registered, so it is one more guess
   * of the same kind. The default of settings.loginRateLimit (LOGIN_RATE_LIMIT), which buildApp
   * applies.
   */
  login: 10,
  /**
   * POST /api/shop/validatecoupon: the storefront validates a stored coupon once per full page
   * load (on the server for the cart and checkout, else in the browser), so this allows 20 page
   * loads a minute; its 429 keeps the shopper's coupon (it is no verdict on the code).
   */
  validateCoupon: 20,
  /** POST /api/trini/saveproductreview: nobody writes more than 5 honest reviews a minute. */
  saveProductReview: 5,
} as const;

/** A route with a rate limit (a key of RATE_LIMITS). */
export type RateLimitedRoute = keyof typeof RATE_LIMITS;

/**
 * A server's rate limits: omitted or `{}` enforces RATE_LIMITS, the default of every
 * server, loopback or not (a loopback mock behind the storefront's proxy is reachable by everyone);
 * an object overrides some limits (requests per window per address); `false` turns every limit
 * off, only for test servers whose many calls come from one address (the unit tests inject
 * everything from 127.0.0.1; the e2e mock runs with RATE_LIMITS=0, allowed on loopback only).
 */
export type RateLimitOptions = false | Partial<Record<RateLimitedRoute, number>>;

const MESSAGES: Record<RateLimitedRoute, string> = {
  login: SERVER_MESSAGES.LOGIN_RATE_LIMITED,
  validateCoupon: SERVER_MESSAGES.COUPON_RATE_LIMITED,
  saveProductReview: SERVER_MESSAGES.REVIEW_RATE_LIMITED,
};

/**
 * The rate-limit key of a client address: an IPv4 address (also when IPv4-mapped) as is, an IPv6
 * address by its /64 network (one subscriber holds a whole /64).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

// The decorations' types are named here, outside the augmentation: inside `declare module
// 'fastify'` a Fastify name resolves to the module itself, so the emitted .d.ts would drop the
// import and a consumer's compiler (skipLibCheck off) would not find the name.
/** A route's config (Fastify's `config`) carrying its rate limit. */
type RateLimitRouteConfig = FastifyContextConfig;
/** Counts one attempt of the request's client address; throws the 429 beyond the allowance. */
type AttemptCounter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config giving `route` its rate limit, or none when this server's limits are off. */
    rateLimitConfig: (route: RateLimitedRoute) => RateLimitRouteConfig;
    /**
     * Counts one coupon attempt of the request's client address against RATE_LIMITS.validateCoupon,
     * one allowance shared by validatecoupon and by SaveOrder and GetWipayUrl when they carry a
     * coupon (so codes cannot be guessed through an order instead); beyond it, throws the 429
     * (`{ msg, fields: [] }`, Retry-After). Does nothing when this server's limits are off.
     */
    couponAttempt: AttemptCounter;
    /**
     * Counts one login or registration of the request's client address against RATE_LIMITS.login
     * (settings.loginRateLimit), one allowance shared by CLogin and register (so mobiles cannot
     * be probed through registrations instead); beyond it, throws the 429 (`{ msg, fields: [] }`,
     * Retry-After; register's msg is SERVER_MESSAGES.REGISTER_RATE_LIMITED). Does nothing when
     * this server's limits are off.
     */
    accountAttempt: AttemptCounter;
    /**
     * Failed logins per mobile, whatever the address or session (lib/login-lockout.ts), or
     * undefined when this server's limits are off.
     */
    loginLockout: LoginLockout | undefined;
  }
}

/**
 * Registers @fastify/rate-limit for opted-in routes only (`global: false`) and decorates the app
 * with `rateLimitConfig(route)`, the route config a rate-limited route passes to contractRoute:
 * at most RATE_LIMITS[route] (or the override in `limits`) requests per RATE_LIMIT_WINDOW_MS per
 * client address (`clientKey(request.ip)`: the peer's, or the X-Forwarded-For of a proxy
 * settings.trustProxy names, such as the storefront's server; app.ts), whatever mock session
 * they use, counted per route in memory. A 429 answers `{ msg, fields: [] }` with the route's
 * SERVER_MESSAGES entry and the wait. Coupon attempts are counted by `couponAttempt` instead, one
 * allowance across the routes that check a code, and logins and registrations by
 * `accountAttempt`, one allowance across both. It also decorates the app with `loginLockout`,
 * the failed logins per mobile (`loginLockout` options: its clock and cap). `limits: false`
 * turns them all off.
 */
export const rateLimitsPlugin = fp<{
  limits?: RateLimitOptions;
  loginLockout?: LoginLockoutOptions;
}>(
  async (app, { limits = {}, loginLockout = {} }) => {
    await app.register(rateLimit, { global: false });
    const limitOf = (
      route: RateLimitedRoute,
      messageOf = (_request: FastifyRequest) => MESSAGES[route],
    ) => ({
      max: (limits === false ? undefined : limits[route]) ?? RATE_LIMITS[route],
      timeWindow: RATE_LIMIT_WINDOW_MS,
      keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
      errorResponseBuilder: (
        request: FastifyRequest,
        context: { statusCode: number; after: string },
      ) =>
        Object.assign(new Error(messageOf(request)), {
          statusCode: context.statusCode,
          msg: `${messageOf(request)} (retry in ${context.after})`,
        }),
    });
    app.decorate('rateLimitConfig', (route: RateLimitedRoute): FastifyContextConfig =>
      limits === false ? {} : { rateLimit: limitOf(route) },
    );
    // One limiter (one store) for every route that checks a coupon code.
    const coupons = limits === false ? undefined : app.rateLimit(limitOf('validateCoupon'));
    app.decorate('couponAttempt', async (request: FastifyRequest, reply: FastifyReply) => {
      await coupons?.call(app, request, reply);
    });
    // One limiter (one store) for login and registration.
    const registerPath = endpoints.register.path.toLowerCase();
    const accounts =
      limits === false
        ? undefined
        : app.rateLimit(
            limitOf('login', (request) =>
              request.url.toLowerCase().startsWith(registerPath)
                ? SERVER_MESSAGES.REGISTER_RATE_LIMITED
                : SERVER_MESSAGES.LOGIN_RATE_LIMITED,
            ),
          );
    app.decorate('accountAttempt', async (request: FastifyRequest, reply: FastifyReply) => {
      await accounts?.call(app, request, reply);
    });
    app.decorate('loginLockout', limits === false ? undefined : new LoginLockout(loginLockout));
  },
  { name: 'rate-limits' },
);
