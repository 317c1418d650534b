export * from './money.js';
export * from './line-total.js';
export * from './calculate-cart.js';
export * from './operations.js';
export * from './storage.js';
export * from './build-order.js';
