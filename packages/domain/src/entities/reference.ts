import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../constants.js';
import { IdSchema, limitedText } from './common.js';

/** A delivery city, town or borough. spec: ordering.md §3 City */
export const CitySchema = z.object({
  ODeliverCityNo: IdSchema,
  ODeliverCityName: z.string(),
  /** extension: the island the city is on, 1 Trinidad or 2 Tobago */
  ODeliverCountryNo: z.optional(z.union([z.literal(1), z.literal(2)])),
});
/** A city. */
export type City = z.infer<typeof CitySchema>;

/** The delivery cities (GetCityList's answer). spec: ordering.md §7 */
export const CityListSchema = z.array(CitySchema);

/** A payment method. spec: ordering.md §3 Payment method */
export const PaymentMethodSchema = z.object({
  PMNo: z.int(),
  PMName: z.string(),
});
/** A payment method. */
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** A shop; an unknown ShopNo answers without ShopName. spec: ordering.md §3 Shop, §4 direct order */
export const ShopSchema = z.object({
  ShopNo: z.int(),
  ShopName: z.optional(z.string()),
});
/** A shop. */
export type Shop = z.infer<typeof ShopSchema>;

/** Coupon validation request. spec: shopping.md §7, ordering.md §3 Coupon */
export const CouponRequestSchema = z.object({
  CouponCode: limitedText(TEXT_LIMITS.CODE, 'CouponCode'),
});
/** `{ CouponCode }` */
export type CouponRequest = z.infer<typeof CouponRequestSchema>;
/** Coupon validation answer: percent off when success. spec: shopping.md §7 */
export const CouponResponseSchema = z.object({
  success: z.boolean(),
  CouponDiscPercent: z.number().check(z.minimum(0), z.maximum(100)),
  msg: z.string(),
});
/** `{ success, CouponDiscPercent, msg }` */
export type CouponResponse = z.infer<typeof CouponResponseSchema>;

/** A customer's available cashback in TT$. spec: ordering.md §3 Cashback */
export const CashbackSchema = z.object({
  TotalCashback: z._default(z.number().check(z.nonnegative()), 0),
});
/** `{ TotalCashback }` */
export type Cashback = z.infer<typeof CashbackSchema>;
