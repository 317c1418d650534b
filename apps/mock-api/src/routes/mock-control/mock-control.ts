import type { FastifyInstance } from 'fastify';
import { ScenarioSchema } from '../../plugins/scenarios.js';
import { validationBody } from '../../plugins/errors.js';
import { FixturesSchema, addFixtures } from '../../lib/fixtures.js';
import type { z } from 'zod';
import type { JournalEntry } from '../../plugins/journal.js';

/** The journal filters: exact path, path prefix and method (each case-insensitive, optional). */
interface JournalQuery {
  path?: string;
  pathPrefix?: string;
  method?: string;
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

/** A zod failure as the API's 400 `{ msg, fields }` naming each path. */
function zodFailure(error: z.ZodError) {
  const issues = error.issues.map((i) => ({
    instancePath: `/${i.path.join('/')}`,
    message: i.message,
  }));
  return validationBody(issues, 'body');
}

/**
 * Test control, per session (x-mock-session header; default session without it):
 * - POST /__mock/reset — restores the seed state, empties journal and scenarios; `{ ok, session }`.
 * - GET /__mock/requests[?path=/api/shop/SaveOrder][&pathPrefix=/api/shop][&method=POST] — the
 *   request journal (filters case-insensitive, on the path without its query string);
 *   GET /__mock/requests/count with the same filters answers `{ session, count }` only.
 * - POST /__mock/scenarios — adds a scenario (see ScenarioSchema); answers `{ ok, scenarios }`.
 * - GET /__mock/scenarios — the active scenarios. DELETE /__mock/scenarios — clears them.
 * - POST /__mock/fixtures — adds products, customers (with a password), coupons, shops and cities
 *   to this session only (see FixturesSchema; 400 naming the zod path otherwise); answers
 *   `{ ok, session, added }`. issue 13 §4
 * spec: issue 3 §4 test control
 */
export async function mockControlRoutes(app: FastifyInstance): Promise<void> {
  const hide = { schema: { hide: true } };
  app.post('/__mock/reset', hide, async (request) => {
    app.sessions.reset(request.mock.id);
    return { ok: true, session: request.mock.id };
  });
  app.get<{ Querystring: JournalQuery }>('/__mock/requests', hide, async (request) => {
    const entries = filterJournal(request.mock.journal, request.query);
    return { session: request.mock.id, count: entries.length, requests: entries };
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
  app.delete('/__mock/scenarios', hide, async (request) => {
    request.mock.scenarios.length = 0;
    return { ok: true, scenarios: [] };
  });
}
