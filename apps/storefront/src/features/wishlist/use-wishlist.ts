import { useCallback } from 'react';
import type { Product } from '@trini/domain';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { notify } from '@/components/notice';
import { selectWishlist, wishlistToggled } from './wishlist-slice';

/** Wishlist toggling and membership for cards and the product page (extension of shopping.md §2 wishlist). */
export function useWishlist() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectWishlist);
  const isWishlisted = useCallback(
    (productNo: number) => items.some((p) => p.ProductNo === productNo),
    [items],
  );
  const toggleWishlist = useCallback(
    (product: Product) => {
      const had = items.some((p) => p.ProductNo === product.ProductNo);
      dispatch(wishlistToggled(product));
      notify(had ? 'Removed from your wishlist' : 'Saved to your wishlist', 'success');
    },
    [dispatch, items],
  );
  return { items, isWishlisted, toggleWishlist };
}
