/**
 * The shop's own facts: policy figures, bank transfer details, the pickup address and the browser storage keys.
 *
 * spec: shopping.md §9, ordering.md §9
 */

/** Browser storage keys. spec: shopping.md §3, ordering.md §3 */
export const STORAGE_KEYS = {
  /** Session storage: the cart line list (JSON array of cart lines). */
  CART_LINES: 'c',
  /**
   * Cookie (first-party, `Path=/`): a copy of the cart's line identities (ProductNo and Quantity)
   * for the server's render of the cart and the header's count; session storage `c` stays the
   * source. Format and limits: `CART_COOKIE` (cart/cart-cookie).
   */
  CART_COOKIE: 'trini_cart',
  /** Session storage: '1' when the visitor came from a social network (fbclid). */
  FROM_FB: 'fb',
  /** Local storage: the applied coupon code. */
  COUPON_CODE: 'COUPONCODE',
  /**
   * Cookie (first-party, `Path=/`): a copy of local storage COUPONCODE, so the server renders the
   * cart and checkout with the coupon the shopper applied (after checking it with the API). Format
   * and limits: `COUPON_COOKIE` (cart/coupon-cookie).
   */
  COUPON_COOKIE: 'trini_coupon',
  /** Local storage: the customer's JWT. */
  CUSTOMER_TOKEN: 'cjwt',
  /** Local storage: timestamp flag set by /usewipay enabling the card option. */
  USE_WIPAY: 'UseWipay',
  /** Local storage (extension): the wishlist's product list. */
  WISHLIST: 'wishlist',
} as const;

/** Policy facts used in static pages. spec: shopping.md §5, §9 */
export const POLICY = {
  /** Minimum order for delivery, TT$; below it the order is collected at an outlet. */
  MIN_DELIVERY_ORDER: 500,
  /** Delivery processing, working days. */
  DELIVERY_PROCESSING_DAYS: 2,
  /** Courier delivery attempts. */
  DELIVERY_ATTEMPTS: 3,
  /** Refund processing after receipt and inspection, working days. */
  REFUND_DAYS_MIN: 7,
  REFUND_DAYS_MAX: 14,
  /** Returns accepted within this many days of delivery. */
  RETURN_DAYS: 7,
  /** Notice of a substantial change of terms, days. */
  TERMS_CHANGE_NOTICE_DAYS: 30,
  /** Deposit payments must be credited within this many days of booking. */
  DEPOSIT_WINDOW_DAYS: 3,
  /** About page figures. */
  CUSTOMERS: '200,000',
  SINCE_YEAR: 2004,
} as const;

/** Bank transfer details shown on the checkout (bank transfer method). spec: ordering.md §2 checkout section 3 */
export const BANK_TRANSFER = {
  AccountName: 'Trini Online Store Ltd',
  Bank: 'Republic Bank Limited',
  AccountNumber: '180-4412-963-01',
  Swift: 'RBNKTTPX',
  WhatsAppPhone: '+1 (868) 555-0142',
} as const;

/** Pickup address shown when Pickup is chosen. spec: ordering.md §2 checkout section 6 */
export const PICKUP_ADDRESS =
  'Trini Online Store, 12 Eastern Main Road, Tunapuna, Trinidad and Tobago';
