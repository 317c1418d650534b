import type { Category, City, Order, ProductDetail, Review, Shop } from '@trini/domain';

/**
 * The seam between the seed generator (src/seed) and the server (src/plugins, src/routes).
 * `createSeed(seed)` returns a fresh SeedData; the store plugin deep-copies it per mock session.
 */

/**
 * A product as the mock's backend keeps it: the public ProductDetail and what only the shop
 * knows, PurchasePrice (TT$, its cost; the spec's card field). No answer carries it: the
 * contracts' product schemas have no such field, and encoding an answer drops it.
 */
export type StoredProduct = ProductDetail & { PurchasePrice: number };

/**
 * A review as the mock's backend keeps it: the listed Review and the reviewer's CustomerMobile
 * (as submitted), which no answer carries (the contracts' Review has no such field).
 */
export type StoredReview = Review & { CustomerMobile: string };

/** A seeded or registered customer. The password is only ever kept as a scrypt hash. */
export interface StoredCustomer {
  CustomerNo: number;
  CustomerName: string;
  /** 7 digits, no prefix. */
  Mobile1: string;
  EmailID: string;
  Address: string;
  /** '1868' */
  CountryCode: string;
  /** `scrypt$<salt hex>$<hash hex>` from lib/password.ts */
  PasswordHash: string;
  /** Available cashback, TT$. */
  TotalCashback: number;
  /** An earned coupon code shown in the user menu, if any. */
  CouponCode?: string;
  /**
   * Bumped by each password change; tokens carry the version they were signed with (`ver`) and
   * older ones are refused. Absent means 0.
   */
  TokenVersion?: number;
}

/** A coupon the mock knows. Expired coupons answer success false with an expiry msg. */
export interface StoredCoupon {
  CouponCode: string;
  CouponDiscPercent: number;
  expired: boolean;
}

/** Payment state of a stored order. */
export type OrderStatus =
  | 'placed'
  | 'pending-payment'
  | 'paid'
  | 'declined'
  | 'cancelled'
  /** Not paid within the payment window (settings.pendingPaymentMinutes). */
  | 'expired';

/** An order the mock has stored (seeded past purchases, placed orders, pending card payments). */
export interface StoredOrder {
  OrderNo: number;
  /** e.g. 'INV-100042' */
  InvoiceBillNumber: string;
  /** yyyy-MM-dd */
  OrderDate: string;
  status: OrderStatus;
  /** The recomputed order as stored (totals are the server's own). */
  order: Order;
  /** Customer number when placed with a customer token, else null (guest). */
  CustomerNo: number | null;
  /** Pending card orders: when the payment window ends (ms since the epoch). */
  paymentExpiresAt?: number;
  /**
   * Card orders: the payment page's id (`/wipay/pay/<paymentId>`), 128 random bits in base64url,
   * so that nobody can open or cancel another shopper's payment by counting order numbers.
   */
  paymentId?: string;
}

/** A design page: product numbers of its new-arrival list and sections. */
export interface SeedDesignPage {
  NewArrivalList: number[];
  Sections: { SectionName: string; ProductNos: number[] }[];
}

/** Everything the mock API serves, generated deterministically from a seed number. */
export interface SeedData {
  /** 150 or more products; each has ProductCategoryNo, ProductCategoryName and ProductReviewList. */
  products: ProductDetail[];
  /** The category tree (roots with nested SubCategories). */
  categories: Category[];
  /** Home page order of ProductNos (HomePageProducts paging walks this list). */
  homePageProductNos: number[];
  /** Banner number (1 to 5) to its curated ProductNos. */
  bannerProductNos: Record<number, number[]>;
  bestSellerProductNos: number[];
  newProductNos: number[];
  /** Design pages by PageNo (2 and 3 at least). */
  designPages: Record<number, SeedDesignPage>;
  coupons: StoredCoupon[];
  cities: City[];
  /** Includes ShopNo 9 'Online Store' (the default). */
  shops: Shop[];
  customers: StoredCustomer[];
  /** Past purchases (7000001 has some). */
  orders: StoredOrder[];
}
