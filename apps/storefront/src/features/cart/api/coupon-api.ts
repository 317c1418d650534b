import type { ContractResponse } from '@trini/domain';
import { api } from '@/lib/api';
import { contractCall } from '@/lib/contract-call';
import { answerSchema } from '@/lib/answers/answer-checks';
import { isCouponAnswer } from '@/lib/answers/coupon-answer-check';

/** POST /api/shop/validatecoupon { CouponCode } → { success, CouponDiscPercent, msg }. spec: shopping.md §7 */
export const couponApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateCoupon: build.mutation<ContractResponse<'validateCoupon'>, string>({
      responseSchema: answerSchema<ContractResponse<'validateCoupon'>>(
        'validatecoupon',
        isCouponAnswer,
      ),
      query: (CouponCode) => contractCall('validateCoupon', { body: { CouponCode } }),
    }),
  }),
});

export const { useValidateCouponMutation } = couponApi;
