/**
 * Every user-visible message of the spec, spelled exactly as there (typos and double spaces
 * included: shoppers and tests match them). Messages marked "extension" are ours, for rules the
 * spec leaves unstated.
 *
 * spec: shopping.md §5, §8; ordering.md §2, §5, §8
 */
export const MESSAGES = {
  // shopping.md §5, §8 — cart
  SOLD_OUT: 'Item is sold out. Please select other item',
  ITEM_ADDED: 'Item Added To Cart',
  ADD_TO_CART: 'ADD TO CART',
  COUPON_EMPTY: 'Please enter a coupon code',
  COUPON_ALREADY_APPLIED: 'Coupon already applied',
  CART_EMPTY_TITLE: 'Your Cart is Empty!',
  CART_EMPTY_TEXT: "It's a nice day to buy the items you saved for later!",
  WISHLIST_EMPTY_TITLE: 'Your WishList is Empty!',
  LOAD_MORE: 'Load More Products...',
  SEARCH_TITLE: 'Searched Products',

  // shopping.md §5 — review
  REVIEW_PHONE_INVALID: 'Phone Number is invalid. Please enter 7 digits.',
  REVIEW_MOBILE_REQUIRED: 'Customer Mobile is required.',
  REVIEW_NAME_REQUIRED: 'Customer Name is required.',
  REVIEW_TITLE_REQUIRED: 'Title is required.',
  REVIEW_COMMENTS_REQUIRED: 'Review  is required.',
  REVIEW_SAVED: 'Review added successfully.',
  /** extension: limits of shopping.md §5 have no message there */
  REVIEW_NAME_TOO_LONG: 'Customer Name must be at most 100 characters.',
  REVIEW_TITLE_TOO_LONG: 'Title must be at most 100 characters.',
  REVIEW_COMMENTS_TOO_LONG: 'Review must be at most 1000 characters.',
  REVIEW_RATING_RANGE: 'Rating must be from 1 to 5.',

  // ordering.md §5 — checkout and direct order
  ORDER_PHONE_INVALID: 'Phone Number is invalid. Please enter 7 digits.',
  ORDER_MOBILE_REQUIRED: 'Customer Mobile is required.',
  ORDER_NAME_REQUIRED: 'Customer Name is required.',
  ORDER_NO_PRODUCT: 'No product added.',
  /** extension: the quantity limit (QUANTITY.MAX) has no message in the spec */
  QUANTITY_TOO_LARGE: 'Quantity can be at most 999.',

  // ordering.md §5 — login
  LOGIN_MOBILE_REQUIRED: 'Mobile number is required',
  LOGIN_PASSWORD_REQUIRED: 'Password is required',

  // ordering.md §5 — registration (side panel)
  REG_MOBILE_REQUIRED: 'Mobile Number is required',
  REG_MOBILE_DIGITS: 'Enter 7 digits',
  REG_NAME_REQUIRED: 'Full Name is required',
  REG_EMAIL_REQUIRED: 'Email is required',
  REG_EMAIL_INVALID: 'Enter a valid email',
  REG_PASSWORD_REQUIRED: 'Password is required',
  /**
   * A new password shorter than PASSWORD_MIN_LENGTH. Eight, not the spec's six (a security
   * requirement overrides it: docs/decisions/account-guessing.md).
   */
  REG_PASSWORD_SHORT: 'Password must be at least 8 characters',
  REG_CONFIRM_REQUIRED: 'Confirm Password is required',
  REG_PASSWORDS_MISMATCH: 'Passwords do not match',
  REG_CONFIRM_MOBILE: 'You must confirm mobile number',
  /** The change-password form's current password, required (extension: the spec's form has none). */
  CURRENT_PASSWORD_REQUIRED: 'Current Password is required',

  // ordering.md §5 — registration (dialog)
  REGD_NAME_REQUIRED: 'CustomerName is requiered.',
  REGD_PASSWORD_REQUIRED: 'Password is requiered.',
  REGD_CONFIRM_REQUIRED: 'Confirm Password is requiered.',
  REGD_PASSWORDS_MISMATCH: 'Passwords do not match.',
  REGD_CONFIRM_MOBILE:
    'You need to confirm that this is your  mobile number and You agree to its use for account notifications.',
  REGD_HINT_MOBILE: 'Mobile is required.',
  REGD_HINT_NAME: 'Name is required.',

  // ordering.md §8 — errors and outcomes
  ERROR_PREFIX: 'Error: ',
  LOGIN_NOT_REGISTERED: 'Login details not found Kindly Register',
  LOGIN_CONNECTION_ERROR: 'Error Connecting Server',
  REGISTERED: 'Registered Succesfully',
  PAYMENT_PROCESSING: 'Processing ! Please do not go back or refresh',
  PAYMENT_PLACED: 'Order Placed ! Please check your mail for details.',
  PAYMENT_FAILED: 'Order could not be placed!',
  PAYMENT_SCRIPT_FAILED: 'PayPal script failed to load.',
  ORDER_SUCCESS: 'Your Order has been successfully placed!',
  RMA_INTRO: 'Please complete the form below to request an RMA number.',
  PLACEHOLDER_ERROR: 'Your Error Message',
  PLACE_ORDER: 'Place Order',
  PLACE_ORDER_WIPAY: 'Place Order Using Wipay',
  SEND_ORDER: 'Send Order',
  CREATE_ORDER: 'Create Order',
} as const;

