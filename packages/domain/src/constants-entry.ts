/**
 * `@trini/domain/constants`: the plain data of the storefront, no zod: business constants (TT$,
 * ms, px), route paths and builders, and every user-visible message spelled as in the spec.
 */
export * from './constants.js';
export * from './routes.js';
export * from './messages.js';
