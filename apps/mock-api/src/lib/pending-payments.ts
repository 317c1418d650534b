import type { MockState } from '../plugins/store.js';
import type { StoredOrder } from '../seed/types.js';
import { refundCashback } from './order-store.js';

/** Pending card orders of each session's state, so expiry never scans every stored order. */
const pendingByState = new WeakMap<MockState, Set<StoredOrder>>();

/**
 * Starts the payment window of a pending card order: it may be paid until `nowMs + windowMs`
 * (ms since the epoch, set as the order's `paymentExpiresAt`). issue 12 §10
 */
export function holdPayment(
  state: MockState,
  stored: StoredOrder,
  nowMs: number,
  windowMs: number,
): void {
  stored.paymentExpiresAt = nowMs + windowMs;
  let pending = pendingByState.get(state);
  if (!pending) pendingByState.set(state, (pending = new Set()));
  pending.add(stored);
}

/**
 * Ends the payment window of every pending card order of `state` whose time ran out at `nowMs`:
 * its status becomes 'expired' (the payment page and WipayReceive refuse it) and the cashback it
 * reserved goes back to the customer. Orders paid, declined or cancelled meanwhile are forgotten.
 * Answers how many expired. Cost: the number of orders still held, not all stored orders.
 * issue 12 §10 (a pending card order held the customer's cashback forever)
 */
export function expirePayments(state: MockState, nowMs: number): number {
  const pending = pendingByState.get(state);
  if (!pending) return 0;
  let expired = 0;
  for (const stored of pending) {
    if (stored.status !== 'pending-payment') pending.delete(stored);
    else if ((stored.paymentExpiresAt ?? Infinity) <= nowMs) {
      stored.status = 'expired';
      refundCashback(state, stored);
      pending.delete(stored);
      expired += 1;
    }
  }
  return expired;
}