/** 'Congratulations! You have earned for {n} %.' for a valid coupon of n percent. spec: ordering.md §4 coupon */
export function couponEarnedMessage(percent: number): string {
  return `Congratulations! You have earned for ${percent} %.`;
}

/** 'Error: ' plus a server message. spec: shopping.md §8, ordering.md §8 */
export function errorMessage(msg: string): string {
  return `${MESSAGES.ERROR_PREFIX}${msg}`;
}

/**
 * Messages the server (mock API) answers in `msg` for rules the specs leave unstated (extension).
 * The storefront shows them as 'Error: ' + msg, so they are defined here once for both sides and
 * tests. spec: shopping.md §7, ordering.md §7 (server-side processing: not shown)
 */
export const SERVER_MESSAGES = {
  COUPON_INVALID: 'Invalid coupon code.',
  /**
   * 401 of every refused login, an unknown mobile and a wrong password alike (one answer, so a
   * login never tells whether a mobile is registered; extension).
   */
  LOGIN_INVALID: 'Invalid mobile number or password.',
  /** Not answered by the mock any more: a refused login answers LOGIN_INVALID whatever the mobile. */
  LOGIN_NOT_REGISTERED: 'This mobile number is not registered.',
  LOGIN_RATE_LIMITED: 'Too many login attempts. Please wait a minute and try again.',
  /**
   * 429 of a login for a mobile locked after too many failed logins, whatever the address
   * (extension); the server appends the wait, e.g. ' (retry in 2 minutes)'.
   */
  LOGIN_MOBILE_LOCKED: 'Too many failed logins for this mobile number. Please wait and try again.',
  /**
   * A new password (registration, change password) found on the common-password list
   * (extension: the check is the server's, the list too large for the browser).
   */
  PASSWORD_TOO_COMMON: 'This password is too common. Choose another.',
  /** 429 of register beyond its per-address limit (extension). */
  REGISTER_RATE_LIMITED: 'Too many registration attempts. Please wait a minute and try again.',
  /** 429 of validatecoupon beyond its per-address limit (extension). */
  COUPON_RATE_LIMITED: 'Too many coupon attempts. Please wait a minute and try again.',
  /** 429 of saveproductreview beyond its per-address limit (extension). */
  REVIEW_RATE_LIMITED: 'Too many reviews sent. Please wait a minute and try again.',
  MOBILE_ALREADY_REGISTERED: 'Mobile number is already registered.',
  ORDER_TOTALS_MISMATCH: 'Order totals do not match current prices. Please review your cart.',
  ORDER_CASHBACK_LOGIN: 'Please log in to use your cashback.',
  /** SaveOrder / GetWipayUrl: an Idempotency-Key header that is not 1-255 visible ASCII characters. */
  IDEMPOTENCY_KEY_INVALID: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
  /** SaveOrder / GetWipayUrl: an Idempotency-Key already used for another request (422). */
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different order.',
  /** SaveOrder / GetWipayUrl: the delivery city is not one of GetCityList's (extension). */
  ORDER_CITY_UNKNOWN: 'Please select a delivery city from the list.',
  ORDER_CASHBACK_UNAVAILABLE: 'The cashback used is more than your available cashback.',
  ORDER_SAVED: 'Order placed successfully.',
  ORDER_PAYMENT_PENDING: 'Order saved; awaiting card payment.',
  ORDER_CARD_NEEDS_PAYMENT:
    'Card payment orders are placed through the payment page. Please choose Place Order Using Wipay.',
  PAYMENT_NOT_PAID: 'The payment was not completed.',
  PAYMENT_ALREADY_PROCESSED: 'This payment has already been processed.',
  PAYMENT_UNVERIFIED: 'The payment return could not be verified.',
  PAYMENT_UNKNOWN_ORDER: 'Unknown order.',
  REVIEW_PRODUCT_UNKNOWN: 'This product no longer exists.',
  RETURN_AGREE_TERMS: 'You must agree to the Terms & Conditions.',
  ACCOUNT_UPDATED: 'Your account information has been saved.',
  PASSWORD_CHANGED: 'Your password has been changed.',
  /** changepassword with a current password that is not the customer's (extension). */
  CURRENT_PASSWORD_WRONG: 'Your current password is not correct.',
  UNAUTHORIZED: 'Missing or invalid token. Please log in again.',
  FORBIDDEN: "You may only view your own account's data.",
  XSRF_INVALID: 'Missing or invalid XSRF token.',
  INTERNAL_ERROR: 'Internal server error. Please try again later.',
  /** 413: the API's and the storefront proxy's answer to a body over their limit. */
  BODY_TOO_LARGE: 'Request body is too large.',
} as const;

