import type * as z from 'zod/mini';
import {
  CategoryProductsSchema,
  CategoryTreeSchema,
  DesignPageSchema,
  ProductCountSchema,
} from '../entities/category.js';
import { ErrorResponseSchema, SuccessResponseSchema } from '../entities/common.js';
import {
  AccountInfoSchema,
  ChangePasswordResponseSchema,
  ChangePasswordSchema,
  CustomerSummarySchema,
  LoginErrorSchema,
  LoginModelSchema,
  LoginResponseSchema,
  RegistrationModelSchema,
  RegistrationResponseSchema,
  ReturnRequestSchema,
  ReturnResponseSchema,
} from '../entities/customer.js';
import {
  OrderSchema,
  SaveOrderResponseSchema,
  WipayReceiveResponseSchema,
  WipayReturnSchema,
  WipayUrlResponseSchema,
} from '../entities/order.js';
import {
  ProductDetailListSchema,
  ProductDetailSchema,
  ProductListSchema,
} from '../entities/product.js';
import {
  CashbackSchema,
  CityListSchema,
  CouponRequestSchema,
  CouponResponseSchema,
  ShopSchema,
} from '../entities/reference.js';
import { ReviewInputSchema } from '../entities/review.js';
import { defineContract } from './define.js';
import { endpoints } from './endpoints.js';
import {
  CategoryProductsQuerySchema,
  CategoryTreeQuerySchema,
  CustomerMobileQuerySchema,
  DesignPageQuerySchema,
  GetProductsQuerySchema,
  LoadProductQuerySchema,
  LoadProductsQuerySchema,
  ProductCountQuerySchema,
  ShopQuerySchema,
  WishlistQuerySchema,
} from './queries.js';

export * from './define.js';
export * from './endpoints.js';
export * from './queries.js';
// The category tree type getCategoryTree answers, so `@trini/domain/contracts` is enough to type it.
export type { Category } from '../entities/category.js';

const badRequest = ErrorResponseSchema;
const forbidden = ErrorResponseSchema;
const unauthorized = ErrorResponseSchema;

/**
 * Every call of both specs' "calls it makes" tables, the wishlist stubs, and the extensions the
 * account forms need. Keyed by a camelCase name; each entry is plain data (see `Contract`).
 * spec: shopping.md §7, ordering.md §7
 */
