import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGES, ROUTES } from '@trini/domain';
import type { Product, ProductDetail } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { useProductFromRoute } from '@/features/products/use-product-from-route';
import { WishlistTable } from '@/features/wishlist/components/wishlist-table';
import { useWishlist } from '@/features/wishlist/use-wishlist';
import { wishlistAdded, wishlistRemoved } from '@/features/wishlist/wishlist-slice';

/**
 * Wishlist (wishlist, wishlist/{ProductNo}): saved products kept in local storage; the route
 * number adds that product. Move to cart adds it (sold-out refused) and removes it here.
 * Extension: the spec's wishlist is never filled. spec: shopping.md §2 wishlist
 */
export default function WishlistRoute() {
  const { ProductNo } = useParams();
  const { items } = useWishlist();
  const dispatch = useAppDispatch();
  const addToCart = useAddToCart();
  const save = useCallback((p: ProductDetail) => void dispatch(wishlistAdded(p)), [dispatch]);
  useProductFromRoute(ProductNo, save, ROUTES.WISHLIST);

  const moveToCart = (p: Product) => {
    if (addToCart(p)) dispatch(wishlistRemoved(p.ProductNo));
  };

  return (
    <>
      <PageTitle title="Wishlist" />
      <Breadcrumb trail={[{ label: 'Wishlist' }]} />
      <h1 className="page-title">My Wishlist</h1>
      {items.length === 0 ? (
        <div className="empty-state">
          <h2>{MESSAGES.WISHLIST_EMPTY_TITLE}</h2>
          <p>{MESSAGES.CART_EMPTY_TEXT}</p>
          <Link to={ROUTES.HOME} className="btn btn--primary">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <>
          <WishlistTable
            items={items}
            onMoveToCart={moveToCart}
            onRemove={(no) => dispatch(wishlistRemoved(no))}
          />
          <p className="button-row">
            <Link to={ROUTES.HOME} className="btn btn--outline">
              Continue
            </Link>
          </p>
        </>
      )}
    </>
  );
}
