import fp from 'fastify-plugin';

/** One received request as the journal keeps it. `time` is an ISO timestamp, `ms` the duration. */
export interface JournalEntry {
  method: string;
  url: string;
  /** Path without the query string. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
  status: number;
  time: string;
  ms: number;
}

/** Most entries kept per session (oldest dropped). */
export const JOURNAL_LIMIT = 1000;

const SECRET_FIELDS = new Set(['Password', 'NewPassword', 'ConfirmPassword', 'PasswordConfirm']);

/** A body with password fields replaced by '[redacted]' (the journal never keeps a password). */
export function redactBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    out[key] = SECRET_FIELDS.has(key) ? '[redacted]' : value;
  return out;
}

const KEPT_HEADERS = [
  'content-type',
  'authorization',
  'origin',
  'x-mock-session',
  'x-xsrf-token',
  'user-agent',
];

/**
 * Records every request (except the journal's own reads) in its session's journal after the
 * response is sent: method, url, a subset of headers, body (passwords redacted), status and time.
 * Read it with GET /__mock/requests. spec: issue 3 §4 test control
 */
export const journalPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const session = request.mock;
      if (!session) return;
      const path = request.url.split('?')[0] ?? request.url;
      if (path.toLowerCase().startsWith('/__mock/requests')) return;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      session.journal.push({
        method: request.method,
        url: request.url,
        path,
        headers,
        body: redactBody(request.body),
        status: reply.statusCode,
        time: new Date().toISOString(),
        ms: Math.round(reply.elapsedTime * 100) / 100,
      });
      if (session.journal.length > JOURNAL_LIMIT)
        session.journal.splice(0, session.journal.length - JOURNAL_LIMIT);
    });
  },
  { name: 'journal', dependencies: ['store'] },
);
