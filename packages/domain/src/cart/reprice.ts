import type { Cart, CartLine } from '../entities/cart.js';
import { calculateCart } from './calculate-cart.js';
import { lineFromProduct } from './operations.js';
import type { CartProduct } from './operations.js';

/**
 * One way a cart changed when it was priced again from the catalogue (`repriceCart`):
 * - `price`: the line stays at the catalogue's price; `from` and `to` are its unit price (TT$), or
 *   its line total (TT$) when only a bundle price or discount changed;
 * - `sold-out`: the product is now sold out, the line was taken out;
 * - `gone`: the product is no longer sold (the catalogue does not know it), the line was taken out.
 */
export type CartChange =
  | { kind: 'price'; ProductNo: number; ProductName: string; from: number; to: number }
  | { kind: 'sold-out' | 'gone'; ProductNo: number; ProductName: string };

/**
 * The cart priced again from the catalogue's current data (`products`, by ProductNo, as
 * loadproducts answers), so that what the shopper sees and orders is what the server will charge:
 * each line is rebuilt from its product with its own quantity, in order, and the cart recalculated
 * with its delivery, coupon and cashback; a line whose product is missing (`gone`) or now sold out
 * (`sold-out`) is taken out; a line whose unit price or line total changed is kept at the new price
 * (`price`). Answers the new cart and the changes in the cart's line order; with no change, the
 * cart given (the same object). spec: shopping.md §3 cart line, §5 sold-out, §9 pricing (extension)
 */
export function repriceCart(
  cart: Cart,
  products: ReadonlyMap<number, CartProduct>,
): { cart: Cart; changes: CartChange[] } {
  const changes: CartChange[] = [];
  const kept: CartLine[] = [];
  for (const line of cart.ItemList) {
    const product = products.get(line.ProductNo);
    const { ProductNo, ProductName } = line;
    if (!product) changes.push({ kind: 'gone', ProductNo, ProductName });
    else if (product.IsSoldOut) changes.push({ kind: 'sold-out', ProductNo, ProductName });
    else kept.push(lineFromProduct(product, line.Quantity));
  }
  const next = calculateCart({ ...cart, ItemList: kept });
  for (const line of next.ItemList) {
    const before = cart.ItemList.find((l) => l.ProductNo === line.ProductNo);
    if (!before) continue;
    const { ProductNo, ProductName } = line;
    if (before.SalesPrice !== line.SalesPrice)
      changes.push({
        kind: 'price',
        ProductNo,
        ProductName,
        from: before.SalesPrice,
        to: line.SalesPrice,
      });
    else if (before.TotalAmount !== line.TotalAmount)
      changes.push({
        kind: 'price',
        ProductNo,
        ProductName,
        from: before.TotalAmount,
        to: line.TotalAmount,
      });
  }
  if (changes.length === 0) return { cart, changes };
  const order = new Map(cart.ItemList.map((l, i) => [l.ProductNo, i]));
  changes.sort((a, b) => (order.get(a.ProductNo) ?? 0) - (order.get(b.ProductNo) ?? 0));
  return { cart: next, changes };
}
