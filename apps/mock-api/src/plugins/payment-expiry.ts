import fp from 'fastify-plugin';
import { expirePayments } from '../lib/pending-payments.js';

/**
 * Before every request of a session, ends the card orders of that session whose payment window
 * ran out (see `expirePayments`): expiry is applied lazily, so a stopped clock or an idle session
 * costs nothing, and every answer (cashback, payment page, WipayReceive) already sees it.
 * issue 12 §10
 */
export const paymentExpiryPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (request.mock) expirePayments(request.mock.state, Date.now());
    });
  },
  { name: 'payment-expiry', dependencies: ['store'] },
);
