import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Longest piece of a bad address quoted back in a message (characters). */
const QUOTED_URL_MAX = 200;

/** The readable answer of each error Node's HTTP parser reports, by status code. */
const CLIENT_ERRORS: Record<number, { status: string; msg: string }> = {
  400: {
    status: 'Bad Request',
    msg: 'The request is not valid HTTP (check Content-Length and the request line).',
  },
  408: { status: 'Request Timeout', msg: 'The request took too long to arrive.' },
  431: {
    status: 'Request Header Fields Too Large',
    msg: 'The request headers are too large (the address, a cookie or a token is too long).',
  },
};

/** The status Node's HTTP parser error `code` stands for: 431 for oversized headers or address, 408, else 400. */
export function clientErrorStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: answers what Node's HTTP parser refused before any route ran
 * (oversized headers or address → 431, a timed-out request → 408, a body shorter or longer than
 * its Content-Length or a malformed request line → 400) with the API's `{ msg, fields }` body
 * instead of Fastify's `{ error, message, statusCode }`, then closes the connection (it cannot be
 * reused after a parse error).
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorStatus(error.code);
  const { status, msg } = CLIENT_ERRORS[code]!;
  const body = JSON.stringify({ msg, fields: code === 400 ? ['request'] : ['headers'] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Fastify's `frameworkErrors`: errors the router raises before a route runs (an address with a
 * broken percent-escape such as '/api/%zz' → FST_ERR_BAD_URL) answer 400 `{ msg, fields: ['url'] }`.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const url = request.raw.url ?? '';
  const quoted = url.length > QUOTED_URL_MAX ? `${url.slice(0, QUOTED_URL_MAX)}…` : url;
  const msg =
    error.code === 'FST_ERR_BAD_URL'
      ? `The address is not valid (a broken %-escape?): ${quoted}`
      : error.message || 'Bad request.';
  void reply.code(400).send({ msg, fields: ['url'] });
}
