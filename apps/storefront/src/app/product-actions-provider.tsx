import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ProductActionsContext } from '@/components/product-actions';
import type { ProductActions } from '@/components/product-actions';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { useWishlist } from '@/features/wishlist/use-wishlist';

/** Joins the cart and wishlist features into the product actions that shared cards use. */
export function ProductActionsProvider({ children }: { children: ReactNode }) {
  const addToCart = useAddToCart();
  const { isWishlisted, toggleWishlist } = useWishlist();
  const value = useMemo<ProductActions>(
    () => ({ addToCart, isWishlisted, toggleWishlist }),
    [addToCart, isWishlisted, toggleWishlist],
  );
  return <ProductActionsContext.Provider value={value}>{children}</ProductActionsContext.Provider>;
}
