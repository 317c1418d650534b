import { randomUUID } from 'node:crypto';
import { context, isSpanContextValid, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The request header that carries a request's id, in and out (and on to the API). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The longest request id taken from a request (longer ones are replaced). */
export const MAX_REQUEST_ID_LENGTH = 128;

/** A request id's characters: letters, digits and `_ . : @ / + = -` (UUIDs, ULIDs, base64). */
const REQUEST_ID_CHARACTERS = /^[\w.:@/+=-]+$/;

/**
 * The request id a client or a proxy in front sent in `x-request-id`, when it is sane: one value
 * of 1 to MAX_REQUEST_ID_LENGTH characters, each a letter, digit or one of `_ . : @ / + = -`
 * (nothing that could break a log line or a header). The length is checked first and the
 * pattern is one character class, so the check takes linear time whatever is sent. Undefined
 * otherwise.
 */
export function saneRequestId(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REQUEST_ID_LENGTH)
    return undefined;
  return REQUEST_ID_CHARACTERS.test(value) ? value : undefined;
}

/** The active span's ids as log fields (OpenTelemetry's names), when a span is active. */
export function traceLogFields():
  { trace_id: string; span_id: string; trace_flags: string } | undefined {
  const span = trace.getSpan(context.active())?.spanContext();
  if (!span || !isSpanContextValid(span)) return undefined;
  return {
    trace_id: span.traceId,
    span_id: span.spanId,
    trace_flags: span.traceFlags.toString(16).padStart(2, '0'),
  };
}

/**
 * Fastify's options for request ids and logs: each request's id (`request.id`, pino's `reqId`)
 * is the sane `x-request-id` it came with (saneRequestId) or a new UUID. pino logs JSON, and
 * every line of a request carries its `reqId` and, while tracing, its `trace_id`, `span_id` and
 * `trace_flags` (the request's server span, active when Fastify makes the request's logger).
 * With `logRequests` (LOG_REQUESTS) at `info`: a line as each request comes and one as it is
 * answered. Without, `quiet` says what is logged: `warn` (the storefront: only what went wrong, a
 * render or a background revalidation that failed, never a line per request) or `off` (the mock
 * API: nothing).
 */
export function requestLogOptions(
  logRequests: boolean,
  quiet: 'warn' | 'off' = 'warn',
): Pick<FastifyServerOptions, 'logger' | 'requestIdHeader' | 'genReqId' | 'childLoggerFactory'> {
  return {
    logger: logRequests ? { level: 'info' } : quiet === 'warn' ? { level: 'warn' } : false,
    requestIdHeader: false,
    genReqId: (req) => saneRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID(),
    childLoggerFactory: (logger, bindings, options) =>
      logger.child({ ...bindings, ...traceLogFields() }, options),
  };
}

/**
 * Sends each request's id back as `x-request-id`, for the shopper's or the operator's report (the
 * storefront sends its own request's id to the API, so both servers' logs name one request alike).
 */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}
