export * from './common.js';
export * from './review.js';
export * from './product.js';
export * from './category.js';
export * from './cart.js';
export * from './order.js';
export * from './reference.js';
export * from './customer.js';
