import fp from 'fastify-plugin';
import { expirePayments } from '../lib/pending-payments.js';

/**
 * Before every request of a session, ends the card orders of that session whose payment window
 * ran out (see `expirePayments`): expiry is applied lazily, so a stopped clock or an idle session
 * costs nothing, and every answer (cashback, payment page, WipayReceive) already sees it. A request
 * that expired some reports its session as changed (`SessionStore.changed`), whatever its method.
 */
export const paymentExpiryPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (request.mock && expirePayments(request.mock.state, Date.now()) > 0)
        request.server.sessions.changed(request.mock);
    });
  },
  { name: 'payment-expiry', dependencies: ['store'] },
);
