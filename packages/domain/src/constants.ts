/**
 * Business constants of the storefront, each defined once and imported everywhere, in one file
 * per concern (constants/*.ts): pricing and orders, catalogue browsing, customers, the shop's
 * facts, and presentation only (ui.ts: a timing or breakpoint change never changes a price).
 * Units are in the names' docstrings: money in TT$, durations in ms, sizes in px.
 *
 * spec: shopping.md §9, ordering.md §9
 */
export * from './constants/pricing.js';
export * from './constants/catalogue.js';
export * from './constants/customer.js';
export * from './constants/shop.js';
export * from './constants/ui.js';
