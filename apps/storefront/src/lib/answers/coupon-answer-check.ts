import { inRange, isBool, isText, shapeOf } from './answer-shapes';

/**
 * validatecoupon's answer check: `{ success, CouponDiscPercent (0–100), msg }`, what
 * CouponResponseSchema accepts. A percent out of range or as text is the call's
 * error, so the cart never applies it. Imported by coupon-api.ts only.
 */
export const isCouponAnswer = shapeOf({
  success: isBool,
  CouponDiscPercent: inRange(0, 100),
  msg: isText,
});
