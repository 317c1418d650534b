import { MESSAGES, SERVER_MESSAGES } from '@trini/domain';
import { findOrder } from '../../lib/order-store.js';
import { verifyWipayReturn, wipayTotal } from '../../lib/wipay-hash.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * POST /api/shop/WipayReceive — the storefront forwards the provider's return parameters.
 * Answers `{ status: 'success', OrderNo }` only for a paid order whose hash, transaction id and
 * total are intact, exactly once (the order becomes placed); a replay, a tampered field or hash,
 * a declined/cancelled or unknown order answers `{ status: 'failed', msg }`. spec: ordering.md §7
 */
export const wipayReceive: ContractHandlerEntry<'wipayReceive'> = {
  handler: async (request) => {
    const b = request.body;
    const failed = (msg: string) => ({ status: 200 as const, body: { status: 'failed', msg } });
    if (!verifyWipayReturn(request.server.settings.wipaySecret, b, b.hash))
      return failed(SERVER_MESSAGES.PAYMENT_UNVERIFIED);
    const state = request.mock.state;
    const stored = findOrder(state, b.order_id);
    if (!stored) return failed(SERVER_MESSAGES.PAYMENT_UNKNOWN_ORDER);
    const payment = state.payments.get(stored.OrderNo);
    if (
      payment?.transactionId !== b.transaction_id ||
      wipayTotal(stored.order.TotalAmount) !== b.total
    ) {
      return failed(SERVER_MESSAGES.PAYMENT_UNVERIFIED);
    }
    if (payment.received || stored.status === 'placed')
      return failed(SERVER_MESSAGES.PAYMENT_ALREADY_PROCESSED);
    if (b.status !== 'success' || stored.status !== 'paid')
      return failed(SERVER_MESSAGES.PAYMENT_NOT_PAID);
    payment.received = true;
    stored.status = 'placed';
    stored.order = { ...stored.order, IsWipayPaymentPending: 0 };
    return {
      status: 200,
      body: { status: 'success', msg: MESSAGES.PAYMENT_PLACED, OrderNo: stored.OrderNo },
    };
  },
};
