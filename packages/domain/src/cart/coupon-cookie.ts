import { STORAGE_KEYS, TEXT_LIMITS } from '../constants.js';
import { cookieValue } from './cookie-value.js';

/**
 * The coupon cookie (name `STORAGE_KEYS.COUPON_COOKIE`, `trini_coupon`): the coupon code the
 * shopper applied (a copy of local storage COUPONCODE, which stays the source), URI-encoded, so
 * the server renders the cart and checkout with it. The server never trusts it: it checks the
 * code with the API (ValidateCoupon) and takes the percent from that answer.
 * - MAX_CODE_LENGTH: the longest code kept (TEXT_LIMITS.CODE, 50 characters, as the order's
 *   CouponCode); a longer one is not written, and not read.
 * - MAX_AGE_S: the cookie's life, 30 days (2,592,000 s), renewed each time the coupon is applied
 *   (local storage has no end; the copy does).
 */
export const COUPON_COOKIE = {
  NAME: STORAGE_KEYS.COUPON_COOKIE,
  MAX_CODE_LENGTH: TEXT_LIMITS.CODE,
  MAX_AGE_S: 30 * 24 * 60 * 60,
} as const;

/** True when `text` holds a control character (below U+0020, or U+007F). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** True for a code the cookie keeps: 1 to MAX_CODE_LENGTH characters, none a control character. */
function isCookieCode(code: string): boolean {
  return code.length > 0 && code.length <= COUPON_COOKIE.MAX_CODE_LENGTH && !hasControl(code);
}

/**
 * The coupon cookie's value for `code` (trimmed, URI-encoded), or '' when there is none to keep
 * (blank, longer than COUPON_COOKIE.MAX_CODE_LENGTH, or with a control character): the caller
 * then removes the cookie.
 */
export function encodeCouponCookie(code: string): string {
  const trimmed = code.trim();
  return isCookieCode(trimmed) ? encodeURIComponent(trimmed) : '';
}

/**
 * The coupon code of a request's `Cookie` header (the first cookie named COUPON_COOKIE.NAME,
 * URI-decoded and trimmed), or null when there is none or it is not one `encodeCouponCookie`
 * writes (too long, a broken escape, a control character). Never throws. The code is unchecked:
 * ask the API (ValidateCoupon) before showing its discount.
 */
export function readCouponCookie(cookieHeader: string | null | undefined): string | null {
  const value = cookieValue(cookieHeader, COUPON_COOKIE.NAME);
  // Each character may take 3 as an escape, 4 bytes of UTF-8 at most: 12 per character.
  if (value === null || value.length > COUPON_COOKIE.MAX_CODE_LENGTH * 12) return null;
  try {
    const decoded = decodeURIComponent(value);
    const code = decoded.trim();
    return isCookieCode(code) && !hasControl(decoded) ? code : null;
  } catch {
    return null;
  }
}
