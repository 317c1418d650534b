import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ProductActionsContext } from '@/components/product-actions';
import type { ProductActions } from '@/components/product-actions';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { productsApi } from '@/features/products/api/products-api';
import { useWishlist } from '@/features/wishlist/use-wishlist';

/**
 * Joins the cart, wishlist and products features into the product actions that shared cards use;
 * prefetching a product uses RTK Query's prefetch (skipped when loaded in the last 60 s).
 */
export function ProductActionsProvider({ children }: { children: ReactNode }) {
  const addToCart = useAddToCart();
  const { isWishlisted, toggleWishlist } = useWishlist();
  const prefetch = productsApi.usePrefetch('loadProduct', { ifOlderThan: 60 });
  const value = useMemo<ProductActions>(
    () => ({
      addToCart,
      isWishlisted,
      toggleWishlist,
      prefetchProduct: (productNo: number) => prefetch(productNo),
    }),
    [addToCart, isWishlisted, toggleWishlist, prefetch],
  );
  return <ProductActionsContext.Provider value={value}>{children}</ProductActionsContext.Provider>;
}