export const contracts = {
  getProducts: defineContract({
    ...endpoints.getProducts,
    tag: 'Catalogue',
    summary: 'Products for a home page, a search (text and/or banner) or a related list',
    spec: 'shopping.md §7',
    query: GetProductsQuerySchema,
    responses: { 200: ProductListSchema, 400: badRequest },
  }),
  countProducts: defineContract({
    ...endpoints.countProducts,
    tag: 'Catalogue',
    summary: 'Extension: how many products a search (text and/or banner) matches, over all pages',
    spec: 'shopping.md §2 search results (count not shown; issue 14 §1)',
    query: ProductCountQuerySchema,
    extension: true,
    responses: { 200: ProductCountSchema, 400: badRequest },
  }),
  loadProduct: defineContract({
    ...endpoints.loadProduct,
    tag: 'Catalogue',
    summary: 'One product for its detail page, with reviews when LoadReviews=true',
    spec: 'shopping.md §7',
    query: LoadProductQuerySchema,
    responses: { 200: ProductDetailSchema, 400: badRequest, 404: ErrorResponseSchema },
  }),
  loadProducts: defineContract({
    ...endpoints.loadProducts,
    tag: 'Catalogue',
    summary:
      'The current data of several products at once (no reviews), to price a cart: unknown numbers are left out',
    spec: 'shopping.md §9 pricing',
    extension: true,
    query: LoadProductsQuerySchema,
    responses: { 200: ProductDetailListSchema, 400: badRequest },
  }),
  getCategoryProducts: defineContract({
    ...endpoints.getCategoryProducts,
    tag: 'Catalogue',
    summary: 'Products of a category, sub-categories included',
    spec: 'shopping.md §7',
    query: CategoryProductsQuerySchema,
    responses: { 200: CategoryProductsSchema, 400: badRequest },
  }),
  getCategoryTree: defineContract({
    ...endpoints.getCategoryTree,
    tag: 'Catalogue',
    summary: 'The category tree',
    spec: 'shopping.md §7',
    query: CategoryTreeQuerySchema,
    responses: { 200: CategoryTreeSchema, 400: badRequest },
  }),
  loadDesignPageProducts: defineContract({
    ...endpoints.loadDesignPageProducts,
    tag: 'Catalogue',
    summary: 'New arrivals and sections of a design page (2 category/product, 3 cart)',
    spec: 'shopping.md §7',
    query: DesignPageQuerySchema,
    responses: { 200: DesignPageSchema, 400: badRequest },
  }),
  saveProductReview: defineContract({
    ...endpoints.saveProductReview,
    tag: 'Catalogue',
    summary: 'Save a product review; success false with the first failing rule message',
    spec: 'shopping.md §5, §7',
    body: ReviewInputSchema,
    responses: { 200: SuccessResponseSchema, 400: badRequest },
  }),
  validateCoupon: defineContract({
    ...endpoints.validateCoupon,
    tag: 'Cart & coupons',
    summary: 'Validate a coupon code; success true with its percent',
    spec: 'shopping.md §7, ordering.md §7',
    body: CouponRequestSchema,
    responses: { 200: CouponResponseSchema, 400: badRequest },
  }),
  wishlistAdd: defineContract({
    ...endpoints.wishlistAdd,
    tag: 'Wishlist',
    summary: 'Wishlist stub: POST with an empty body to the bare API root; answers harmlessly',
    spec: 'shopping.md §7 wishlist stub',
    responses: { 200: SuccessResponseSchema },
  }),
  wishlistList: defineContract({
    ...endpoints.wishlistList,
    tag: 'Wishlist',
    summary: 'Wishlist stub: GET with a blank path and MaxRecords=15; answers an empty list',
    spec: 'shopping.md §7 wishlist stub',
    query: WishlistQuerySchema,
    responses: { 200: ProductListSchema },
  }),
  login: defineContract({
    ...endpoints.login,
    tag: 'Customer',
    summary: 'Log a customer in by mobile and password; answers a signed JWT',
    spec: 'ordering.md §7',
    body: LoginModelSchema,
    responses: {
      200: LoginResponseSchema,
      400: badRequest,
      401: LoginErrorSchema,
      429: ErrorResponseSchema,
    },
  }),
  register: defineContract({
    ...endpoints.register,
    tag: 'Customer',
    summary: 'Register a customer; answers a JWT; a registered mobile is refused',
    spec: 'ordering.md §7',
    body: RegistrationModelSchema,
    responses: { 200: RegistrationResponseSchema, 400: badRequest },
  }),
  getCityList: defineContract({
    ...endpoints.getCityList,
    tag: 'Reference',
    summary: 'Cities, towns and boroughs of Trinidad and of Tobago',
    spec: 'ordering.md §7',
    responses: { 200: CityListSchema },
  }),
  getShop: defineContract({
    ...endpoints.getShop,
    tag: 'Reference',
    summary: 'A shop by number; an unknown ShopNo answers without ShopName',
    spec: 'ordering.md §7',
    query: ShopQuerySchema,
    responses: { 200: ShopSchema, 400: badRequest },
  }),
  saveOrder: defineContract({
    ...endpoints.saveOrder,
    tag: 'Orders & payment',
    summary:
      'Place an order; every price is recomputed and differing totals are refused; an Idempotency-Key header makes a repeat answer as the first',
    spec: 'ordering.md §7',
    body: OrderSchema,
    responses: {
      200: SaveOrderResponseSchema,
      400: badRequest,
      401: unauthorized,
      422: ErrorResponseSchema,
    },
  }),
  getWipayUrl: defineContract({
    ...endpoints.getWipayUrl,
    tag: 'Orders & payment',
    summary:
      'Store a pending card-paid order and answer the hosted payment page url; an Idempotency-Key header makes a repeat answer as the first',
    spec: 'ordering.md §7',
    body: OrderSchema,
    responses: {
      200: WipayUrlResponseSchema,
      400: badRequest,
      401: unauthorized,
      422: ErrorResponseSchema,
    },
  }),
  wipayReceive: defineContract({
    ...endpoints.wipayReceive,
    tag: 'Orders & payment',
    summary: "Confirm a payment return; status 'success' only for a paid order with an intact hash",
    spec: 'ordering.md §7',
    body: WipayReturnSchema,
    responses: { 200: WipayReceiveResponseSchema, 400: badRequest },
  }),
  loadCustomerCashbackInfo: defineContract({
    ...endpoints.loadCustomerCashbackInfo,
    tag: 'Customer',
    summary: "The token's own customer's available cashback",
    spec: 'ordering.md §7',
    query: CustomerMobileQuerySchema,
    auth: 'customer',
    responses: { 200: CashbackSchema, 400: badRequest, 401: unauthorized, 403: forbidden },
  }),
  loadCustomerCashbackInfo2: defineContract({
    ...endpoints.loadCustomerCashbackInfo2,
    tag: 'Customer',
    summary: "The token's own customer's available cashback (default 0)",
    spec: 'ordering.md §7',
    query: CustomerMobileQuerySchema,
    auth: 'customer',
    responses: { 200: CashbackSchema, 400: badRequest, 401: unauthorized, 403: forbidden },
  }),
  loadCustomer: defineContract({
    ...endpoints.loadCustomer,
    tag: 'Customer',
    summary: "The token's own customer's summary and purchases",
    spec: 'ordering.md §7',
    query: CustomerMobileQuerySchema,
    auth: 'customer',
    responses: { 200: CustomerSummarySchema, 400: badRequest, 401: unauthorized, 403: forbidden },
  }),
  submitReturnRequest: defineContract({
    ...endpoints.submitReturnRequest,
    tag: 'Customer',
    summary: 'Extension: submit a product return (RMA) request; answers an RMA number',
    spec: 'ordering.md §2 product return form (no call shown)',
    body: ReturnRequestSchema,
    auth: 'customer',
    extension: true,
    responses: { 200: ReturnResponseSchema, 400: badRequest, 401: unauthorized },
  }),
  updateAccountInfo: defineContract({
    ...endpoints.updateAccountInfo,
    tag: 'Customer',
    summary: "Extension: save the token's own customer's name, email and telephone",
    spec: 'ordering.md §2 edit information (no call shown)',
    body: AccountInfoSchema,
    auth: 'customer',
    extension: true,
    responses: { 200: SuccessResponseSchema, 400: badRequest, 401: unauthorized },
  }),
  changePassword: defineContract({
    ...endpoints.changePassword,
    tag: 'Customer',
    summary: "Extension: change the token's own customer's password",
    spec: 'ordering.md §2 change password (no call shown)',
    body: ChangePasswordSchema,
    auth: 'customer',
    extension: true,
    responses: { 200: ChangePasswordResponseSchema, 400: badRequest, 401: unauthorized },
  }),
} as const;

/** The contracts' names. */
export type ContractName = keyof typeof contracts;
/** A contract's 200 response type. */
export type ContractResponse<N extends ContractName> = z.infer<
  (typeof contracts)[N]['responses'][200]
>;
/**
 * The fields a caller sends: the keys and optionality of the schema's input (fields with defaults
 * optional), each typed as the parsed value (so a coerced query number is a number, not unknown).
 */
export type SentFields<S extends z.ZodMiniType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : z.input<S>[K];
};
/**
 * A contract's query as a caller sends it (see `SentFields`); `never` for a contract without a query.
 * Type only: no zod reaches a bundle.
 */
export type ContractQuery<N extends ContractName> = (typeof contracts)[N] extends {
  query: infer Q extends z.ZodMiniType;
}
  ? SentFields<Q>
  : never;
/** A contract's body as a caller sends it (see `SentFields`); `never` without one. */
export type ContractBody<N extends ContractName> = (typeof contracts)[N] extends {
  body: infer B extends z.ZodMiniType;
}
  ? SentFields<B>
  : never;
