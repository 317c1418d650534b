import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The page a request whose path cannot be read gets (a broken percent-encoding such as
 * `/search/%ff%fe` or `/search/%`): the client's mistake, said plainly, with a way back.
 */
export const BAD_URL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request | Trini Online Store</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Bad request</h1><p>This address could not be read: part of it is not valid. Check the address, or search again from the shop.</p><p><a href="/">Continue Shopping</a></p></body></html>`;

/**
 * Fastify's `frameworkErrors` for the storefront server: a path Fastify cannot decode
 * (FST_ERR_BAD_URL) answers 400 with `BAD_URL_PAGE` (`no-store`) instead of Fastify's JSON; any
 * other framework error keeps its status with a plain message.
 */
export function answerFrameworkError(
  error: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply
      .code(400)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(BAD_URL_PAGE);
    return;
  }
  void reply.code(error.statusCode ?? 400).send({ msg: error.message });
}
