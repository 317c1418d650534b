import { StoredCartLinesSchema } from '../entities/cart.js';
import type { Cart, CartLine } from '../entities/cart.js';
import { calculateCart } from './calculate-cart.js';
import { emptyCart } from './operations.js';

/**
 * Reads the cart line list kept in session storage under `c`: a JSON string or an already parsed
 * value. Anything corrupt (bad JSON, wrong shapes, negative quantities) gives [] — never a throw.
 * Duplicate ProductNos keep their first line. spec: shopping.md §3 (line list in session storage c)
 */
export function restoreCartLines(raw: unknown): CartLine[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  const parsed = StoredCartLinesSchema.safeParse(value);
  if (!parsed.success) return [];
  const seen = new Set<number>();
  return parsed.data.filter((line) => !seen.has(line.ProductNo) && seen.add(line.ProductNo));
}

/**
 * A calculated cart from stored lines (see `restoreCartLines`) over `base` (default `emptyCart()`).
 * spec: ordering.md §4 on start, the cart is restored from session storage
 */
export function restoreCart(raw: unknown, base: Cart = emptyCart()): Cart {
  return calculateCart({ ...base, ItemList: restoreCartLines(raw) });
}

/** The JSON string stored under `c`: the cart's line list. spec: shopping.md §4 after add, update and remove */
export function serializeCartLines(cart: Cart): string {
  return JSON.stringify(cart.ItemList);
}
