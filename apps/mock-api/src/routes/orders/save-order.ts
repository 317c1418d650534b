import { PAYMENT_METHOD, SERVER_MESSAGES, contracts } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { checkOrder } from '../../lib/order-check.js';
import { storeOrder } from '../../lib/order-store.js';
import { holdPayment } from '../../lib/pending-payments.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { resolveCustomer } from '../../plugins/auth.js';

const unauthorized = { status: 401 as const, body: { msg: SERVER_MESSAGES.UNAUTHORIZED } };

/**
 * POST /api/shop/SaveOrder — checks and reprices the order (`checkOrder`), stores it as placed
 * under the next OrderNo and answers `{ success: true, msg, OrderNo }`; a refusal answers
 * `{ success: false, msg }`. An order with PMNo 1 (card) is refused: card orders are stored only
 * through GetWipayUrl, pending until the payment page reports them paid. Guests may order; a sent but invalid bearer token answers 401.
 * POST /api/shop/GetWipayUrl — the same checks, stores a pending card-paid order and answers
 * `{ success: true, url }` with url = PUBLIC_URL/wipay/pay/<OrderNo> (the hosted payment page).
 * spec: ordering.md §4 submit, §7
 */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, contracts.saveOrder, async (request) => {
    const customer = await resolveCustomer(request);
    if (customer === null) return unauthorized;
    // A card order is only placed once paid, through GetWipayUrl's payment page (issue 12 §8).
    if (request.body.PMNo === PAYMENT_METHOD.CARD)
      return {
        status: 200,
        body: { success: false, msg: SERVER_MESSAGES.ORDER_CARD_NEEDS_PAYMENT },
      };
    const state = request.mock.state;
    const check = checkOrder(state, request.body, customer);
    if (!check.ok) return { status: 200, body: { success: false, msg: check.msg } };
    const stored = storeOrder(
      state,
      { ...check.order, IsWipayPayment: 0, IsWipayPaymentPending: 0 },
      'placed',
      customer,
    );
    return {
      status: 200,
      body: { success: true, msg: SERVER_MESSAGES.ORDER_SAVED, OrderNo: stored.OrderNo },
    };
  });

  contractRoute(app, contracts.getWipayUrl, async (request) => {
    const customer = await resolveCustomer(request);
    if (customer === null) return unauthorized;
    const state = request.mock.state;
    const check = checkOrder(state, request.body, customer);
    if (!check.ok) return { status: 200, body: { success: false, msg: check.msg } };
    const stored = storeOrder(
      state,
      { ...check.order, PMNo: 1, IsWipayPayment: 1, IsWipayPaymentPending: 1 },
      'pending-payment',
      customer,
    );
    holdPayment(state, stored, Date.now(), app.settings.pendingPaymentMinutes * 60_000);
    const url = `${app.settings.publicUrl}/wipay/pay/${stored.OrderNo}`;
    return {
      status: 200,
      body: { success: true, msg: SERVER_MESSAGES.ORDER_PAYMENT_PENDING, url },
    };
  });
}
