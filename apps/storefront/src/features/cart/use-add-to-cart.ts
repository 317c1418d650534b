import { useCallback } from 'react';
import { MESSAGES, canAddToCart } from '@trini/domain';
import type { CartProduct } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { notify } from '@/components/notice';
import { itemAdded } from './cart-slice';

/**
 * Returns `addToCart(product, quantity?)`: refuses a sold-out product with the notice 'Item is sold
 * out. Please select other item' (answers false); otherwise adds it (a product already in the cart
 * is left unchanged by the engine), shows 'Item Added To Cart' and answers true.
 * spec: shopping.md §5 sold-out item, §8 add success
 */
export function useAddToCart(): (product: CartProduct, quantity?: number) => boolean {
  const dispatch = useAppDispatch();
  return useCallback(
    (product, quantity = 1) => {
      const check = canAddToCart(product);
      if (!check.ok) {
        notify(check.message, 'error');
        return false;
      }
      dispatch(itemAdded({ product, quantity }));
      notify(MESSAGES.ITEM_ADDED, 'success');
      return true;
    },
    [dispatch],
  );
}
