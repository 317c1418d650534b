import type { ServerResponse } from 'node:http';
import { trimTrailingSlashes } from '@trini/domain';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** Faults a scenario can force on the answer. */
export const FAULTS = ['malformed-json', 'reset-after-headers', 'slow-body'] as const;

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * A forced behaviour for one route: a latency (ms), a status with a body, a dropped connection,
 * or a fault (`malformed-json`: the status, default 200, with a broken JSON body;
 * `reset-after-headers`: 200 headers, then the socket is destroyed; `slow-body`: half the body,
 * then the rest after `latencyMs`, default 2,000), for the next `times` calls (undefined = until
 * cleared). Paths match case-insensitively, without the query string; `method` undefined matches
 * every method; `query` and `bodyFields` (top-level fields, compared as values) narrow the match.
 */
export const ScenarioSchema = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    path: z.string().min(1).startsWith('/'),
    query: z.record(z.string(), z.string()).optional(),
    bodyFields: z.record(z.string(), scalar).optional(),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    status: z.number().int().min(100).max(599).optional(),
    body: z.unknown().optional(),
    dropConnection: z.boolean().optional(),
    fault: z.enum(FAULTS).optional(),
    times: z.number().int().positive().optional(),
  })
  .refine(
    (s) =>
      s.latencyMs !== undefined ||
      s.status !== undefined ||
      s.dropConnection === true ||
      s.fault !== undefined,
    { message: 'Give latencyMs, status, dropConnection or fault', path: ['status'] },
  );
/** A forced behaviour. */
export type Scenario = z.infer<typeof ScenarioSchema>;

/** What a scenario is matched against. */
export interface ScenarioRequest {
  method: string;
  path: string;
  /** The query string's fields as parsed (a repeated field is a list). */
  query?: Record<string, string | string[] | undefined>;
  body?: unknown;
}

function matches(s: Scenario, r: ScenarioRequest, lowerPath: string): boolean {
  if (s.method !== undefined && s.method !== r.method) return false;
  if ((trimTrailingSlashes(s.path.toLowerCase()) || '/') !== lowerPath) return false;
  for (const [key, value] of Object.entries(s.query ?? {}))
    if (String(r.query?.[key] ?? '') !== value) return false;
  const body =
    typeof r.body === 'object' && r.body !== null ? (r.body as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(s.bodyFields ?? {}))
    if (!Object.hasOwn(body, key) || body[key] !== value) return false;
  return true;
}

/** The first scenario of `list` matching a request, consuming one of its `times`. */
export function takeScenario(list: Scenario[], request: ScenarioRequest): Scenario | undefined {
  const lower = trimTrailingSlashes(request.path.toLowerCase()) || '/';
  const index = list.findIndex((s) => matches(s, request, lower));
  if (index < 0) return undefined;
  const scenario = list[index]!;
  if (scenario.times !== undefined) {
    if (scenario.times <= 1) list.splice(index, 1);
    else list[index] = { ...scenario, times: scenario.times - 1 };
  }
  return scenario;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Options of the scenarios plugin: a latency added to every API call (settings LATENCY_MS). */
export interface ScenariosOptions {
  /** Added to every non-/__mock call, ms (default 0). */
  latencyMs?: number;
  /** Up to this much more, chosen at random per call, ms (default 0). */
  jitterMs?: number;
}

const SLOW_BODY_DEFAULT_MS = 2000;

/** Marks an in-process answer whose connection a scenario dropped (see createMockFetch). */
export const DROPPED_HEADER = 'x-mock-dropped-connection';

/** Answers a forced fault on the raw socket (the reply is hijacked). */
async function sendFault(raw: ServerResponse, scenario: Scenario): Promise<void> {
  const body = JSON.stringify(scenario.body ?? { msg: 'A slow answer forced by a mock scenario.' });
  const status = scenario.status ?? 200;
  if (scenario.fault === 'malformed-json') {
    raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    raw.end('{"msg": "a broken answer forced by a mock scenario", ');
    return;
  }
  if (scenario.fault === 'reset-after-headers') {
    raw.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    raw.flushHeaders();
    raw.socket?.destroy();
    return;
  }
  raw.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  const half = Math.floor(body.length / 2);
  raw.write(body.slice(0, half));
  await sleep(scenario.latencyMs ?? SLOW_BODY_DEFAULT_MS);
  raw.end(body.slice(half));
}

/**
 * Applies the session's scenarios once the body is parsed (so they can match on it) and before
 * validation: waits latencyMs, then destroys the socket (dropConnection), forces a fault, or
 * answers the forced status and body (JSON; default `{ msg }`). Also adds the global latency with
 * its jitter to every call. /__mock routes are never affected.
 */
export const scenariosPlugin = fp<ScenariosOptions>(
  async (app, options) => {
    const latency = options.latencyMs ?? 0;
    const jitter = options.jitterMs ?? 0;
    app.addHook('preValidation', async (request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      if (path.toLowerCase().startsWith('/__mock')) return;
      if (latency > 0 || jitter > 0) await sleep(latency + Math.random() * jitter);
      const session = request.mock;
      if (!session || session.scenarios.length === 0) return;
      const scenario = takeScenario(session.scenarios, {
        method: request.method,
        path,
        query: request.query as ScenarioRequest['query'],
        body: request.body,
      });
      if (!scenario) return;
      if (scenario.latencyMs && scenario.fault !== 'slow-body') await sleep(scenario.latencyMs);
      if (scenario.dropConnection) {
        reply.hijack();
        if (Object.hasOwn(request.raw, '_lightMyRequest')) {
          // In-process (app.inject) there is no socket to destroy: the answer is marked instead,
          // and createMockFetch rejects it as a failed fetch.
          reply.raw.writeHead(502, { [DROPPED_HEADER]: '1' });
          reply.raw.end();
          return;
        }
        request.raw.socket?.destroy();
        return;
      }
      if (scenario.fault) {
        reply.hijack();
        await sendFault(reply.raw, scenario);
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
