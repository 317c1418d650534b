import { formatTTD } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { ScenarioSchema } from '../../plugins/scenarios.js';
import { validationBody } from '../../plugins/errors.js';
import { FixturesSchema, addFixtures } from '../../lib/fixtures.js';
import type { z } from 'zod';
import type { JournalEntry } from '../../plugins/journal.js';
import { DEFAULT_SESSION, type MockSession } from '../../plugins/store.js';
import type { OrderStatus, StoredOrder } from '../../seed/types.js';
import { dataRoutes } from './data.js';
import { panelRoutes } from './panel.js';

/**
 * The journal filters: exact path, path prefix and method (each case-insensitive, optional), and
 * `limit`, the newest entries kept of those matching.
 */
interface JournalQuery {
  path?: string;
  pathPrefix?: string;
  method?: string;
  limit?: string;
}

/** One live session as GET /__mock/sessions lists it. */
export interface SessionSummary {
  id: string;
  /** Entries in its journal. */
  requests: number;
  /** Time of its newest journal entry (ISO), null before any. */
  lastActivity: string | null;
  scenarios: number;
  /** Orders placed in it (the seeded past purchases not counted). */
  orders: number;
}

/** An order placed in a session as GET /__mock/orders lists it. */
export interface PlacedOrder {
  OrderNo: number;
  InvoiceBillNumber: string;
  OrderDate: string;
  status: OrderStatus;
  /** TotalAmount, TT$. */
  total: number;
  /** The total as the shop shows it, e.g. 'TT$1,234.50'. */
  totalText: string;
  /** Payment method number (PMNo). */
  paymentMethod: number;
  customerName: string;
  customerMobile: string;
  /** Order lines. */
  lines: number;
}

/** The journal entries matching every filter given (path without its query string). */
function filterJournal(journal: readonly JournalEntry[], query: JournalQuery): JournalEntry[] {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined);
  const path = text(query.path);
  const prefix = text(query.pathPrefix);
  const method = text(query.method);
  return journal.filter((e) => {
    const p = e.path.toLowerCase();
    return (
      (path === undefined || p === path) &&
      (prefix === undefined || p.startsWith(prefix)) &&
      (method === undefined || e.method.toLowerCase() === method)
    );
  });
}

/** A stored order as GET /__mock/orders lists it. */
function placedOrder(stored: StoredOrder): PlacedOrder {
  const { order } = stored;
  return {
    OrderNo: stored.OrderNo,
    InvoiceBillNumber: stored.InvoiceBillNumber,
    OrderDate: stored.OrderDate,
    status: stored.status,
    total: order.TotalAmount,
    totalText: formatTTD(order.TotalAmount),
    paymentMethod: order.PMNo,
    customerName: order.CustomerName,
    customerMobile: order.CustomerMobile,
    lines: order.OrderProductList.length,
  };
}

/** A session's summary: journal size and newest entry, scenarios, orders placed. */
function sessionSummary(
  session: MockSession,
  placed: (s: MockSession) => StoredOrder[],
): SessionSummary {
  return {
    id: session.id,
    requests: session.journal.length,
    lastActivity: session.journal.at(-1)?.time ?? null,
    scenarios: session.scenarios.length,
    orders: placed(session).length,
  };
}

/** A zod failure as the API's 400 `{ msg, fields }` naming each path. */
function zodFailure(error: z.core.$ZodError) {
  const issues = error.issues.map((i) => ({
    instancePath: `/${i.path.join('/')}`,
    message: i.message,
  }));
  return validationBody(issues, 'body');
}

