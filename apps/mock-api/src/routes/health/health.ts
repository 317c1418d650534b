import type { FastifyInstance } from 'fastify';

/** GET /health — `{ status: 'ok', uptimeSeconds }` for readiness checks. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { hide: true } }, async () => ({
    status: 'ok',
    uptimeSeconds: Math.round(process.uptime()),
  }));
}
