import { describe, expect, it } from 'vitest';
import { canAddToCart, validateCouponEntry, validateMobile } from './cart.js';

describe('coupon entry on the cart page (shopping.md §5)', () => {
  it('an empty code: "Please enter a coupon code"', () => {
    expect(validateCouponEntry({ CouponCode: '  ', CouponDiscPercent: 0 })).toEqual({
      ok: false,
      field: 'CouponCode',
      message: 'Please enter a coupon code',
    });
  });
  it('a percent already applied: "Coupon already applied"', () => {
    expect(validateCouponEntry({ CouponCode: 'SAVE10', CouponDiscPercent: 10 })).toMatchObject({
      message: 'Coupon already applied',
    });
  });
  it('the empty-code rule comes first', () => {
    expect(validateCouponEntry({ CouponCode: '', CouponDiscPercent: 10 })).toMatchObject({
      message: 'Please enter a coupon code',
    });
  });
  it('a code with no coupon applied goes to the server', () => {
    expect(validateCouponEntry({ CouponCode: 'SAVE10' })).toEqual({ ok: true });
  });
});

describe('sold-out items (shopping.md §5)', () => {
  it('a sold-out item cannot be added: "Item is sold out. Please select other item"', () => {
    expect(canAddToCart({ IsSoldOut: true })).toEqual({
      ok: false,
      field: 'IsSoldOut',
      message: 'Item is sold out. Please select other item',
    });
  });
  it('an available item can be added', () =>
    expect(canAddToCart({ IsSoldOut: false })).toEqual({ ok: true }));
});

describe('mobile numbers (ordering.md §9)', () => {
  it('exactly 7 digits pass', () => expect(validateMobile(' 7000001 ')).toEqual({ ok: true }));
  it('anything else fails with the phone message', () => {
    expect(validateMobile('868700000')).toMatchObject({ ok: false });
    expect(validateMobile(undefined)).toMatchObject({ ok: false });
  });
});
