import type { FastifyInstance } from 'fastify';
import { ScenarioSchema } from '../../plugins/scenarios.js';
import { validationBody } from '../../plugins/errors.js';
import { FixturesSchema, addFixtures } from '../../lib/fixtures.js';
import type { z } from 'zod';

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
 * - GET /__mock/requests[?path=/api/shop/SaveOrder] — the request journal (path filter is
 *   case-insensitive, matches the path without the query string).
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
  app.get<{ Querystring: { path?: string } }>('/__mock/requests', hide, async (request) => {
    const filter = typeof request.query.path === 'string' ? request.query.path.toLowerCase() : '';
    const entries = filter
      ? request.mock.journal.filter((e) => e.path.toLowerCase() === filter)
      : request.mock.journal;
    return { session: request.mock.id, count: entries.length, requests: entries };
  });
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
