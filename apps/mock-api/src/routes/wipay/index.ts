import type { FastifyInstance } from 'fastify';
import { paymentPageRoutes } from './payment-page.js';
import { wipayReceiveRoute } from './wipay-receive.js';

/** The card payment: hosted payment page and the return confirmation. spec: ordering.md §7 */
export async function wipayRoutes(app: FastifyInstance): Promise<void> {
  await paymentPageRoutes(app);
  await wipayReceiveRoute(app);
}
