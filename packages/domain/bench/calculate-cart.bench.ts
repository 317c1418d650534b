import { bench, describe } from 'vitest';
import { addItem, calculateCart, emptyCart, setCashback } from '../src/index.js';
import type { Cart } from '../src/index.js';

/** A cart of `n` lines mixing plain, bundle, discounted and free-delivery products. */
function cartOf(n: number): Cart {
  let cart = emptyCart();
  for (let i = 1; i <= n; i++) {
    cart = addItem(
      cart,
      {
        ProductNo: i,
        ProductName: `Product ${i}`,
        SalesPrice: 50 + i,
        SalesPrice2: i % 3 === 0 ? 95 + i : null,
        SalesPrice3: i % 3 === 0 ? 140 + i : null,
        SalesPrice5: i % 3 === 0 ? 220 + i : null,
        DiscountPercent: i % 4 === 0 ? 10 : 0,
        FreeDeliveryQuantity: i % 5 === 0 ? 3 : 0,
      },
      (i % 7) + 1,
    );
  }
  return setCashback(cart, 25);
}

describe('calculateCart (time per call)', () => {
  for (const n of [1, 10, 100]) {
    const cart = cartOf(n);
    bench(`${n} line${n === 1 ? '' : 's'}`, () => {
      calculateCart(cart);
    });
  }
});
