import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@trini/domain';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

/** A readable error answer: `msg` for people, `fields` naming what was wrong. */
export interface ErrorBody {
  msg: string;
  fields: string[];
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/**
 * Turns request validation issues into `{ msg, fields }`: fields are dotted paths
 * ('OrderProductList.0.Quantity') or the request part ('body') when the whole part is wrong.
 */
export function validationBody(issues: ValidationIssue[], context: string | undefined): ErrorBody {
  const part = context === 'querystring' ? 'query' : (context ?? 'request');
  const fields = [
    ...new Set(
      issues.map((i) => (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || part),
    ),
  ];
  const details = issues
    .slice(0, 5)
    .map((i) => {
      const field = (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || part;
      return `${field}: ${i.message ?? 'invalid'}`;
    })
    .join('; ');
  return { msg: `Invalid ${part}. ${details}`, fields };
}

function isResponseError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: string }).code === 'FST_ERR_RESPONSE_SERIALIZATION' &&
    isResponseSerializationError(error)
  );
}

/**
 * Error mapping: zod request validation → 400 `{ msg, fields }`; other client
 * errors (malformed JSON, body too large, wrong content type, rate limit) keep their 4xx status
 * with a readable `{ msg, fields }`; unknown routes → 404; a response breaking its contract or any
 * other unexpected error → 500 with a generic msg (logged). Also installs the JSON parser (an
 * empty JSON body parses as undefined, so the wishlist stub's empty POST is harmless) and a
 * urlencoded form parser (the hosted payment page).
 */
export const errorsPlugin = fp(
  async (app) => {
    const jsonParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void jsonParser(request, text, done);
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );

    app.setErrorHandler((error: FastifyError & { msg?: string }, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send(validationBody(error.validation, error.validationContext));
      }
      if (isResponseError(error)) {
        request.log.error(
          { err: error, cause: (error as { cause?: unknown }).cause },
          'response broke its contract',
        );
        return reply.code(500).send({ msg: SERVER_MESSAGES.INTERNAL_ERROR, fields: [] });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const fields = error.code?.startsWith('FST_ERR_CTP') ? ['body'] : [];
        const msg = error.msg ?? readableClientError(error);
        return reply.code(status).send({ msg, fields });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ msg: SERVER_MESSAGES.INTERNAL_ERROR, fields: [] });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      return reply
        .code(404)
        .send({ msg: `No such route: ${request.method} ${path}`, fields: ['url'] });
    });
  },
  { name: 'errors' },
);

function readableClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return SERVER_MESSAGES.BODY_TOO_LARGE;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body size did not match Content-Length.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty; send a JSON object.';
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        return `Malformed JSON body: ${error.message}`;
      return error.message || 'Bad request.';
  }
}
