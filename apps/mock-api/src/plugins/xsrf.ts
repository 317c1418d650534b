import { randomUUID, timingSafeEqual } from 'node:crypto';

import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@trini/domain';

/** Cookie holding the XSRF token (readable by scripts so they can echo it). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header a mutating request must echo the cookie in. */
export const XSRF_HEADER = 'x-xsrf-token';
/** Form field accepted instead of the header (the hosted payment page's plain HTML forms). */
export const XSRF_FIELD = '_xsrf';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The XSRF token of this browser: the cookie's value, or a new one set on the response. */
    xsrfToken: string;
  }
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit XSRF protection (spec: shopping.md §7 generic HTTP client): every response to a
 * request without the `XSRF-TOKEN` cookie sets one (random, not httpOnly, SameSite=Lax, path /).
 * A POST/PUT/PATCH/DELETE carrying the cookie must carry the same value in `X-XSRF-TOKEN` (or the
 * `_xsrf` form field), else 403 `{ msg: 'Missing or invalid XSRF token.' }`. Requests without the
 * cookie (server-to-server, tests) and the /__mock test-control routes pass.
 */
export const xsrfPlugin = fp(
  async (app) => {
    app.decorateRequest('xsrfToken', '');
    app.addHook('onRequest', async (request) => {
      request.xsrfToken = request.cookies[XSRF_COOKIE] || randomUUID();
    });
    app.addHook('preValidation', async (request, reply) => {
      if (!MUTATING.has(request.method)) return;
      if (request.url.toLowerCase().startsWith('/__mock/')) return;
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) return;
      const header = request.headers[XSRF_HEADER];
      const body = request.body as Record<string, unknown> | null | undefined;
      const field = body && typeof body === 'object' ? body[XSRF_FIELD] : undefined;
      const echoed = typeof header === 'string' ? header : typeof field === 'string' ? field : '';
      if (!same(echoed, cookie)) return reply.code(403).send({ msg: SERVER_MESSAGES.XSRF_INVALID });
    });
    app.addHook('onSend', async (request, reply) => {
      if (!request.cookies[XSRF_COOKIE] && request.xsrfToken) {
        reply.setCookie(XSRF_COOKIE, request.xsrfToken, {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
        });
      }
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
