import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import { cashbackSet } from '@/features/cart/cart-slice';
import { useLoadCashbackQuery } from '@/features/auth/api/auth-api';
import { selectSession } from '@/features/auth/auth-slice';

/**
 * Loads the logged-in customer's cashback (LoadCustomerCashbackInfo) and applies it to the cart
 * (setCashback via the cart slice; 0 when missing). Errors are silently ignored. Answers the
 * available cashback (TT$) or 0. spec: ordering.md §4 on start, loading cashback; §8 cashback errors
 */
export function useCashbackSync(): number {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const { data, isError } = useLoadCashbackQuery(session?.Mobile ?? '', { skip: !session });
  const total = session && !isError ? (data?.TotalCashback ?? 0) : 0;
  useEffect(() => {
    if (!session || isError || !data) return;
    dispatch(cashbackSet(data.TotalCashback ?? 0));
  }, [session, data, isError, dispatch]);
  return total;
}
