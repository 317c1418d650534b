export * from './result.js';
export * from './review.js';
export * from './order.js';
export * from './account.js';
export * from './cart.js';
export * from './token.js';
