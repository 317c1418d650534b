import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ProductActionsContext } from '@/components/product-actions';
import type { ProductActions } from '@/components/product-actions';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { productsApi } from '@/features/products/api/products-api';
import { useToggleWishlist } from '@/features/wishlist/use-wishlist';
import { selectWishlist } from '@/features/wishlist/wishlist-slice';
import { useAppSelector } from './hooks';

/** Whether `productNo` is in the wishlist; re-renders its caller only when that answer changes. */
function useIsWishlisted(productNo: number): boolean {
  return useAppSelector((state) => selectWishlist(state).some((p) => p.ProductNo === productNo));
}

/**
 * Joins the cart, wishlist and products features into the product actions that shared cards use;
 * prefetching a product uses RTK Query's prefetch (skipped when loaded in the last 60 s). The
 * actions do not change with the cart or wishlist, so a change re-renders no card by itself.
 */
export function ProductActionsProvider({ children }: { children: ReactNode }) {
  const addToCart = useAddToCart();
  const toggleWishlist = useToggleWishlist();
  const prefetch = productsApi.usePrefetch('loadProduct', { ifOlderThan: 60 });
  const value = useMemo<ProductActions>(
    () => ({
      addToCart,
      useIsWishlisted,
      toggleWishlist,
      prefetchProduct: (productNo: number) => prefetch(productNo),
    }),
    [addToCart, toggleWishlist, prefetch],
  );
  return <ProductActionsContext.Provider value={value}>{children}</ProductActionsContext.Provider>;
}
