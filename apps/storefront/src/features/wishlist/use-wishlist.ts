import { useCallback } from 'react';
import type { Product } from '@trini/domain';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { notify } from '@/components/notice';
import { selectWishlist, wishlistToggled } from './wishlist-slice';

/**
 * `toggleWishlist(product)`: adds or removes it and says which. Stable for the app's life (it
 * reads the wishlist when called), so holding it re-renders nothing when the wishlist changes.
 */
export function useToggleWishlist(): (product: Product) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (product: Product) => {
      const had = selectWishlist(store.getState()).some((p) => p.ProductNo === product.ProductNo);
      dispatch(wishlistToggled(product));
      notify(had ? 'Removed from your wishlist' : 'Saved to your wishlist', 'success');
    },
    [dispatch, store],
  );
}

/** Wishlist toggling and membership for the product page and the wishlist (extension of shopping.md §2 wishlist). */
export function useWishlist() {
  const items = useAppSelector(selectWishlist);
  const toggleWishlist = useToggleWishlist();
  const isWishlisted = useCallback(
    (productNo: number) => items.some((p) => p.ProductNo === productNo),
    [items],
  );
  return { items, isWishlisted, toggleWishlist };
}
