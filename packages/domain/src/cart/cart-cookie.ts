import { QUANTITY, STORAGE_KEYS } from '../constants.js';
import type { Cart, CartLine } from '../entities/cart.js';
import { calculateCart } from './calculate-cart.js';
import { emptyCart, lineFromProduct } from './operations.js';
import type { CartProduct } from './operations.js';

/**
 * One cart line as the cart cookie keeps it: what identifies the line (its ProductNo: a product
 * has one line at most) and its Quantity (whole, 0 to QUANTITY.MAX). Never names or prices: the
 * server prices the line from the API's current product data.
 */
export interface CartCookieLine {
  ProductNo: number;
  Quantity: number;
}

/**
 * The cart cookie (name `STORAGE_KEYS.CART_COOKIE`, `trini_cart`): its value is the cart's lines
 * in cart order as `{ProductNo}:{Quantity}` joined by `.`, e.g. `1001:2.1004:1` (only characters a
 * cookie value may hold unquoted; no encoding needed). An empty cart has no cookie.
 * - MAX_LINES: the lines kept (50; a longer cart keeps its first 50 in the cookie, the page shows
 *   the rest once the app restores session storage). It also bounds the product calls one server
 *   render makes for a forged cookie.
 * - MAX_LENGTH: the longest value read or written, in characters: 50 lines of a 16-digit ProductNo
 *   and a 3-digit quantity with separators (1,049), far below the 4,096 bytes a browser keeps per cookie.
 * - MAX_AGE_S: the cookie's life, 2 hours (7,200 s), renewed by every write of the cart and every
 *   page the app starts on. Session storage, the source, lives as long as the tab; a cookie without
 *   Max-Age can outlive it for days (browsers restore "session" cookies with the last tabs), so the
 *   copy is bounded to one shopping visit with breaks: a cart left for longer is not shown again
 *   by a later visit's server render.
 */
export const CART_COOKIE = {
  NAME: STORAGE_KEYS.CART_COOKIE,
  MAX_LINES: 50,
  MAX_LENGTH: 1049,
  MAX_AGE_S: 7200,
  LINE_SEPARATOR: '.',
  FIELD_SEPARATOR: ':',
} as const;

/**
 * The cart cookie's value for `lines` (cart lines, or any ProductNo/Quantity pairs), in their
 * order: at most CART_COOKIE.MAX_LINES lines, so at most CART_COOKIE.MAX_LENGTH characters; '' for
 * no lines (the caller then removes the cookie). Lines must be cart lines (ProductNo a positive
 * whole number up to Number.MAX_SAFE_INTEGER, Quantity whole from 0 to QUANTITY.MAX): `decodeCartCookie`
 * gives them back unchanged.
 */
export function encodeCartCookie(lines: readonly CartCookieLine[]): string {
  return lines
    .slice(0, CART_COOKIE.MAX_LINES)
    .map((line) => `${line.ProductNo}${CART_COOKIE.FIELD_SEPARATOR}${line.Quantity}`)
    .join(CART_COOKIE.LINE_SEPARATOR);
}

/**
 * A cart cookie's value for tools (the bench's cart with N lines): each of `productNos` once, with
 * `quantity` (default QUANTITY.DEFAULT). Set it as the cookie `CART_COOKIE.NAME` on the site's
 * origin; a page the app starts on then keeps those lines when its session storage has no cart.
 */
export function cartCookieFor(
  productNos: readonly number[],
  quantity: number = QUANTITY.DEFAULT,
): string {
  return encodeCartCookie(productNos.map((ProductNo) => ({ ProductNo, Quantity: quantity })));
}

/**
 * The cart the server renders from the cookie's lines, priced by the engine from `products` (the
 * API's current product data by ProductNo; never a price from the cookie): each line made by
 * `lineFromProduct` with its cookie quantity, in the cookie's order; a line whose product is
 * missing from `products` (no longer sold) is left out. A sold-out product keeps its line, as the
 * shopper's stored cart does. spec: shopping.md §3 cart line, §9 pricing
 */
export function cartFromCookieLines(
  lines: readonly CartCookieLine[],
  products: ReadonlyMap<number, CartProduct>,
  base: Cart = emptyCart(),
): Cart {
  const itemList: CartLine[] = [];
  for (const line of lines) {
    const product = products.get(line.ProductNo);
    if (product) itemList.push(lineFromProduct(product, line.Quantity));
  }
  return calculateCart({ ...base, ItemList: itemList });
}
