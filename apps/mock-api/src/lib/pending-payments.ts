import { randomBytes } from 'node:crypto';
import type { MockState } from '../state/mock-state.js';
import type { StoredOrder } from '../seed/types.js';
import { refundCashback } from './order-store.js';

/** Pending card orders of each session's state, so expiry never scans every stored order. */
const pendingByState = new WeakMap<MockState, Set<StoredOrder>>();

/** The shape of a payment id (`paymentId`): 16 random bytes in base64url. */
const PAYMENT_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Starts the payment window of a pending card order: it may be paid until `nowMs + windowMs`
 * (ms since the epoch, set as the order's `paymentExpiresAt`), on the page of its new
 * unguessable `paymentId`, which this answers.
 */
export function holdPayment(
  state: MockState,
  stored: StoredOrder,
  nowMs: number,
  windowMs: number,
): string {
  stored.paymentExpiresAt = nowMs + windowMs;
  stored.paymentId = randomBytes(16).toString('base64url');
  let pending = pendingByState.get(state);
  if (!pending) pendingByState.set(state, (pending = new Set()));
  pending.add(stored);
  return stored.paymentId;
}

/**
 * Holds again the payment window of every pending card order of `state` (a state read back from
 * the state file), so `expirePayments` ends them when their `paymentExpiresAt` passes.
 */
export function resumePayments(state: MockState): void {
  const pending = new Set(
    state.orders.filter((o) => o.status === 'pending-payment' && o.paymentExpiresAt !== undefined),
  );
  pendingByState.set(state, pending);
}

/** The card order whose payment page is `paymentId` (see holdPayment), or undefined. */
export function findPayment(state: MockState, paymentId: string): StoredOrder | undefined {
  if (!PAYMENT_ID.test(paymentId)) return undefined;
  return state.orders.find((o) => o.paymentId === paymentId);
}

/**
 * Ends the payment window of every pending card order of `state` whose time ran out at `nowMs`:
 * its status becomes 'expired' (the payment page and WipayReceive refuse it) and the cashback it
 * reserved goes back to the customer. Orders paid, declined or cancelled meanwhile are forgotten.
 * Answers how many expired. Cost: the number of orders still held, not all stored orders.
 * Without it a pending card order would hold the customer's cashback forever.
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
