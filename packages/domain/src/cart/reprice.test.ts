import { describe, expect, it } from 'vitest';
import { addItem, applyCoupon, emptyCart } from './operations.js';
import type { CartProduct } from './operations.js';
import { repriceCart } from './reprice.js';
import { bundle, discounted, plain } from './test-products.js';

const catalogue = (...products: CartProduct[]) => new Map(products.map((p) => [p.ProductNo, p]));
const cartOf = (...lines: [CartProduct, number][]) =>
  lines.reduce((cart, [product, qty]) => addItem(cart, product, qty), emptyCart());

describe('repriceCart (shopping.md §9 pricing, extension)', () => {
  it('with the same catalogue nothing changes: the same cart object and no change', () => {
    const cart = cartOf([plain, 2], [bundle, 3]);
    const result = repriceCart(cart, catalogue(plain, bundle));
    expect(result.changes).toEqual([]);
    expect(result.cart).toBe(cart);
  });

  it('a new price is taken, the totals follow, and the change is told with both unit prices', () => {
    const cart = applyCoupon(cartOf([plain, 2], [bundle, 1]), 'SAVE10', 10);
    const dearer = { ...plain, SalesPrice: 120 };
    const { cart: next, changes } = repriceCart(cart, catalogue(dearer, bundle));
    expect(changes).toEqual([
      { kind: 'price', ProductNo: plain.ProductNo, ProductName: 'Plain', from: 100, to: 120 },
    ]);
    expect(next.ItemList.map((l) => [l.ProductNo, l.Quantity, l.SalesPrice])).toEqual([
      [plain.ProductNo, 2, 120],
      [bundle.ProductNo, 1, bundle.SalesPrice],
    ]);
    expect(next.ItemTotal).toBe(240 + bundle.SalesPrice);
    // The coupon stays, recalculated on the new total.
    expect(next.CouponDiscPercent).toBe(10);
    expect(next.CouponDiscountAmount).toBe(Math.round(next.ItemTotal * 0.1));
  });

  it('a changed bundle price or discount alone is told by the line totals', () => {
    const cart = cartOf([discounted, 1]);
    const more = { ...discounted, DiscountPercent: 0 };
    const { changes } = repriceCart(cart, catalogue(more));
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change?.kind).toBe('price');
    if (change?.kind === 'price') expect(change.to).toBeGreaterThan(change.from);
  });

  it("a line now sold out or no longer sold is taken out and told, in the cart's order", () => {
    const cart = cartOf([plain, 1], [bundle, 2], [discounted, 1]);
    const { cart: next, changes } = repriceCart(
      cart,
      catalogue({ ...plain, IsSoldOut: true }, discounted),
    );
    expect(changes).toEqual([
      { kind: 'sold-out', ProductNo: plain.ProductNo, ProductName: 'Plain' },
      { kind: 'gone', ProductNo: bundle.ProductNo, ProductName: bundle.ProductName },
    ]);
    expect(next.ItemList.map((l) => l.ProductNo)).toEqual([discounted.ProductNo]);
    expect(next.ItemQuantity).toBe(1);
  });
});
