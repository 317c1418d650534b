import { CouponResponseSchema } from '@trini/domain';
import type { ContractResponse } from '@trini/domain';
import { api } from '@/lib/api';
import { contractAnswer, contractCall } from '@/lib/contract-call';

/** POST /api/shop/validatecoupon { CouponCode } → { success, CouponDiscPercent, msg }. spec: shopping.md §7 */
export const couponApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateCoupon: build.mutation<ContractResponse<'validateCoupon'>, string>({
      responseSchema: contractAnswer('validateCoupon', CouponResponseSchema),
      query: (CouponCode) => contractCall('validateCoupon', { body: { CouponCode } }),
    }),
  }),
});

export const { useValidateCouponMutation } = couponApi;
