import {
  PAGE_SIZE,
  addItem,
  applyCoupon,
  cartFromCookieLines,
  emptyCart,
  readCartCookie,
} from '@trini/domain';
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
 * Loads the products of the cart cookie's lines in one call (`loadProducts`, the numbers sorted;
 * a cookie holds at most CART_COOKIE.MAX_LINES, under LOAD_PRODUCTS_MAX) and the product of
 * `adding` through `loadProduct` (the cache the browser hydrates from, so its own add reuses it):
 * the products found by ProductNo (a number the catalogue leaves out, or a 404, is a product no
 * longer sold), and `failed` when a call failed for another reason (the API unreachable).
 */
async function loadCookieProducts(
  store: AppStore,
  lines: readonly CartCookieLine[],
  adding: number | null = null,
): Promise<{ products: Map<number, ProductDetail>; failed: boolean }> {
  const numbers = [...new Set(lines.map((line) => line.ProductNo))].sort((a, b) => a - b);
  const [listed, added] = await Promise.all([
    numbers.length > 0
      ? store.dispatch(productsApi.endpoints.loadProducts.initiate(numbers, { subscribe: false }))
      : { data: [] },
    adding === null
      ? undefined
      : store.dispatch(productsApi.endpoints.loadProduct.initiate(adding, { subscribe: false })),
  ]);
  const products = new Map<number, ProductDetail>();
  for (const product of listed.data ?? []) products.set(product.ProductNo, product);
  let failed = listed.data === undefined;
  if (added?.data) products.set(added.data.ProductNo, added.data);
  else if (added && !(added.error && 'status' in added.error && added.error.status === 404))
    failed = true;
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
 * The server's render of the cart page (and checkout's) from the cart cookie's lines: the lines' products loaded from the API, the cart priced from them by the domain's engine
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
  const [{ products, failed }, base] = await Promise.all([
    loadCookieProducts(store, lines, adding),
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
 * cookie) on a page whose cart the server did not price: takes the cart cookie's lines (`lines`,
 * by default read from `document.cookie`) as the tab's cart, priced from the API's products (a product no longer sold is left out), then
 * restores it (`cartRestored`, which stores it in `c` and rewrites the cookie) and settles the
 * copy. When a product call fails (offline, API down) the copy is settled without restoring
 * (`cartCookieUnreachable`): this tab starts with the empty cart, which the cart and checkout
 * show as the shop unreachable with the lines kept, and neither `c` nor the cookie is written, so
 * the next page load tries again and no line is lost.
 */
export async function adoptCookieCart(
  store: AppStore,
  lines: readonly CartCookieLine[] = readCartCookie(document.cookie),
): Promise<void> {
  const { products, failed } = await loadCookieProducts(store, lines);
  if (failed) {
    store.dispatch(cartCookieUnreachable());
    return;
  }
  store.dispatch(cartRestored(cartFromCookieLines(lines, products, loadCartState())));
  store.dispatch(cartCookieSettled());
}
