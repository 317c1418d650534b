import fp from 'fastify-plugin';
import { JOURNAL_BUDGET_BYTES, JournalBudget } from '../lib/journal-budget.js';
import { journalBody, journalHeaders, journalUrl } from '../lib/journal-redact.js';

/**
 * One received request as the journal keeps it. `time` is an ISO timestamp, `ms` the duration.
 * Credentials are redacted and the body bounded (see journal-redact.ts).
 */
export interface JournalEntry {
  method: string;
  /** The url, credential-like query parameters redacted. */
  url: string;
  /** Path without the query string. */
  path: string;
  /** A subset of the request headers, credential values redacted. */
  headers: Record<string, string>;
  /** The body, redacted, depth-bounded, over 8 KiB of JSON as `{ truncated, bytes, preview }`. */
  body: unknown;
  status: number;
  time: string;
  ms: number;
}

/** Most entries kept per session (oldest dropped). */
export const JOURNAL_LIMIT = 1000;

/** Bounds of the journal; each defaults to its constant. */
export interface JournalOptions {
  /** Most entries kept per session (default JOURNAL_LIMIT, 1,000). */
  maxEntriesPerSession?: number;
  /** Most bytes of entry JSON kept by all sessions together (default JOURNAL_BUDGET_BYTES, 32 MiB). */
  budgetBytes?: number;
}

/**
 * Whether a request only reads the test control: GET or HEAD of /__mock and below (the journal,
 * scenarios, sessions, orders and the control panel, which polls them). The journal skips these.
 */
function isControlRead(method: string, path: string): boolean {
  const lower = path.toLowerCase();
  return (
    (method === 'GET' || method === 'HEAD') && (lower === '/__mock' || lower.startsWith('/__mock/'))
  );
}

/**
 * Records every request (except the test control's reads, see isControlRead) in its session's
 * journal after the response is sent: method, url, a subset of headers, body, status and time.
 * Read it with GET /__mock/requests (also reachable through the storefront's /__mock proxy, for
 * e2e tests).
 * Credentials never enter it: Authorization keeps its scheme only, cookie and XSRF values and
 * password/token/secret-like keys at any depth of the body or query are '[redacted]'.
 * Memory is bounded: a body over 8 KiB of JSON is kept truncated, a session keeps its newest
 * `maxEntriesPerSession` entries, all sessions together at most `budgetBytes` (oldest dropped
 * first); bodies are cut 32 levels deep, so reading never fails on a deep one.
 */
export const journalPlugin = fp<JournalOptions>(
  async (app, opts) => {
    const maxEntries = opts.maxEntriesPerSession ?? JOURNAL_LIMIT;
    const budget = new JournalBudget<JournalEntry>(opts.budgetBytes ?? JOURNAL_BUDGET_BYTES);
    app.addHook('onResponse', async (request, reply) => {
      const session = request.mock;
      if (!session) return;
      const path = request.url.split('?')[0] ?? request.url;
      if (isControlRead(request.method, path)) return;
      const entry: JournalEntry = {
        method: request.method,
        url: journalUrl(request.url),
        path,
        headers: journalHeaders(request.headers),
        body: journalBody(request.body),
        status: reply.statusCode,
        time: new Date().toISOString(),
        ms: Math.round(reply.elapsedTime * 100) / 100,
      };
      session.journal.push(entry);
      if (session.journal.length > maxEntries)
        session.journal.splice(0, session.journal.length - maxEntries);
      budget.add(session.journal, entry, Buffer.byteLength(JSON.stringify(entry)));
    });
  },
  { name: 'journal', dependencies: ['store'] },
);
