import type { FastifyInstance } from 'fastify';
import { parseHostHeader } from './host-header.ts';

/**
 * The page a request with a malformed Host gets: the client's mistake, said plainly. The Host is
 * not repeated in it (it is whatever the client sent).
 */
export const BAD_HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request | Trini Online Store</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Bad request</h1><p>This request's Host header is not a valid host name, so the shop cannot tell which site was asked for. Check the address and try again.</p></body></html>`;

/**
 * Answers 400 (`BAD_HOST_PAGE`, `no-store`) to any request whose Host header is malformed (see
 * parseHostHeader: `a b`, `[::1`, `x:99999`, `:80`, `exa%mple.com`), before any route runs: a
 * client's mistake, never a 500, and never a page built from it. A request without Host (HTTP/1.0)
 * goes on; Node already answers 400 to an HTTP/1.1 request without one.
 */
export function hostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const host = req.headers.host;
    if (host === undefined || parseHostHeader(host)) return;
    await reply
      .code(400)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(BAD_HOST_PAGE);
  });
}
