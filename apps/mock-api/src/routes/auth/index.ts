import type { FastifyInstance } from 'fastify';
import { loginRoute } from './login.js';
import { registerRoute } from './register.js';

/** Login and registration routes (rate-limited per client address, issue 12 §4). spec: ordering.md §7 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  await loginRoute(app);
  await registerRoute(app);
}
