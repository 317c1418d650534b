import { PAYMENT_METHOD, SERVER_MESSAGES } from '@trini/domain';
import { countOrderCouponAttempt } from '../../lib/coupons.js';
import { checkOrder } from '../../lib/order-check.js';
import { storeOrder } from '../../lib/order-store.js';
import { resolveCustomer } from '../../plugins/auth.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import { oncePerKey } from '../../lib/idempotency.js';

/**
 * POST /api/shop/SaveOrder — checks and reprices the order (`checkOrder`), stores it as placed
 * under the next OrderNo and answers `{ success: true, msg, OrderNo }`; a refusal answers
 * `{ success: false, msg }`. An order with PMNo 1 (card) is refused: card orders are stored only
 * through GetWipayUrl (get-wipay-url.ts), pending until the payment page reports them paid.
 * Guests may order; a sent but invalid bearer token answers 401. An order applying a coupon counts
 * against validatecoupon's allowance (429 beyond it), and any refused code answers one message.
 * spec: ordering.md §4 submit, §7
 */
export const saveOrder: ContractHandlerEntry<'saveOrder'> = {
  handler: (request, reply) =>
    oncePerKey(request.mock.state, request, reply, 'saveOrder', async () => {
      const customer = await resolveCustomer(request);
      if (customer === null) return { status: 401, body: { msg: SERVER_MESSAGES.UNAUTHORIZED } };
      // A card order is only placed once paid, through GetWipayUrl's payment page.
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
    }),
  preHandler: [countOrderCouponAttempt],
};
