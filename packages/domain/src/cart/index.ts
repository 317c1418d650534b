export * from './money.js';
export * from './line-total.js';
export * from './calculate-cart.js';
export * from './operations.js';
export * from './storage.js';
export * from './cart-cookie.js';
export * from './coupon-cookie.js';
export * from './build-order.js';
export * from './reprice.js';
// The types the cart functions take and answer, so `@trini/domain/cart` is enough to type them.
export type { Cart, CartLine } from '../entities/cart.js';
export type { Order } from '../entities/order.js';
export type { Product } from '../entities/product.js';
export type { PaymentMethodNo } from '../constants.js';
