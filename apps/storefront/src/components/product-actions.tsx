import { createContext, useContext } from 'react';
import type { Product, ProductDetail } from '@trini/domain';

/**
 * What a product card can do, supplied by the app (which joins the cart and wishlist features),
 * so shared components never import features. The object is stable for the app's life: a change
 * of the cart or wishlist re-renders only the cards it concerns (each subscribes to its own
 * wishlist flag with `useIsWishlisted`), never every card on the page. spec: shopping.md §2 product card
 */
export interface ProductActions {
  /** Adds to the cart; false (with the sold-out notice) when refused. */
  addToCart: (product: Product | ProductDetail, quantity?: number) => boolean;
  /** Adds to or removes from the wishlist. */
  toggleWishlist: (product: Product) => void;
  /** A hook: whether a product is in the wishlist, re-rendering the caller when that changes. */
  useIsWishlisted: (productNo: number) => boolean;
  /** Starts loading a product's detail before it is opened (hover or focus of its card). */
  prefetchProduct: (productNo: number) => void;
}

const noop: ProductActions = {
  addToCart: () => false,
  toggleWishlist: () => undefined,
  useIsWishlisted: () => false,
  prefetchProduct: () => undefined,
};

/** React context carrying the product actions. */
export const ProductActionsContext = createContext<ProductActions>(noop);

/** The product actions of the nearest provider. */
export function useProductActions(): ProductActions {
  return useContext(ProductActionsContext);
}
