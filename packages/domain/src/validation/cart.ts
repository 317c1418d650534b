import { MESSAGES } from '../messages.js';
import type { ValidationResult } from './result.js';
import { fail, OK, isBlank } from './result.js';

/**
 * The cart page's coupon entry: an empty code gives 'Please enter a coupon code'; a percent
 * already applied gives 'Coupon already applied' (nothing else happens). The server decides validity.
 * spec: shopping.md §5 coupon on cart page, ordering.md §5
 */
export function validateCouponEntry(input: {
  CouponCode?: string | null;
  CouponDiscPercent?: number | null;
}): ValidationResult {
  if (isBlank(input.CouponCode)) return fail('CouponCode', MESSAGES.COUPON_EMPTY);
  if ((input.CouponDiscPercent ?? 0) > 0)
    return fail('CouponCode', MESSAGES.COUPON_ALREADY_APPLIED);
  return OK;
}

/**
 * A sold-out product (IsSoldOut) cannot be added to the cart or bought now:
 * 'Item is sold out. Please select other item'. spec: shopping.md §5, §8
 */
export function canAddToCart(product: { IsSoldOut?: boolean | null }): ValidationResult {
  return product.IsSoldOut ? fail('IsSoldOut', MESSAGES.SOLD_OUT) : OK;
}

/**
 * Mobile numbers are exactly 7 digits after the fixed +1(868) prefix ('Phone Number is invalid.
 * Please enter 7 digits.' otherwise). spec: ordering.md §9
 */
export function validateMobile(mobile: string | null | undefined): ValidationResult {
  return /^\d{7}$/.test(String(mobile ?? '').trim())
    ? OK
    : fail('Mobile', MESSAGES.ORDER_PHONE_INVALID);
}
