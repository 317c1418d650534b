/**
 * Customers and their input: login types, the mobile format, password and text limits, review limits and return reasons.
 *
 * spec: shopping.md §9, ordering.md §9
 */

/** Login type choices on the checkout. spec: ordering.md §2 checkout section 2 */
export const LOGIN_TYPE = { LOGIN: 1, REGISTER: 2, GUEST: 3 } as const;

/** Mobile number rules: 7 digits after the +1(868) prefix. spec: ordering.md §9 */
export const MOBILE = { DIGITS: 7, PREFIX: '+1(868)', COUNTRY_CODE: '1868' } as const;

/**
 * Fewest characters a new password may have (registration and change password; a login checks no
 * length, so passwords set under an older rule still log in). Eight, not the spec's six: a
 * security requirement overrides it (docs/decisions/account-guessing.md). spec: ordering.md §9
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Review field limits (characters) and rating bounds. spec: shopping.md §5, §9 */
export const REVIEW_LIMITS = {
  MOBILE: MOBILE.DIGITS,
  NAME: 100,
  TITLE: 100,
  COMMENTS: 1000,
  RATING_MIN: 1,
  RATING_MAX: 5,
} as const;

/**
 * Most characters of each kind of text a request may store (extension: the spec sets limits only
 * for reviews, REVIEW_LIMITS). Every stored text field of the contracts has one, so no customer
 * can store a name that makes their own token too long to send (an unlimited name once made every
 * call of that customer answer 431). EMAIL is the longest address RFC 5321 lets through. Reviews
 * keep their own REVIEW_LIMITS.
 */
export const TEXT_LIMITS = {
  /** Person, shop and product names; titles. */
  NAME: 100,
  /** Product names, which run longer than people's. */
  PRODUCT_NAME: 200,
  EMAIL: 254,
  /** Phone and mobile numbers as typed (spaces, dashes or the +1(868) prefix included). */
  PHONE: 20,
  PASSWORD: 128,
  ADDRESS: 500,
  /** Codes and numbers typed as text: coupon codes, barcodes, order ids, dates. */
  CODE: 50,
  /** Free text: order remarks, return details. */
  NOTE: 1000,
  /** Image paths and file names. */
  PATH: 500,
} as const;

/** Return reasons (radio values). spec: ordering.md §2 product return form */
export const RETURN_REASONS = [
  { value: 1, label: 'Dead On Arrival' },
  { value: 4, label: 'Faulty, please supply details' },
  { value: 3, label: 'Order Error' },
  { value: 5, label: 'Other, please supply details' },
  { value: 2, label: 'Received Wrong Item' },
] as const;
