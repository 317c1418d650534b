import { SERVER_MESSAGES } from '@trini/domain';
import { countOrderCouponAttempt } from '../../lib/coupons.js';
import { checkOrder } from '../../lib/order-check.js';
import { storeOrder } from '../../lib/order-store.js';
import { holdPayment } from '../../lib/pending-payments.js';
import { resolveCustomer } from '../../plugins/auth.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import { oncePerKey } from '../../lib/idempotency.js';

/**
 * POST /api/shop/GetWipayUrl — the checks of SaveOrder (`checkOrder`; guests may order, a sent but
 * invalid bearer token answers 401; a coupon counts against validatecoupon's allowance), then stores a pending card-paid order, held for
 * settings.pendingPaymentMinutes, and answers `{ success: true, url }` with
 * url = PUBLIC_URL/wipay/pay/<paymentId> (the hosted payment page, routes/wipay/payment-page.ts;
 * the id is random, never the order number, so no one reaches another shopper's payment).
 * spec: ordering.md §4 submit, §7
 */
export const getWipayUrl: ContractHandlerEntry<'getWipayUrl'> = {
  handler: (request, reply) =>
    oncePerKey(request.mock.state, request, reply, 'getWipayUrl', async () => {
      const customer = await resolveCustomer(request);
      if (customer === null) return { status: 401, body: { msg: SERVER_MESSAGES.UNAUTHORIZED } };
      const state = request.mock.state;
      const check = checkOrder(state, request.body, customer);
      if (!check.ok) return { status: 200, body: { success: false, msg: check.msg } };
      const stored = storeOrder(
        state,
        { ...check.order, PMNo: 1, IsWipayPayment: 1, IsWipayPaymentPending: 1 },
        'pending-payment',
        customer,
      );
      const { settings } = request.server;
      const paymentId = holdPayment(
        state,
        stored,
        Date.now(),
        settings.pendingPaymentMinutes * 60_000,
      );
      const url = `${settings.publicUrl}/wipay/pay/${paymentId}`;
      return {
        status: 200,
        body: { success: true, msg: SERVER_MESSAGES.ORDER_PAYMENT_PENDING, url },
      };
    }),
  preHandler: [countOrderCouponAttempt],
};
