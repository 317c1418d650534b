import { lookupCoupon } from '../../lib/coupons.js';
import { resolveCustomer } from '../../plugins/auth.js';
import { noteSnapshotLacks } from '../../lib/snapshot-note.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * POST /api/shop/validatecoupon — `{ success: true, CouponDiscPercent, msg }` for a valid code
 * (case-insensitive), else `{ success: false, CouponDiscPercent: 0, msg }`. A coupon a customer
 * earned is valid with that customer's bearer token only (`lookupCoupon`). Rate-limited per
 * client address so codes cannot be guessed (429 `{ msg, fields }`), one allowance shared with the
 * orders that carry a coupon (`couponAttempt`). Serving a
 * snapshot, an unknown code says in `x-mock-note` that the snapshot lacks it.
 * spec: shopping.md §7
 */
export const validateCoupon: ContractHandlerEntry<'validateCoupon'> = {
  handler: async (request, reply) => {
    const found = lookupCoupon(
      request.mock.state,
      request.body.CouponCode,
      await resolveCustomer(request),
    );
    if (!found.ok && found.unknown) noteSnapshotLacks(request, reply, 'coupon with this code');
    return {
      status: 200,
      body: found.ok
        ? { success: true, CouponDiscPercent: found.percent, msg: found.msg }
        : { success: false, CouponDiscPercent: 0, msg: found.msg },
    };
  },
  preHandler: [(request, reply) => request.server.couponAttempt(request, reply)],
};
