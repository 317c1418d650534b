import { Link, useParams } from 'react-router';
import { DESIGN_PAGE, PAGE_SIZE, ROUTES } from '@trini/domain';
import { useAppSelector } from '@/app/hooks';
import { Breadcrumb } from '@/components/breadcrumb';
import { Loader } from '@/components/loader';
import { PageTitle } from '@/components/page-title';
import { ProductSection } from '@/components/product-card';
import { WhenNearViewport } from '@/components/when-near-viewport';
import { routeNumber } from '@/lib/route-number';
import { useAfterTask } from '@/lib/use-after-task';
import { selectCart } from '@/features/cart/cart-slice';
import { selectCartKnown } from '@/lib/browser-state';
import { CartChanges } from '@/features/cart/components/cart-changes';
import { CartTable } from '@/features/cart/components/cart-table';
import { CartTotals } from '@/features/cart/components/cart-totals';
import { CouponBox } from '@/features/cart/components/coupon-box';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { DeliverySelector } from '@/features/cart/components/delivery-selector';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { useCartRepricing } from '@/app/use-cart-repricing';
import { CART_BEST_SELLERS } from '@/app/cookie-cart';
import {
  productsApi,
  useGetProductsQuery,
  useLoadDesignPageProductsQuery,
} from '@/features/products/api/products-api';
import { useProductFromRoute } from '@/features/products/use-product-from-route';
import styles from './cart.module.css';

/**
 * The cache's Best Sellers below the cart. Made once: `select(args)` builds a new memoized selector
 * on every call, and a selector runs on every dispatch (main-thread time on a phone).
 */
const selectBestSellers = productsApi.endpoints.getProducts.select(CART_BEST_SELLERS);

/** Best Sellers' cards in the first screen below an empty cart (one row at 1280 px, two at 375 px). */
const FIRST_SCREEN_CARDS = 4;

/**
 * Cart (cart, cart/{ProductNo}): breadcrumb, line table with editable quantities, delivery
 * choice, coupon box, totals, Continue Shopping / Checkout; empty view; Best Sellers and New
 * Products below (only when non-empty). The server renders the shopper's lines from the cart
 * cookie, and an empty cart with its Best Sellers (app/cookie-cart.ts), so the page's
 * content does not wait for the app. The lines are priced again from the catalogue once known
 * (useCartRepricing), and what changed is said above them. spec: shopping.md §2 cart page, §4, §5, §9
 */
export default function CartRoute() {
  const { ProductNo } = useParams();
  const addToCart = useAddToCart();
  const loading = useProductFromRoute(ProductNo, addToCart, ROUTES.CART);
  const cart = useAppSelector(selectCart);
  // The server adds the address's product to the cart it renders (app/cookie-cart.ts): once the
  // cart holds it, the cart shows; the add that follows leaves it as it is.
  const productNo = routeNumber(ProductNo);
  const adding = loading && !cart.ItemList.some((line) => line.ProductNo === productNo);
  // The cart lives in session storage; the server renders it from the cart cookie.
  // Until the store's cart is the shopper's, the loader: never an empty cart that is not theirs.
  const known = useAppSelector(selectCartKnown);
  // Best Sellers already in the cache (the server renders them below an empty cart): shown at once.
  const suggestionsReady = useAppSelector((state) => selectBestSellers(state).data !== undefined);
  // The lines at the catalogue's current prices, and what changed, in words.
  const { changes } = useCartRepricing();

  return (
    <>
      <PageTitle title="Cart" />
      <Breadcrumb trail={[{ label: 'Shopping Cart' }]} />
      <h1 className="page-title">Shopping Cart</h1>
      <CartChanges changes={changes} />
      {!known ? (
        <Loader label="Loading your cart" />
      ) : adding ? (
        <Loader label="Adding the product to your cart" />
      ) : cart.ItemList.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={styles.layout}>
          <CartTable lines={cart.ItemList} />
          <aside className={styles.side} aria-label="Order summary">
            <DeliverySelector cart={cart} />
            <CouponBox appliedCode={cart.CouponCode} appliedPercent={cart.CouponDiscPercent} />
            <CartTotals cart={cart} />
            <div className="button-row">
              <Link to={ROUTES.HOME} className="btn btn--outline">
                Continue Shopping
              </Link>
              <Link to={ROUTES.CHECKOUT} className="btn btn--primary">
                Checkout
              </Link>
            </div>
          </aside>
        </div>
      )}
      {adding ? null : (
        <WhenNearViewport ready={suggestionsReady}>
          <CartSuggestions firstScreen={known && cart.ItemList.length === 0} />
        </WhenNearViewport>
      )}
    </>
  );
}

/**
 * Best Sellers and New Products below the cart (each only when non-empty), and design page 3.
 * They load when scrolled near (WhenNearViewport); New Products, a screen or more below Best
 * Sellers, loads and renders only when its own place comes near, a task after Best Sellers has
 * rendered (useAfterTask): a shopper who opens the cart does not pay on a phone for a grid they
 * have not scrolled to (rendered at once, it would be 15 cards in the browser right after
 * hydration on every cart page). Below an empty cart (`firstScreen`) Best Sellers' first row is in the
 * first screen, one of its images the page's largest paint: those load at once, with high
 * priority. spec: shopping.md §2 cart page, §7
 */
function CartSuggestions({ firstScreen }: { firstScreen: boolean }) {
  const best = useGetProductsQuery(CART_BEST_SELLERS);
  // Design page 3 is loaded and kept (RTK Query cache) but not displayed. spec: shopping.md §7
  useLoadDesignPageProductsQuery(DESIGN_PAGE.CART);
  const later = useAfterTask(best.data !== undefined || best.isError);
  return (
    <>
      <ProductSection
        title="Best Sellers"
        products={best.data}
        eagerCount={firstScreen ? FIRST_SCREEN_CARDS : 0}
      />
      {later ? (
        <WhenNearViewport>
          <NewProducts />
        </WhenNearViewport>
      ) : null}
    </>
  );
}

/**
 * The New Products grid below the cart (PAGE_SIZE.LIST products), requested when it is first
 * rendered. spec: shopping.md §2 cart page
 */
function NewProducts() {
  const fresh = useGetProductsQuery({ NewProducts: true, MaxRecords: PAGE_SIZE.LIST });
  return <ProductSection title="New Products" products={fresh.data} />;
}
