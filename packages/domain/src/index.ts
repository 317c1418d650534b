/**
 * @trini/domain: the single source of truth of the Trinidad and Tobago storefront.
 * Entities (zod schemas and types), API contracts, the cart pricing engine, validation rules
 * with their exact messages, business constants, route paths and storage keys.
 */
export * from './constants.js';
export * from './routes.js';
export * from './messages.js';
export * from './entities/index.js';
export * from './contracts/index.js';
export * from './cart/index.js';
// The cart cookie's reader parses with zod: it lives in the root entry, so `@trini/domain/cart`
// (the cart engine the browser loads) stays free of zod.
export * from './cart/cart-cookie-reader.js';
export * from './validation/index.js';
export * from './client/index.js';
