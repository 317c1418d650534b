import { useEffect, useRef } from 'react';
import { STORAGE_KEYS, couponEarnedMessage } from '@trini/domain';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { notify } from '@/components/notice';
import { selectBrowserStateRestored } from '@/lib/browser-state';
import { readStorage } from '@/lib/storage';
import { useValidateCouponMutation } from './api/coupon-api';
import { couponApplied, couponRemoved } from './cart-slice';

/**
 * Whether a failed call is the server's rate limit (429): the server did not look at the code, so
 * the answer says nothing about it.
 */
export function isRateLimited(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 429;
}

/**
 * Re-validates a coupon with the server: the code from the route (home/{cc}, claimcc/{cc}) or,
 * without one, the code kept in local storage COUPONCODE. Valid → applied and stored; invalid or a
 * failed call → cleared in both places (silently; the call failure is only logged).
 *
 * It asks once the browser's state is in the store (`selectBrowserStateRestored`), so a logged-in
 * customer's call carries their token: a coupon they earned is valid for them alone.
 *
 * Two choices beyond the spec, so that a shopper's coupon never vanishes on a busy day:
 * - A stored code the page already carries applied was validated by the server for this very
 *   page (the cart and checkout render the coupon cookie's code only once ValidateCoupon accepted
 *   it): it is not sent again, so a full load of those pages costs one validation, not two.
 * - A rate-limit answer (429) is not a verdict on the code: the coupon is kept in storage (and
 *   stays applied where it is), the call is logged, and the next page load asks again.
 * spec: shopping.md §4 coupon (on start or via route cc), §8 coupon call failure
 */
export function useCouponRevalidation(routeCode?: string): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [validate] = useValidateCouponMutation();
  const checked = useRef<string | null>(null);
  const restored = useAppSelector(selectBrowserStateRestored);

  useEffect(() => {
    // The customer's session (whose token makes their earned coupon valid) is in the store then.
    if (!restored) return;
    const code = (routeCode ?? readStorage('local', STORAGE_KEYS.COUPON_CODE) ?? '').trim();
    if (!code || checked.current === code) return;
    checked.current = code;
    const { cart } = store.getState();
    if (!routeCode && cart.CouponCode === code && cart.CouponDiscPercent > 0) return;
    validate(code)
      .unwrap()
      .then((res) => {
        if (res.success) {
          dispatch(couponApplied({ code, percent: res.CouponDiscPercent }));
          if (routeCode) notify(couponEarnedMessage(res.CouponDiscPercent), 'success');
        } else {
          dispatch(couponRemoved());
        }
      })
      .catch((error: unknown) => {
        console.error('Coupon validation failed', error);
        if (!isRateLimited(error)) dispatch(couponRemoved());
      });
  }, [routeCode, restored, validate, dispatch, store]);
}
