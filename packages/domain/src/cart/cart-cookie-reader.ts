import * as z from 'zod/mini';
import { QUANTITY } from '../constants.js';
import { IdSchema } from '../entities/common.js';
import { CART_COOKIE } from './cart-cookie.js';
import { cookieValue } from './cookie-value.js';
import type { CartCookieLine } from './cart-cookie.js';

/** One `{ProductNo}:{Quantity}` pair: 1–16 and 1–3 digits (a linear-time pattern). */
const LINE_PATTERN = /^(\d{1,16}):(\d{1,3})$/;

/** A line of the cookie as the codec writes it, checked by the cart line's own rules. */
const CookieLineSchema = z.pipe(
  z.pipe(
    z.string().check(z.regex(LINE_PATTERN)),
    z.transform((text) => {
      const [, productNo = '', quantity = ''] = LINE_PATTERN.exec(text) ?? [];
      return { ProductNo: Number(productNo), Quantity: Number(quantity) };
    }),
  ),
  z.strictObject({
    ProductNo: IdSchema.check(z.maximum(Number.MAX_SAFE_INTEGER)),
    Quantity: z.int().check(z.minimum(QUANTITY.MIN), z.maximum(QUANTITY.MAX)),
  }),
);

/**
 * The cart cookie's value (see CART_COOKIE): at most CART_COOKIE.MAX_LENGTH characters and
 * MAX_LINES lines, each `{ProductNo}:{Quantity}`, no ProductNo twice. '' is the empty cart.
 */
export const CartCookieSchema = z
  .pipe(
    z.pipe(
      z.string().check(z.maxLength(CART_COOKIE.MAX_LENGTH)),
      z.transform((value) => (value === '' ? [] : value.split(CART_COOKIE.LINE_SEPARATOR))),
    ),
    z.array(CookieLineSchema).check(z.maxLength(CART_COOKIE.MAX_LINES)),
  )
  .check(
    z.refine((lines) => new Set(lines.map((line) => line.ProductNo)).size === lines.length, {
      message: 'A product appears twice in the cart cookie.',
    }),
  );

/**
 * The lines of a cart cookie's value (`encodeCartCookie`'s output). Anything else (not a string,
 * too long, too many lines, a bad line, a product twice, a forged field) is ignored as a whole:
 * [] (the empty cart), never a throw.
 */
export function decodeCartCookie(value: unknown): CartCookieLine[] {
  const parsed = CartCookieSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/**
 * The cart lines of a request's `Cookie` header (`decodeCartCookie` of the cookie named
 * CART_COOKIE.NAME); [] when the header is missing, has no cart cookie, or holds a corrupt one.
 * The first cookie of that name counts (the most specific path, as browsers send them).
 */
export function readCartCookie(cookieHeader: string | null | undefined): CartCookieLine[] {
  const value = cookieValue(cookieHeader, CART_COOKIE.NAME);
  return value === null ? [] : decodeCartCookie(value);
}
