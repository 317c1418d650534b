import proxy from '@fastify/http-proxy';
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { CART_COOKIE, COUPON_COOKIE, SERVER_MESSAGES } from '@trini/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '@trini/server-kit';

/**
 * The paths the server passes to the API unchanged, so the browser talks to one origin (cookies
 * such as XSRF-TOKEN stay first-party): the API, its media and banners, and the API's sitemap.xml
 * and robots.txt.
 */
export const PROXIED_PREFIXES = ['/api', '/media', '/ERP'] as const;

/**
 * The mock API's test controls and control panel (reset, scenarios, fixtures, the request
 * journal), passed on only with MOCK_CONTROLS (`mockControls`, development and the e2e tests):
 * otherwise they are the shop's 404, so no visitor of a shop can reset or read the API behind it.
 */
export const MOCK_CONTROLS_PREFIX = '/__mock';

/**
 * The request header naming a test's mock session (the mock API's `x-mock-session`): passed on to
 * the API, by the render and the proxy, only with MOCK_CONTROLS; otherwise dropped, so no visitor
 * can make the mock keep a session (a copy of its data) per value they send.
 */
export const MOCK_SESSION_HEADER = 'x-mock-session';

/** Single files the API serves for the site. */
export const PROXIED_FILES = ['/sitemap.xml', '/robots.txt'] as const;

/**
 * How long the proxy waits for the API by default, in ms: a connection, then the answer's headers
 * and each pause in its body (the server's API_PROXY_TIMEOUT_MS sets the second). Below the 30 s
 * a gateway in front of the shop (nginx's proxy_read_timeout in e2e/nginx/lb-test.conf) gives
 * this server: the shopper gets this server's readable 504, and a retry carries the same
 * Idempotency-Key, rather than a gateway's bare 504 while the API is still placing the order.
 */
export const API_TIMEOUTS_MS = { connect: 2_000, response: 20_000 } as const;

/** How the proxy reaches the API and what it lets through. */
export interface ApiProxyOptions {
  /** The API's origin, e.g. 'http://127.0.0.1:3001'. */
  apiOrigin: string;
  /** Largest request body passed on, in bytes (the mock API's own limit by default: 100 KB). */
  bodyLimitBytes: number;
  /**
   * Pass MOCK_CONTROLS_PREFIX and the MOCK_SESSION_HEADER on too (MOCK_CONTROLS: development, the
   * e2e tests); otherwise the prefix is the shop's 404 and the header is dropped.
   */
  mockControls: boolean;
  /** Waits for the API, ms (default API_TIMEOUTS_MS). */
  timeoutsMs?: { connect: number; response: number };
  /**
   * True when the shop is served over https for a request's Host (its site origin): the API's
   * cookies (XSRF-TOKEN) then go to the browser with `Secure` (default: never).
   */
  secureCookies?: (host: string | undefined) => boolean;
}

/**
 * Set-Cookie values with `Secure` added where it is missing (one value arrives as a string, though
 * Node's header type says a list).
 */
function withSecure(setCookie: string | string[]): string[] {
  return [setCookie]
    .flat()
    .map((value) =>
      value.split(';').some((part) => part.trim().toLowerCase() === 'secure')
        ? value
        : `${value}; Secure`,
    );
}

/**
 * Whether a request's answer may hold a customer's data or credentials: it carried a bearer token
 * or a cookie the API reads, or it is not a GET or HEAD (a login, a registration, an order).
 */
function isPrivateCall(request: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  return (
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    request.headers.authorization !== undefined
  );
}

/**
 * Answers 413 `{ msg, fields }` before proxying a body whose Content-Length is over the limit.
 * Streaming it would let the API answer 413 and close while the body is still being sent, which
 * reaches the browser as an empty 500/502.
 */
function refuseLargeBodies(limit: number) {
  // The proxy's preHandler is a callback hook: it answers, or calls `done` to go on.
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > limit)
      void reply.code(413).send({ msg: SERVER_MESSAGES.BODY_TOO_LARGE, fields: ['body'] });
    else done();
  };
}

/** The cookies that are the storefront's own, for its server alone: never sent on. */
const SHOP_COOKIES = new Set<string>([CART_COOKIE.NAME, COUPON_COOKIE.NAME]);

/**
 * A Cookie header without the storefront's own cookies (the cart and coupon copies its server
 * renders from): the API gets only the cookies that are its business (XSRF-TOKEN, its session).
 * Undefined when none is left.
 */
