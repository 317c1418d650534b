import { useId, useState } from 'react';
import { couponEarnedMessage, errorMessage, validateCouponEntry } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { notify } from '@/components/notice';
import { useValidateCouponMutation } from '../api/coupon-api';
import { couponApplied, couponRemoved } from '../cart-slice';

/**
 * Coupon box with Apply. Empty code → 'Please enter a coupon code'; a percent already applied →
 * 'Coupon already applied' (nothing else). The server decides: success → applied, stored in
 * COUPONCODE and 'Congratulations! You have earned for {n} %.'; success false → 'Error: ' + msg and
 * the coupon cleared; call failure → logged, coupon cleared silently. Button disabled while calling.
 * spec: shopping.md §5 coupon on cart page, §8 coupon invalid / call failure
 */
export function CouponBox({
  appliedCode,
  appliedPercent,
}: {
  appliedCode: string;
  appliedPercent: number;
}) {
  const dispatch = useAppDispatch();
  const [validate, { isLoading }] = useValidateCouponMutation();
  const [code, setCode] = useState('');
  const id = useId();

  const apply = async () => {
    const check = validateCouponEntry({ CouponCode: code, CouponDiscPercent: appliedPercent });
    if (!check.ok) {
      notify(check.message, 'error');
      return;
    }
    const trimmed = code.trim();
    try {
      const res = await validate(trimmed).unwrap();
      if (res.success) {
        dispatch(couponApplied({ code: trimmed, percent: res.CouponDiscPercent }));
        notify(couponEarnedMessage(res.CouponDiscPercent), 'success');
        setCode('');
      } else {
        notify(errorMessage(res.msg), 'error');
        dispatch(couponRemoved());
      }
    } catch (error) {
      console.error('Coupon validation failed', error);
      dispatch(couponRemoved());
    }
  };

  return (
    <form
      className="coupon-box"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={id}>Have a coupon code?</label>
      <div className="inline-field">
        <input
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          placeholder="Enter coupon code"
        />
        <button type="submit" className="btn btn--dark" disabled={isLoading}>
          {isLoading ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {appliedPercent > 0 ? (
        <p className="coupon-box__applied">
          Coupon <strong>{appliedCode}</strong> applied ({appliedPercent}% off).{' '}
          <button type="button" className="link-btn" onClick={() => dispatch(couponRemoved())}>
            Remove coupon
          </button>
        </p>
      ) : null}
    </form>
  );
}
