/**
 * Presentation only: timings (ms), breakpoints (px), video volume, labels and the copyright year. A change here never changes a price or an order.
 *
 * spec: shopping.md §9, ordering.md §9
 */

/** Durations in milliseconds. spec: shopping.md §9, ordering.md §9 */
export const TIMING_MS = {
  /** A notice stays on screen (top right, with an 'Ok' action). */
  NOTICE: 5000,
  /** 'Item Added To Cart' caption reverts to 'ADD TO CART'. */
  ADD_TO_CART_CAPTION: 2000,
  /** Delay before a card's video starts. */
  VIDEO_START_DELAY: 100,
  /** Full banner carousel cycle. */
  CAROUSEL_CYCLE: 25000,
  /** Time each banner is shown. */
  CAROUSEL_STEP: 5000,
  /** Success screen redirects to the root after this. */
  SUCCESS_REDIRECT: 3000,
  /** Dialog open animation. */
  DIALOG_OPEN: 150,
  /** Dialog close animation. */
  DIALOG_CLOSE: 75,
} as const;

/** Card video volume, 0 to 1. spec: shopping.md §9 */
export const VIDEO_VOLUME = 0.4;

/** Layout breakpoints and sizes in px. spec: shopping.md §2, §9; ordering.md §9 */
export const LAYOUT_PX = {
  /** The banner carousel is hidden at this width or less. */
  CAROUSEL_HIDDEN_AT_OR_BELOW: 992,
  /** The category filter panel is hidden below this width (the phone layout starts below it). */
  FILTER_PANEL_HIDDEN_BELOW: 768,
  /** Two-column forms (checkout, registration) take one column at this width or less. */
  SMALL_PHONE_AT_OR_BELOW: 600,
  /** The narrowest phones (compact search suggestions and header) at this width or less. */
  NARROW_PHONE_AT_OR_BELOW: 400,
  /** Carousel height. */
  CAROUSEL_HEIGHT: 310,
  /** Carousel width. */
  CAROUSEL_WIDTH: 1265,
  /** The back-to-top button shows once scrolled beyond this. */
  BACK_TO_TOP_AFTER: 100,
} as const;

/** Rating labels from 1 (Bad) to 5 (Good). spec: shopping.md §2 review form */
export const RATING_LABELS = ['Bad', 'Poor', 'Average', 'Good', 'Very Good'] as const;

/** Footer copyright year. spec: ordering.md §9 */
export const COPYRIGHT_YEAR = 2024;

/** Order tracking steps, spelled as in the spec. spec: ordering.md §2 order tracking */
export const ORDER_TRACK_STEPS = [
  'Order Processed',
  'Order Shipped',
  'Order Earoute',
  'Order Arrived',
] as const;