function apiCookies(cookie: string | string[] | undefined): string | undefined {
  if (typeof cookie !== 'string') return undefined;
  const kept = cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !SHOP_COOKIES.has(pair.split('=', 1)[0] ?? ''));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/**
 * Headers that concern one connection, not the request or answer (RFC 9110 §7.6.1, plus
 * `Expect`, which this server answers itself and the API client refuses to send): never passed
 * on, either way, nor is any header a Connection header names.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'proxy-connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
]);

/** `headers` without the hop-by-hop ones (HOP_BY_HOP) and those its Connection header names. */
function endToEndHeaders<T extends Record<string, unknown>>(headers: T): Partial<T> {
  const connection = headers.connection;
  const named = new Set(
    (typeof connection === 'string' ? connection : '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)),
  ) as Partial<T>;
}

/** A proxy failure (API down, reset or slow) as a readable 502/503/504 `{ msg, fields }`. */
function proxyFailure(error: Error & { statusCode?: number }): {
  status: number;
  body: object;
} {
  const status = error.statusCode === 503 || error.statusCode === 504 ? error.statusCode : 502;
  return {
    status,
    body: {
      msg: 'The shop service could not be reached. Please try again in a moment.',
      fields: [],
    },
  };
}

/**
 * Proxies PROXIED_PREFIXES and PROXIED_FILES to the API (@fastify/http-proxy), and the mock's
 * controls with `mockControls`, with every request
 * header (the Cookie header without the storefront's own cookies; the e2e tests'
 * `x-mock-session` only with `mockControls`), the shopper's address as X-Forwarded-For,
 * the request's id as X-Request-Id (its own, never a client's unchecked) and the API's own answer
 * headers; hop-by-hop headers (`Connection` and those it names, `Keep-Alive`, `Upgrade`, `Expect`,
 * …) are not passed on, either way. Bodies over `bodyLimitBytes` are refused with 413 and proxy failures answer a readable JSON error;
 * a chunked body without Content-Length is streamed as sent (the API applies its own limit).
 */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const timeouts = options.timeoutsMs ?? API_TIMEOUTS_MS;
  const common: Pick<
    FastifyHttpProxyOptions,
    'upstream' | 'preHandler' | 'replyOptions' | 'undici'
  > = {
    upstream: options.apiOrigin,
    undici: {
      connect: { timeout: timeouts.connect },
      headersTimeout: timeouts.response,
      bodyTimeout: timeouts.response,
    },
    preHandler: refuseLargeBodies(options.bodyLimitBytes),
    replyOptions: {
      // The shopper's address, for the API's per-client limits (the socket's, or the one a
      // TRUST_PROXY proxy names: a header the client sent itself is replaced, never passed on).
      // The request's id (@trini/server-kit), so the API's logs name the same request. The
      // storefront's own cookies stay here (apiCookies), and so does a mock session unless the
      // controls are on, and every hop-by-hop header (endToEndHeaders).
      rewriteRequestHeaders: (request, headers) => {
        const { cookie, [MOCK_SESSION_HEADER]: session, ...rest } = endToEndHeaders(headers);
        const kept = apiCookies(cookie);
        return {
          ...rest,
          ...(options.mockControls && session !== undefined
            ? { [MOCK_SESSION_HEADER]: session }
            : {}),
          ...(kept === undefined ? {} : { cookie: kept }),
          'x-forwarded-for': request.ip,
          [REQUEST_ID_HEADER]: request.id,
        };
      },
      // The API's cookies get `Secure` when the shop is served over https, and an answer to a
      // private call (isPrivateCall) without its own Cache-Control is `no-store`: no shared or
      // browser cache keeps a customer's data or a token.
      // The API's hop-by-hop headers (its `Connection: keep-alive`, `Keep-Alive: timeout=…`)
      // concern the connection between this server and the API: passed on, they replaced this
      // server's own, such as the `Connection: close` of a copy that is draining (a balancer
      // then kept sending requests on a connection the copy was about to close).
      rewriteHeaders: (headers, request) => {
        const out = endToEndHeaders(headers);
        const setCookie = out['set-cookie'];
        if (setCookie !== undefined && options.secureCookies?.(request?.headers.host))
          out['set-cookie'] = withSecure(setCookie);
        if (request && isPrivateCall(request) && out['cache-control'] === undefined)
          out['cache-control'] = 'no-store';
        return out;
      },
      onError: (reply, { error }) => {
        const { status, body } = proxyFailure(error);
        void reply.code(status).send(body);
      },
    },
  };
  const prefixes = options.mockControls
    ? [...PROXIED_PREFIXES, MOCK_CONTROLS_PREFIX]
    : PROXIED_PREFIXES;
  for (const prefix of prefixes)
    await app.register(proxy, { ...common, prefix, rewritePrefix: prefix });
  for (const file of PROXIED_FILES)
    await app.register(proxy, { ...common, prefix: file, rewritePrefix: file });
}
