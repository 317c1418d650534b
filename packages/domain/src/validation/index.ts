export * from './result.js';
export * from './review.js';
export * from './order.js';
export * from './account.js';
export * from './cart.js';
export * from './token.js';
// The token claims `usableTokenClaims` answers, so `@trini/domain/validation` is enough to type them.
export type { TokenClaims } from '../entities/customer.js';
