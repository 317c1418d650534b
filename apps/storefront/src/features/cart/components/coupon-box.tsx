import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { couponEarnedMessage, errorMessage, validateCouponEntry } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { notify } from '@/components/notice';
import { domainResolver, firstFormError } from '@/lib/forms/domain-resolver';
import { noticeCallFailure } from '@/lib/messages';
import { useValidateCouponMutation } from '../api/coupon-api';
import { couponApplied, couponRemoved } from '../cart-slice';
import { isRateLimited } from '../use-coupon-revalidation';
import styles from './coupon-box.module.css';

/** The coupon box's one field. */
interface CouponValues {
  CouponCode: string;
}

/** The cart-page coupon rules (validateCouponEntry) over the code and the percent already applied. */
const couponResolver = domainResolver<CouponValues, { appliedPercent: number }>((values, context) =>
  validateCouponEntry({
    CouponCode: values.CouponCode,
    CouponDiscPercent: context.appliedPercent,
  }),
);

/**
 * Coupon box with Apply, on react-hook-form with the domain's validateCouponEntry (on Apply only).
 * Empty code → 'Please enter a coupon code'; a percent already applied → 'Coupon already applied'
 * (nothing else), both as notices. The server decides: success → applied, stored in COUPONCODE
 * and 'Congratulations! You have earned for {n} %.'; success false → 'Error: ' + msg and the
 * coupon cleared; call failure → logged and the coupon cleared, as the spec says, and (choice,
 * instead of the spec's silence) the notice 'We couldn't reach the shop. Please try
 * again.' (an answer below 500 with a server msg: 'Error: ' + msg). A rate-limit answer (429:
 * 'Error: Too many coupon attempts…') is no verdict on any code: nothing is cleared. Button
 * disabled while calling,
 * re-enabled after.
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
  const id = useId();
  const { register, handleSubmit, reset } = useForm<CouponValues>({
    defaultValues: { CouponCode: '' },
    resolver: couponResolver,
    context: { appliedPercent },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const apply = async ({ CouponCode }: CouponValues) => {
    const trimmed = CouponCode.trim();
    try {
      const res = await validate(trimmed).unwrap();
      if (res.success) {
        dispatch(couponApplied({ code: trimmed, percent: res.CouponDiscPercent }));
        notify(couponEarnedMessage(res.CouponDiscPercent), 'success');
        reset();
      } else {
        notify(errorMessage(res.msg), 'error');
        dispatch(couponRemoved());
      }
    } catch (error) {
      noticeCallFailure('Coupon validation failed', error);
      if (!isRateLimited(error)) dispatch(couponRemoved());
    }
  };

  return (
    <form
      className={styles.box}
      onSubmit={handleSubmit(apply, (errors) => {
        const first = firstFormError(errors);
        if (first) notify(first.message, 'error');
      })}
    >
      <label htmlFor={id}>Have a coupon code?</label>
      <div className="inline-field">
        <input
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="Enter coupon code"
          {...register('CouponCode')}
        />
        <button type="submit" className="btn btn--dark" disabled={isLoading}>
          {isLoading ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {appliedPercent > 0 ? (
        <p className={styles.applied}>
          Coupon <strong>{appliedCode}</strong> applied ({appliedPercent}% off).{' '}
          <button type="button" className="link-btn" onClick={() => dispatch(couponRemoved())}>
            Remove coupon
          </button>
        </p>
      ) : null}
    </form>
  );
}
