import { trimTrailingSlashes } from '@trini/domain';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * A forced behaviour for one route: a latency (ms), a status with a body, or a dropped
 * connection, for the next `times` calls (undefined = until cleared). Paths match
 * case-insensitively, without the query string; `method` undefined matches every method.
 */
export const ScenarioSchema = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    path: z.string().min(1).startsWith('/'),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    status: z.number().int().min(100).max(599).optional(),
    body: z.unknown().optional(),
    dropConnection: z.boolean().optional(),
    times: z.number().int().positive().optional(),
  })
  .refine((s) => s.latencyMs !== undefined || s.status !== undefined || s.dropConnection === true, {
    message: 'Give latencyMs, status or dropConnection',
    path: ['status'],
  });
/** A forced behaviour. */
export type Scenario = z.infer<typeof ScenarioSchema>;

/** The first scenario of `list` matching a request, consuming one of its `times`. */
export function takeScenario(list: Scenario[], method: string, path: string): Scenario | undefined {
  const lower = trimTrailingSlashes(path.toLowerCase()) || '/';
  const index = list.findIndex(
    (s) =>
      (s.method === undefined || s.method === method) &&
      (trimTrailingSlashes(s.path.toLowerCase()) || '/') === lower,
  );
  if (index < 0) return undefined;
  const scenario = list[index]!;
  if (scenario.times !== undefined) {
    if (scenario.times <= 1) list.splice(index, 1);
    else list[index] = { ...scenario, times: scenario.times - 1 };
  }
  return scenario;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies the session's scenarios before routing work: waits latencyMs, then destroys the socket
 * (dropConnection) or answers the forced status and body (JSON; default `{ msg }`).
 * /__mock routes are never affected. spec: issue 3 §4 scenarios
 */
export const scenariosPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const session = request.mock;
      if (!session || session.scenarios.length === 0) return;
      const path = request.url.split('?')[0] ?? request.url;
      if (path.toLowerCase().startsWith('/__mock')) return;
      const scenario = takeScenario(session.scenarios, request.method, path);
      if (!scenario) return;
      if (scenario.latencyMs) await sleep(scenario.latencyMs);
      if (scenario.dropConnection) {
        reply.hijack();
        request.raw.socket?.destroy();
        return;
      }
      if (scenario.status !== undefined) {
        const body =
          scenario.body === undefined
            ? { msg: `Forced status ${scenario.status} by a mock scenario.` }
            : scenario.body;
        return reply
          .code(scenario.status)
          .header('content-type', 'application/json; charset=utf-8')
          .send(JSON.stringify(body));
      }
    });
  },
  { name: 'scenarios', dependencies: ['store'] },
);
