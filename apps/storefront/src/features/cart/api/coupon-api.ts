import { endpoints } from '@trini/domain';
import type { ContractResponse } from '@trini/domain';
import { api } from '@/lib/api';

/** POST /api/shop/validatecoupon { CouponCode } → { success, CouponDiscPercent, msg }. spec: shopping.md §7 */
export const couponApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateCoupon: build.mutation<ContractResponse<'validateCoupon'>, string>({
      query: (CouponCode) => ({
        url: endpoints.validateCoupon.path,
        method: endpoints.validateCoupon.method,
        body: { CouponCode },
      }),
    }),
  }),
});

export const { useValidateCouponMutation } = couponApi;
