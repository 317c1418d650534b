import { CART_COOKIE, COUPON_COOKIE, encodeCartCookie, encodeCouponCookie } from '@trini/domain';
import type { CartCookieLine } from '@trini/domain';

/**
 * Writes the cart cookie (CART_COOKIE.NAME, see the domain's cart-cookie for its format) from the
 * cart's lines, so the server renders the shopper's cart and the header's count without waiting for
 * the app; session storage `c` stays the source and this copy follows every write of it.
 * Attributes: `Path=/` (every page's header shows the count), `SameSite=Lax` (sent on a link from
 * another site, never on its cross-site subrequests), `Max-Age` CART_COOKIE.MAX_AGE_S (2 hours,
 * renewed on each write: one shopping visit, see CART_COOKIE), `Secure` only over https (the
 * site on http://127.0.0.1 in development and tests would otherwise lose it). No lines: the
 * cookie is removed (Max-Age=0). Never throws (cookies disabled: the server shows the empty cart
 * and the app restores session storage).
 */
export function writeCartCookie(lines: readonly CartCookieLine[]): void {
  writeCookie(CART_COOKIE.NAME, encodeCartCookie(lines), CART_COOKIE.MAX_AGE_S);
}

/**
 * Writes the coupon cookie (COUPON_COOKIE.NAME: the applied coupon code, a copy of local storage
 * COUPONCODE) so the server renders the cart and checkout with the coupon (after checking it with
 * the API); `null` (the coupon removed) removes it. Same attributes as the cart cookie, Max-Age
 * COUPON_COOKIE.MAX_AGE_S (30 days). Never throws.
 */
export function writeCouponCookie(code: string | null): void {
  writeCookie(
    COUPON_COOKIE.NAME,
    code === null ? '' : encodeCouponCookie(code),
    COUPON_COOKIE.MAX_AGE_S,
  );
}

/** Sets cookie `name` to `value` for `maxAgeS` seconds, or removes it when `value` is ''. */
function writeCookie(name: string, value: string, maxAgeS: number): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    const maxAge = value === '' ? 0 : maxAgeS;
    document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  } catch {
    /* no document or cookies disabled: the cart still works from browser storage */
  }
}
