import type { FastifyInstance } from 'fastify';
import { ROUTES } from '@trini/domain';

/** Most bytes of a login, registration or order form the fallback reads (and then drops). */
const FORM_BYTES_MAX = 16_384;

/**
 * The login, registration and checkout forms post (so a password or a shopper's details never go
 * into a URL); logging in and ordering need the app, which sends the call itself. A form the
 * browser sent without it (no JavaScript) is answered with a 303 back to its page,
 * which says that JavaScript is needed. The body is dropped unread; over FORM_BYTES_MAX bytes it
 * is refused with 413.
 */
export async function authFormFallback(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'buffer', bodyLimit: FORM_BYTES_MAX },
      (_req, _body, done) => done(null, null),
    );
    for (const path of [ROUTES.LOGIN, ROUTES.REGISTER, ROUTES.CHECKOUT])
      scope.post(path, async (_req, reply) =>
        reply.header('cache-control', 'no-store').redirect(path, 303),
      );
  });
}