/**
 * Test control, per session (x-mock-session header; default session without it):
 * - POST /__mock/reset — restores the state of the data it serves (the seed, or its snapshot),
 *   empties journal and scenarios; `{ ok, session }`. The default session's state file (see
 *   plugins/state-file.ts) is rewritten before it answers.
 * - GET /__mock/requests[?path=/api/shop/SaveOrder][&pathPrefix=/api/shop][&method=POST][&limit=100]
 *   — the request journal (filters case-insensitive, on the path without its query string; `limit`
 *   keeps the newest matching entries, `count` still counts them all; 400 unless 1 or more);
 *   GET /__mock/requests/count with the same filters answers `{ session, count }` only.
 * - POST /__mock/scenarios — adds a scenario (see ScenarioSchema); answers `{ ok, scenarios }`.
 * - GET /__mock/scenarios — the active scenarios. DELETE /__mock/scenarios — clears them.
 * - POST /__mock/fixtures — adds products, customers (with a password), coupons, shops and cities
 *   to this session only (see FixturesSchema; 400 naming the zod path otherwise); answers
 *   `{ ok, session, added }`.
 * - GET /__mock/sessions — every live session, most recently active first, whatever the header:
 *   `{ sessions: [{ id, requests, lastActivity, scenarios, orders }] }` (journal entries, time of
 *   the newest or null, active scenarios, orders placed).
 * - GET /__mock/orders — the orders placed in this session, oldest first, the seeded past
 *   purchases left out: `{ session, count, orders: [{ OrderNo, InvoiceBillNumber, OrderDate,
 *   status, total, totalText, paymentMethod, customerName, customerMobile, lines }] }`.
 * - GET, POST, DELETE /__mock/data — the data the session serves: the seed or a snapshot folder
 *   (see dataRoutes).
 * - GET /__mock/ — the control panel page, with /__mock/panel.js, .css and .svg (see
 *   panelRoutes).
 * These reads (every GET under /__mock) stay out of the journal.
 */
export async function mockControlRoutes(app: FastifyInstance): Promise<void> {
  const hide = { schema: { hide: true } };
  app.post('/__mock/reset', hide, async (request) => {
    const session = app.sessions.reset(request.mock.id);
    if (session.id === DEFAULT_SESSION) await app.stateFile?.save();
    return { ok: true, session: request.mock.id };
  });
  app.get<{ Querystring: JournalQuery }>('/__mock/requests', hide, async (request, reply) => {
    const entries = filterJournal(request.mock.journal, request.query);
    const { limit } = request.query;
    if (limit !== undefined && !/^[1-9]\d*$/.test(String(limit))) {
      return reply
        .code(400)
        .send({ msg: 'limit must be a whole number from 1.', fields: ['limit'] });
    }
    const kept = limit === undefined ? entries : entries.slice(-Number(limit));
    return { session: request.mock.id, count: entries.length, requests: kept };
  });
  app.get<{ Querystring: JournalQuery }>('/__mock/requests/count', hide, async (request) => ({
    session: request.mock.id,
    count: filterJournal(request.mock.journal, request.query).length,
  }));
  app.post('/__mock/scenarios', hide, async (request, reply) => {
    const parsed = ScenarioSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(zodFailure(parsed.error));
    request.mock.scenarios.push(parsed.data);
    return { ok: true, scenarios: request.mock.scenarios };
  });
  app.post('/__mock/fixtures', hide, async (request, reply) => {
    const parsed = FixturesSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send(zodFailure(parsed.error));
    const added = await addFixtures(request.mock.state, parsed.data);
    return { ok: true, session: request.mock.id, added };
  });
  app.get('/__mock/scenarios', hide, async (request) => ({ scenarios: request.mock.scenarios }));
  let seeded: Set<number> | undefined;
  const placed = (session: MockSession) => {
    seeded ??= new Set(app.sessions.baseSeed().orders.map((o) => o.OrderNo));
    const known = seeded;
    return session.state.orders.filter((o) => !known.has(o.OrderNo));
  };
  app.get('/__mock/sessions', hide, async () => {
    const sessions = app.sessions.list().map((s) => sessionSummary(s, placed));
    const at = (s: SessionSummary) => s.lastActivity ?? '';
    sessions.sort((a, b) => at(b).localeCompare(at(a)));
    return { sessions };
  });
  app.get('/__mock/orders', hide, async (request) => {
    const orders = placed(request.mock).map(placedOrder);
    return { session: request.mock.id, count: orders.length, orders };
  });
  app.delete('/__mock/scenarios', hide, async (request) => {
    request.mock.scenarios.length = 0;
    return { ok: true, scenarios: [] };
  });
  await dataRoutes(app);
  await panelRoutes(app);
}
