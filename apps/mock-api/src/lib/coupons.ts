import {
  MESSAGES,
  SERVER_MESSAGES,
  couponEarnedMessage,
  couponExpiredMessage,
} from '@trini/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MockState } from '../state/mock-state.js';
import type { StoredCustomer } from '../seed/types.js';

/**
 * A coupon lookup: the valid coupon's canonical code and percent, or the refusal message (and
 * `unknown` when no coupon has that code).
 */
export type CouponLookup =
  | { ok: true; code: string; percent: number; msg: string }
  | { ok: false; msg: string; unknown?: boolean };

/**
 * The customers who earned the coupon `code` (their `CouponCode`, compared case-insensitively):
 * an earned coupon is theirs alone. Empty for a shop-wide coupon.
 */
function earnersOf(state: MockState, code: string): StoredCustomer[] {
  const lower = code.toLowerCase();
  return state.customers.filter((c) => c.CouponCode?.toLowerCase() === lower);
}

/**
 * Looks a coupon code up case-insensitively (surrounding spaces ignored) for `customer` (the
 * request's valid bearer token's; null or undefined for a guest): a known, unexpired code is ok
 * with its percent; an expired one answers 'Coupon X has expired.'; an empty one 'Please enter a
 * coupon code'; anything else 'Invalid coupon code.'. A coupon a customer earned (their
 * `CouponCode`, shown in their user menu) is theirs: for anyone else it is 'Invalid coupon code.',
 * as an unknown code, so a guest learns nothing of another's coupon.
 * spec: shopping.md §7 validatecoupon; ordering.md §2 user menu (the earned coupon)
 */
export function lookupCoupon(
  state: MockState,
  rawCode: string,
  customer?: StoredCustomer | null,
): CouponLookup {
  const code = rawCode.trim();
  if (code === '') return { ok: false, msg: MESSAGES.COUPON_EMPTY };
  const coupon = state.coupons.find((c) => c.CouponCode.toLowerCase() === code.toLowerCase());
  if (!coupon) return { ok: false, msg: SERVER_MESSAGES.COUPON_INVALID, unknown: true };
  const earners = earnersOf(state, coupon.CouponCode);
  if (earners.length > 0 && !earners.some((c) => c.CustomerNo === customer?.CustomerNo))
    return { ok: false, msg: SERVER_MESSAGES.COUPON_INVALID };
  if (coupon.expired) return { ok: false, msg: couponExpiredMessage(coupon.CouponCode) };
  return {
    ok: true,
    code: coupon.CouponCode,
    percent: coupon.CouponDiscPercent,
    msg: couponEarnedMessage(coupon.CouponDiscPercent),
  };
}

/**
 * preHandler of the order routes (SaveOrder, GetWipayUrl): an order that applies a coupon
 * (CouponDiscPercent above 0, the only case its code is looked up) counts as a coupon attempt of
 * its client address (`couponAttempt`, validatecoupon's allowance), so codes cannot be guessed
 * through orders instead.
 */
export async function countOrderCouponAttempt(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const body = request.body as { CouponDiscPercent?: unknown } | undefined;
  if (typeof body?.CouponDiscPercent === 'number' && body.CouponDiscPercent > 0)
    await request.server.couponAttempt(request, reply);
}
