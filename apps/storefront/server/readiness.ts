import type { FastifyInstance } from 'fastify';

/** How long one look at the API may take before it counts as unreachable, in ms. */
export const READY_CHECK_TIMEOUT_MS = 1_000;

/** How long one look's verdict stands, in ms: probes from every node share it. */
export const READY_CHECK_TTL_MS = 2_000;

/**
 * A cached check of whether the API can be reached: it asks `GET {apiOrigin}/health` and counts
 * any answer under 500 as reachable (a backend without that path answers 404, and is up), a 5xx
 * (a gateway in front of a dead backend), a refused connection or no answer within `timeoutMs` as
 * unreachable. One look at a time, its verdict kept `ttlMs`.
 */
export function apiReachability(
  apiOrigin: string,
  {
    timeoutMs = READY_CHECK_TIMEOUT_MS,
    ttlMs = READY_CHECK_TTL_MS,
    now = Date.now,
  }: { timeoutMs?: number; ttlMs?: number; now?: () => number } = {},
): () => Promise<boolean> {
  let verdict: { reachable: boolean; at: number } | undefined;
  let looking: Promise<boolean> | undefined;
  const look = async (): Promise<boolean> => {
    try {
      const res = await fetch(`${apiOrigin}/health`, { signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      return res.status < 500;
    } catch {
      return false;
    }
  };
  return () => {
    if (verdict && now() - verdict.at < ttlMs) return Promise.resolve(verdict.reachable);
    looking ??= look()
      .then((reachable) => {
        verdict = { reachable, at: now() };
        return reachable;
      })
      .finally(() => {
        looking = undefined;
      });
    return looking;
  };
}

/**
 * `GET /ready`, the readiness probe (Kubernetes' readinessProbe): 200 `{"status":"ready"}` while the
 * API can be reached (`reachable`), else 503 `{"status":"api unreachable"}`, and 503
 * `{"status":"draining"}` while the server drains. A load balancer then sends shoppers to a copy
 * that can serve them; `/health` stays the liveness probe (the process answers), so an API outage
 * never restarts every copy.
 */
export function readinessRoute(
  app: FastifyInstance,
  reachable: () => Promise<boolean>,
  draining: () => boolean,
): void {
  app.get('/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (draining()) return reply.code(503).send({ status: 'draining' });
    if (!(await reachable())) return reply.code(503).send({ status: 'api unreachable' });
    return { status: 'ready' };
  });
}
