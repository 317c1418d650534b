import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_COOKIE, encodeCouponCookie, readCouponCookie } from './coupon-cookie.js';

const header = (value: string, others = 'a=1; trini_cart=1001:2') =>
  `${others}; ${COUPON_COOKIE.NAME}=${value}`;

describe('the coupon cookie', () => {
  it('keeps the trimmed code URI-encoded, and reads it back from a Cookie header', () => {
    expect(encodeCouponCookie(' SAVE10 ')).toBe('SAVE10');
    expect(encodeCouponCookie('ÉTÉ 20%;x')).toBe('%C3%89T%C3%89%2020%25%3Bx');
    expect(readCouponCookie(header(encodeCouponCookie('ÉTÉ 20%;x')))).toBe('ÉTÉ 20%;x');
    expect(readCouponCookie(header('SAVE10'))).toBe('SAVE10');
    expect(readCouponCookie(`${COUPON_COOKIE.NAME}=FIRST; ${COUPON_COOKIE.NAME}=SECOND`)).toBe(
      'FIRST',
    );
  });

  it('keeps nothing for a blank, over-long or control-character code: the cookie is removed', () => {
    expect(encodeCouponCookie('   ')).toBe('');
    expect(encodeCouponCookie('A'.repeat(COUPON_COOKIE.MAX_CODE_LENGTH + 1))).toBe('');
    expect(encodeCouponCookie('A'.repeat(COUPON_COOKIE.MAX_CODE_LENGTH))).toHaveLength(
      COUPON_COOKIE.MAX_CODE_LENGTH,
    );
    expect(encodeCouponCookie('SAVE\n10')).toBe('');
  });

  it('reads null for no header, no coupon cookie, a broken escape, a forged or oversized value', () => {
    expect(readCouponCookie(undefined)).toBeNull();
    expect(readCouponCookie(null)).toBeNull();
    expect(readCouponCookie('a=1; trini_cart=1001:2')).toBeNull();
    expect(readCouponCookie(header(''))).toBeNull();
    expect(readCouponCookie(header('%E0%A4%A'))).toBeNull();
    expect(readCouponCookie(header('%0Aevil'))).toBeNull();
    expect(readCouponCookie(header('A'.repeat(COUPON_COOKIE.MAX_CODE_LENGTH + 1)))).toBeNull();
    expect(readCouponCookie(header('%41'.repeat(100_000)))).toBeNull();
  });

  it('property: any code it keeps reads back the same, and reading never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (code) => {
        const value = encodeCouponCookie(code);
        if (value !== '') expect(readCouponCookie(header(value))).toBe(code.trim());
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const read = readCouponCookie(text);
        expect(read === null || typeof read === 'string').toBe(true);
      }),
    );
  });
});