/** 'Coupon {code} has expired.' (server msg, extension). spec: shopping.md §7 validatecoupon */
export function couponExpiredMessage(code: string): string {
  return `Coupon ${code} has expired.`;
}

/** A refused order line whose product is unknown (server msg, extension). spec: ordering.md §7 SaveOrder */
export function productUnavailableMessage(productNo: number): string {
  return `Product ${productNo} is no longer available.`;
}

/**
 * A refused order whose delivery island is not its city's (server msg, extension): the freight is
 * the city's island's, e.g. 'Scarborough is in Tobago. Please choose Tobago delivery.'
 */
export function cityIslandMessage(cityName: string, islandName: string): string {
  return `${cityName} is in ${islandName}. Please choose ${islandName} delivery.`;
}

/** A refused order line whose product is sold out (server msg, extension). spec: shopping.md §5 sold-out */
export function productSoldOutMessage(productName: string): string {
  return `${productName} is sold out. Please remove it from your cart.`;
}

/**
 * A cart line whose price changed since it was added, told when the cart is priced again
 * (extension; amounts in TT$, formatted by the caller). spec: shopping.md §9 pricing
 */
export function cartPriceChangedMessage(productName: string, from: string, to: string): string {
  return `The price of ${productName} changed from ${from} to ${to}.`;
}

/** A cart line taken out because its product is now sold out (extension). spec: shopping.md §5 */
export function cartLineSoldOutMessage(productName: string): string {
  return `${productName} is now sold out and was taken out of your cart.`;
}

/** A cart line taken out because its product is no longer sold (extension). */
export function cartLineGoneMessage(productName: string): string {
  return `${productName} is no longer sold and was taken out of your cart.`;
}

/** The answer of a submitted return request (server msg, extension). spec: ordering.md §2 product return */
export function returnSubmittedMessage(rmaNo: string): string {
  return `Return request submitted. Your RMA number is ${rmaNo}.`;
}

/**
 * Messages of the product return form (extension: ordering.md §5 shows no return form rules; the
 * storefront checks that a reason was chosen before submitting, the server checks the rest).
 * spec: ordering.md §2 product return form
 */
export const RETURN_MESSAGES = {
  /** No reason-for-return radio chosen. */
  REASON_REQUIRED: 'Please select a reason for return.',
} as const;

/**
 * Notices of the storefront where the spec leaves the shopper in silence (extension).
 * spec: ordering.md §8 order transport error 'only logged', shopping.md §8 coupon call failure
 */
export const NOTICE_MESSAGES = {
  /** A failed or dropped call (order, card payment link, coupon check, city list): try again. */
  SHOP_UNREACHABLE: "We couldn't reach the shop. Please try again.",
} as const;
