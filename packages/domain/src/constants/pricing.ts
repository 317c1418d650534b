/**
 * Pricing and orders: delivery fees, destinations, quantities, currency, payment methods and order defaults. A change here changes what a shopper pays or what an order says: release it as such.
 *
 * spec: shopping.md §9, ordering.md §9
 */

/** Delivery fees in TT$ by destination and free-delivery state. spec: shopping.md §9 delivery fee */
export const FREIGHT = {
  /** Trinidad (country 1) without free delivery, TT$. */
  TRINIDAD: 40,
  /** Trinidad (country 1) with free delivery, TT$. */
  TRINIDAD_FREE_DELIVERY: 0,
  /** Tobago (country 2) without free delivery, TT$. */
  TOBAGO: 60,
  /** Tobago (country 2) with free delivery, TT$. */
  TOBAGO_FREE_DELIVERY: 30,
} as const;

/** Delivery destinations (ODeliverCountryNo). spec: shopping.md §3, ordering.md §9 */
export const COUNTRY = { TRINIDAD: 1, TOBAGO: 2 } as const;

/** A delivery destination number: 1 Trinidad, 2 Tobago. */
export type CountryNo = (typeof COUNTRY)[keyof typeof COUNTRY];

/** Display names of the delivery destinations, by ODeliverCountryNo. */
export const COUNTRY_NAMES: Readonly<Record<CountryNo, string>> = { 1: 'Trinidad', 2: 'Tobago' };

/** Payment methods (PMNo) and names. spec: ordering.md §2 checkout, §9 */
export const PAYMENT_METHOD = { CARD: 1, BANK_TRANSFER: 2, CASH_ON_DELIVERY: 3 } as const;

/** A payment method number. */
export type PaymentMethodNo = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** Payment method display names by PMNo. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethodNo, string>> = {
  1: 'Card Payment (WiPay)',
  2: 'Bank Transfer',
  3: 'Cash on Delivery',
};

/** Delivery or pickup (IsPickup). spec: ordering.md §2 checkout section 6 */
export const FULFILMENT = { DELIVERY: 0, PICKUP: 1 } as const;

/** Order sources: 1 checkout, 2 direct order page. spec: ordering.md §9 (both readings stated; we send 1 from checkout and 2 from fborder) */
export const ORDER_SOURCE = { CHECKOUT: 1, DIRECT_ORDER: 2 } as const;

/** Defaults of every order. spec: ordering.md §3 Order, §9 order defaults */
export const ORDER_DEFAULTS = {
  PMNo: PAYMENT_METHOD.CASH_ON_DELIVERY,
  CountryNo: COUNTRY.TRINIDAD,
  IsPickup: FULFILMENT.DELIVERY,
  StoreNo: 4,
  InvoiceStoreName: 'Online Store',
  ShopNo: 9,
  ShopName: 'Online Store',
  WebsiteNo: 1,
  Remarks: '',
} as const;

/**
 * Default cart line quantity, the quantity input's minimum (spec) and its maximum (extension: the
 * spec sets none; 999 units of one product is more than any shopper orders, and it keeps every
 * line total an exact whole number of cents). spec: shopping.md §5, §9
 */
export const QUANTITY = { DEFAULT: 1, MIN: 0, MAX: 999 } as const;

/** Currency label. spec: ordering.md §9 */
export const CURRENCY_LABEL = 'TT$';

/**
 * One order per intent (extension; the IETF httpapi draft "The Idempotency-Key HTTP Header
 * Field"): SaveOrder and GetWipayUrl take an `Idempotency-Key` header, one per checkout attempt.
 * A repeat with the same key and the same order gets the first answer and places nothing new; the
 * same key with another order is refused (422). A key is 1 to KEY_MAX_LENGTH visible ASCII
 * characters (KEY_PATTERN); a server keeps a key's answer for KEPT_MS (24 h).
 */
export const IDEMPOTENCY = {
  HEADER: 'Idempotency-Key',
  KEY_MAX_LENGTH: 255,
  KEY_PATTERN: /^[\x21-\x7e]{1,255}$/,
  KEPT_MS: 24 * 60 * 60 * 1000,
} as const;
