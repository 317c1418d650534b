import type { FastifyInstance } from 'fastify';
import { loginRoute, type LoginRouteOptions } from './login.js';
import { registerRoute } from './register.js';

/** Login and registration routes. spec: ordering.md §7 */
export async function authRoutes(app: FastifyInstance, opts: LoginRouteOptions): Promise<void> {
  await loginRoute(app, opts);
  await registerRoute(app);
}
