import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUANTITY } from '../constants.js';
import {
  CART_COOKIE,
  cartCookieFor,
  cartFromCookieLines,
  encodeCartCookie,
} from './cart-cookie.js';
import type { CartCookieLine } from './cart-cookie.js';
import { decodeCartCookie, readCartCookie } from './cart-cookie-reader.js';
import { addItem, emptyCart } from './operations.js';
import type { CartProduct } from './operations.js';
import { bundle, discounted, plain, soldOut } from './test-products.js';

describe('the cart cookie', () => {
  const cart = addItem(addItem(emptyCart(), plain, 2), bundle, 3);

  it('keeps the lines identity and quantity only, in cart order', () => {
    const value = encodeCartCookie(cart.ItemList);
    expect(value).toBe('1:2.2:3');
    expect(decodeCartCookie(value)).toEqual([
      { ProductNo: 1, Quantity: 2 },
      { ProductNo: 2, Quantity: 3 },
    ]);
    expect(value).not.toContain('Plain');
    expect(encodeCartCookie([])).toBe('');
    expect(decodeCartCookie('')).toEqual([]);
  });

  it('keeps at most MAX_LINES lines, within MAX_LENGTH characters at the largest', () => {
    const lines = Array.from({ length: CART_COOKIE.MAX_LINES + 5 }, (_, i) => ({
      ProductNo: 999_999_999_999_000 + i,
      Quantity: QUANTITY.MAX,
    }));
    const value = encodeCartCookie(lines);
    expect(value.length).toBeLessThanOrEqual(CART_COOKIE.MAX_LENGTH);
    expect(decodeCartCookie(value)).toEqual(lines.slice(0, CART_COOKIE.MAX_LINES));
  });

  it.each([
    ['a price added to a line', '1:2:150'],
    ['a name', 'Plain:2'],
    ['a negative quantity', '1:-2'],
    ['a quantity over the maximum', `1:${QUANTITY.MAX + 1}`],
    ['ProductNo 0', '0:1'],
    ['a product twice', '1:1.1:2'],
    ['an empty line', '1:1..2:1'],
    ['JSON', '[{"ProductNo":1}]'],
    ['too long', `1:1.${'2:1.'.repeat(400)}3:1`],
    ['too many lines', Array.from({ length: 51 }, (_, i) => `${i + 1}:1`).join('.')],
    ['not a string', 42],
    ['nothing', undefined],
  ])('a corrupt or forged cookie (%s) is the empty cart', (_label, value) => {
    expect(decodeCartCookie(value)).toEqual([]);
  });

  it('is read from a Cookie header among other cookies', () => {
    expect(readCartCookie('a=1; trini_cart=1001:2.1004:1; b=2')).toEqual([
      { ProductNo: 1001, Quantity: 2 },
      { ProductNo: 1004, Quantity: 1 },
    ]);
    expect(readCartCookie('xtrini_cart=1:1')).toEqual([]);
    expect(readCartCookie('trini_cart=garbage%00')).toEqual([]);
    expect(readCartCookie(undefined)).toEqual([]);
  });

  it('the tools helper makes N lines of one quantity', () => {
    expect(cartCookieFor([1001, 1002, 1003])).toBe('1001:1.1002:1.1003:1');
    expect(decodeCartCookie(cartCookieFor([5, 6], 4))).toEqual([
      { ProductNo: 5, Quantity: 4 },
      { ProductNo: 6, Quantity: 4 },
    ]);
  });

  it('the server prices lines from the products given, never from the cookie', () => {
    const products = new Map<number, CartProduct>(
      [plain, bundle, discounted, soldOut].map((p) => [p.ProductNo, p]),
    );
    const priced = cartFromCookieLines(
      [
        { ProductNo: 2, Quantity: 3 },
        { ProductNo: 1, Quantity: 2 },
        { ProductNo: 77, Quantity: 1 }, // no longer sold: left out
        { ProductNo: 6, Quantity: 1 }, // sold out: kept, as the stored cart keeps it
      ],
      products,
    );
    expect(priced.ItemList.map((l) => [l.ProductNo, l.Quantity])).toEqual([
      [2, 3],
      [1, 2],
      [6, 1],
    ]);
    expect(priced.ItemList[0]?.TotalAmount).toBe(130);
    expect(priced.ItemTotal).toBe(130 + 200 + 75);
    expect(priced.ItemQuantity).toBe(3);
  });
});

describe('the cart cookie codec: properties', () => {
  const line: fc.Arbitrary<CartCookieLine> = fc.record({
    ProductNo: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    Quantity: fc.integer({ min: QUANTITY.MIN, max: QUANTITY.MAX }),
  });
  const lines = fc.uniqueArray(line, {
    selector: (l) => l.ProductNo,
    maxLength: CART_COOKIE.MAX_LINES,
  });

  it('decode(encode(lines)) gives the lines back, within MAX_LENGTH', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const value = encodeCartCookie(ls);
        expect(value.length).toBeLessThanOrEqual(CART_COOKIE.MAX_LENGTH);
        expect(decodeCartCookie(value)).toEqual(ls);
      }),
    );
  });

  it('decode never throws and answers valid lines for any text', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 1200 }),
      fc.string({ unit: fc.constantFrom('1', '9', '0', ':', '.', '-', ' '), maxLength: 200 }),
      fc.anything(),
    );
    fc.assert(
      fc.property(text, (value) => {
        const decoded = decodeCartCookie(value);
        expect(decoded.length).toBeLessThanOrEqual(CART_COOKIE.MAX_LINES);
        for (const l of decoded) {
          expect(Number.isSafeInteger(l.ProductNo) && l.ProductNo > 0).toBe(true);
          expect(l.Quantity >= QUANTITY.MIN && l.Quantity <= QUANTITY.MAX).toBe(true);
        }
        // A Cookie header is text: the value goes in as text (String() of a value whose
        // toString is not a function throws in the test itself, never in the reader).
        const cookieText = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
        expect(() => readCartCookie(`a=b; trini_cart=${cookieText}`)).not.toThrow();
      }),
    );
  });
});
