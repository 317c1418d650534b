import type { CartLine } from '../entities/cart.js';
import { roundMoney } from './money.js';

/** True when a bundle price is present: a positive number (null, undefined and 0 mean absent). */
function present(price: number | null | undefined): price is number {
  return typeof price === 'number' && price > 0;
}

/**
 * The price of `quantity` units before the line discount, in TT$, by the bundle rules.
 * Exactly 2, 3 or 5 units use SalesPrice2, SalesPrice3, SalesPrice5 when present. Otherwise the
 * checks run from the highest bundle down: above 5 units, round(quantity × SalesPrice5 / 5);
 * above 3, round(quantity × SalesPrice3 / 3); above 2, round(quantity × SalesPrice2 / 2); else
 * SalesPrice × quantity.
 *
 * Choice (the spec says "rounded quantity times SalesPrice5/5"): we round the resulting amount to
 * whole TT$ (Math.round), like every other rounding of the spec; quantities are whole numbers so
 * rounding the quantity itself would change nothing.
 * spec: shopping.md §9 line price by quantity
 */
export function bundlePrice(
  line: Pick<CartLine, 'Quantity' | 'SalesPrice' | 'SalesPrice2' | 'SalesPrice3' | 'SalesPrice5'>,
): number {
  const q = line.Quantity;
  const { SalesPrice2: p2, SalesPrice3: p3, SalesPrice5: p5 } = line;
  if (q === 5 && present(p5)) return p5;
  if (q === 3 && present(p3)) return p3;
  if (q === 2 && present(p2)) return p2;
  if (q > 5 && present(p5)) return Math.round((q * p5) / 5);
  if (q > 3 && present(p3)) return Math.round((q * p3) / 3);
  if (q > 2 && present(p2)) return Math.round((q * p2) / 2);
  return roundMoney(line.SalesPrice * q);
}

/**
 * Reprices one cart line and returns a new line (the input is not mutated).
 * - Rate is copied from SalesPrice.
 * - The line price follows `bundlePrice` (2/3/5 bundles and above).
 * - Line discount: when DiscountPercent is above 0, DiscountAmount = round(line price ×
 *   DiscountPercent / 100) and TotalAmount = line price − DiscountAmount. Choice: "price" in
 *   the spec is read as the line's price (what the shopper pays for the line), not the unit price.
 * - Free delivery by quantity: when FreeDeliveryQuantity is above 1, FreeDelivery is 1 exactly when
 *   Quantity reaches it (and 0 below it, so lowering the quantity takes it away again); when
 *   FreeDeliveryQuantity is 0 or 1 the product's own FreeDelivery flag stays.
 * - NetAmount and GrandTotal equal TotalAmount.
 * spec: shopping.md §4 line discount, §9 line price by quantity
 */
export function lineTotal(line: CartLine): CartLine {
  const price = bundlePrice(line);
  const discount = line.DiscountPercent > 0 ? Math.round((price * line.DiscountPercent) / 100) : 0;
  const total = roundMoney(Math.max(0, price - discount));
  const freeDelivery =
    line.FreeDeliveryQuantity > 1
      ? line.Quantity >= line.FreeDeliveryQuantity
        ? 1
        : 0
      : line.FreeDelivery;
  return {
    ...line,
    Rate: line.SalesPrice,
    DiscountAmount: discount,
    FreeDelivery: freeDelivery,
    TotalAmount: total,
    NetAmount: total,
    GrandTotal: total,
  };
}
