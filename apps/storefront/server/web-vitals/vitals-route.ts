import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { VITALS_PATH } from '../../src/lib/web-vitals/report.ts';
import type { VitalsReport } from '../../src/lib/web-vitals/report.ts';
import { VITALS_BODY_LIMIT_BYTES, vitalsReportSchema } from './vitals-schema.ts';

/** Where an accepted report goes: the route pattern of its page, and its metrics. */
export type VitalsSink = (route: string, metrics: VitalsReport['metrics']) => void;

/**
 * `POST /vitals` (real-user web vitals): a browser's report of its page's LCP, INP,
 * CLS, TTFB and FCP (src/lib/web-vitals/send-vitals.ts), JSON of at most 4 KB. A valid report is
 * answered 204 and handed to `sink` with its page's route pattern (`routeOf(path)`, e.g.
 * `/productdetails/:ProductNo`); the path itself and anything else about the shopper is never
 * kept. A malformed one is answered 400 with the reason, a larger one 413, and a client sending
 * more than `perMinute` a minute gets 429 (@fastify/rate-limit, by client address, setting
 * VITALS_PER_MINUTE; behind a load balancer named in TRUST_PROXY, the shopper's address from its
 * X-Forwarded-For, otherwise the balancer's, shared by every shopper).
 */
export async function vitalsRoute(
  app: FastifyInstance,
  {
    routeOf,
    sink,
    perMinute,
  }: {
    routeOf: (path: string) => string;
    sink: VitalsSink;
    perMinute: number;
  },
): Promise<void> {
  await app.register(rateLimit, { global: false });
  app.post(
    VITALS_PATH,
    {
      bodyLimit: VITALS_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const parsed = vitalsReportSchema.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.join('.') || 'body';
        return reply
          .code(400)
          .send({ error: `Not a web vitals report: ${where}: ${issue?.message ?? 'invalid'}` });
      }
      const { path, metrics } = parsed.data;
      sink(routeOf(new URL(path, 'http://localhost').pathname), metrics);
      return reply.code(204).send();
    },
  );
}
