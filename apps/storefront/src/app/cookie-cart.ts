import { PAGE_SIZE, addItem, applyCoupon, cartFromCookieLines, emptyCart } from '@trini/domain';
import type { Cart, CartCookieLine, ProductDetail } from '@trini/domain';
import type { AppStore } from '@/app/store';
import { productsApi } from '@/features/products/api/products-api';
import type { GetProductsArgs } from '@/features/products/api/products-api';
import { couponApi } from '@/features/cart/api/coupon-api';
import { cartPricedOnServer, cartRestored, loadCartState } from '@/features/cart/cart-slice';
import { cartCookieRead, cartCookieSettled, cartCookieUnreachable } from '@/lib/browser-state';

/**
 * The Best Sellers list below the cart (GetProducts BestSellers=1), as the cart page asks for it.
 * spec: shopping.md §2 cart page, §7
 */
export const CART_BEST_SELLERS = {
  BestSellers: true,
  MaxRecords: PAGE_SIZE.LIST,
} as const satisfies GetProductsArgs;

/**
 * Loads the products of the cart cookie's lines through RTK Query's `loadProduct` (the cache the
 * browser hydrates from, so it reuses them): the products found by ProductNo, and `failed` when a
 * call failed for another reason than an unknown product (404: a product no longer sold).
 */
async function loadCookieProducts(
  store: AppStore,
  lines: readonly CartCookieLine[],
): Promise<{ products: Map<number, ProductDetail>; failed: boolean }> {
  const answers = await Promise.all(
    lines.map((line) =>
      store.dispatch(
        productsApi.endpoints.loadProduct.initiate(line.ProductNo, { subscribe: false }),
      ),
    ),
  );
  const products = new Map<number, ProductDetail>();
  let failed = false;
  answers.forEach((answer, i) => {
    const productNo = lines[i]?.ProductNo;
    if (answer.data && productNo !== undefined) products.set(productNo, answer.data);
    else if (!(answer.error && 'status' in answer.error && answer.error.status === 404))
      failed = true;
  });
  return { products, failed };
}

/**
 * The empty cart with the coupon cookie's code applied when the API (ValidateCoupon) says it is
 * valid, at the percent it answers (never one from the browser); the empty cart when there is no
 * code, the API refuses it, or the call fails (the browser re-validates it on start as before).
 * The call is not kept in the store's state.
 */
async function cartWithCheckedCoupon(store: AppStore, code: string | null): Promise<Cart> {
  if (!code) return emptyCart();
  const request = store.dispatch(couponApi.endpoints.validateCoupon.initiate(code));
  try {
    const answer = await request.unwrap();
    return answer.success ? applyCoupon(emptyCart(), code, answer.CouponDiscPercent) : emptyCart();
  } catch {
    return emptyCart();
  } finally {
    request.reset();
  }
}

/**
 * The server's render of the cart page (and checkout's) from the cart cookie's lines (issue 23
 * §4): the lines' products loaded from the API, the cart priced from them by the domain's engine
 * (never a price from the cookie) with the coupon cookie's code (`couponCode`) once the API has
 * accepted it, and put in the store with the lines read (`cartCookieRead`, priced), so the page
 * and the header show them, totals with the coupon's discount, and the browser hydrates from the
 * same state. An empty cart also starts its Best Sellers, which the server then renders (unless
 * `suggestions` is false: checkout shows none). When a product call fails (the API unreachable)
 * the cart is left unpriced: the page shows its loader, as before, and answers 503.
 */
export async function renderCookieCart(
  store: AppStore,
  lines: readonly CartCookieLine[],
  {
    suggestions = true,
    couponCode = null,
    adding = null,
  }: { suggestions?: boolean; couponCode?: string | null; adding?: number | null } = {},
): Promise<boolean> {
  const loading = adding === null ? lines : [...lines, { ProductNo: adding, Quantity: 1 }];
  const [{ products, failed }, base] = await Promise.all([
    loadCookieProducts(store, loading),
    lines.length > 0 ? cartWithCheckedCoupon(store, couponCode) : emptyCart(),
  ]);
  if (failed) {
    store.dispatch(cartCookieRead({ lines: [...lines], priced: false }));
    return false;
  }
  const product = adding === null ? undefined : products.get(adding);
  const fromCookie = cartFromCookieLines(lines, products, base);
  // The engine adds no sold-out product and no second line of one already there.
  const cart = product ? addItem(fromCookie, product) : fromCookie;
  store.dispatch(cartPricedOnServer(cart));
  store.dispatch(cartCookieRead({ lines: [...lines], priced: true }));
  if (suggestions && cart.ItemList.length === 0)
    store.dispatch(productsApi.util.prefetch('getProducts', CART_BEST_SELLERS, {}));
  return cart.ItemList.length > fromCookie.ItemList.length;
}

/**
 * For a tab with no stored cart (session storage `c` missing: a new tab, a tool that sets only the
 * cookie) on a page whose cart the server did not price: takes the cart cookie's lines as the
 * tab's cart, priced from the API's products (a product no longer sold is left out), then
 * restores it (`cartRestored`, which stores it in `c` and rewrites the cookie) and settles the
 * copy. When a product call fails (offline, API down) the copy is settled without restoring
 * (`cartCookieUnreachable`): this tab starts with the empty cart, which the cart and checkout
 * show as the shop unreachable with the lines kept, and neither `c` nor the cookie is written, so
 * the next page load tries again and no line is lost.
 */
export async function adoptCookieCart(
  store: AppStore,
  lines: readonly CartCookieLine[],
): Promise<void> {
  const { products, failed } = await loadCookieProducts(store, lines);
  if (failed) {
    store.dispatch(cartCookieUnreachable());
    return;
  }
  store.dispatch(cartRestored(cartFromCookieLines(lines, products, loadCartState())));
  store.dispatch(cartCookieSettled());
}
