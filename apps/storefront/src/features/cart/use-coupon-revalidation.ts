import { useEffect, useRef } from 'react';
import { STORAGE_KEYS, couponEarnedMessage } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { notify } from '@/components/notice';
import { readStorage } from '@/lib/storage';
import { useValidateCouponMutation } from './api/coupon-api';
import { couponApplied, couponRemoved } from './cart-slice';

/**
 * Re-validates a coupon with the server: the code from the route (home/{cc}, claimcc/{cc}) or,
 * without one, the code kept in local storage COUPONCODE. Valid → applied and stored; invalid or a
 * failed call → cleared in both places (silently; the call failure is only logged).
 * spec: shopping.md §4 coupon (on start or via route cc), §8 coupon call failure
 */
export function useCouponRevalidation(routeCode?: string): void {
  const dispatch = useAppDispatch();
  const [validate] = useValidateCouponMutation();
  const checked = useRef<string | null>(null);

  useEffect(() => {
    const code = (routeCode ?? readStorage('local', STORAGE_KEYS.COUPON_CODE) ?? '').trim();
    if (!code || checked.current === code) return;
    checked.current = code;
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
        dispatch(couponRemoved());
      });
  }, [routeCode, validate, dispatch]);
}
