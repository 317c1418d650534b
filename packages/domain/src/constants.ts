/**
 * Business constants of the storefront, each defined once and imported everywhere.
 * Units are in the names' docstrings: money in TT$, durations in ms, sizes in px.
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

/** Page sizes and list limits (records per request). spec: shopping.md §9, ordering.md §9 */
export const PAGE_SIZE = {
  /** Home grid: products per 'Load More' page. */
  HOME: 15,
  /** Search results per request. */
  SEARCH: 15,
  /** Related lists (best sellers, new, similar) and category requests. */
  LIST: 15,
  /** The category page's new-arrival list is cut to this many cards. */
  NEW_ARRIVALS: 8,
  /** First page number of paged calls. */
  FIRST_PAGE: 1,
} as const;

/** The category page's 'Show' choices (page sizes). spec: shopping.md §2 category page */
export const PAGE_SIZE_CHOICES = [5, 10, 15, 25] as const;

/** The category page's 'Sort By' choices, value and label. spec: shopping.md §2 category page */
export const SORT_CHOICES = [
  { value: 'default', label: 'Default' },
  { value: 'name-asc', label: 'Name(A-Z)' },
  { value: 'name-desc', label: 'Name(Z-A)' },
  { value: 'price-asc', label: 'Price(Low>High)' },
  { value: 'price-desc', label: 'Price(High>Low)' },
] as const;
/** A Sort By value. */
export type SortChoice = (typeof SORT_CHOICES)[number]['value'];

/**
 * The category page's availability filter values, as its URL and the category call's
 * `Availability` extension spell them: 'in' (In Stock), 'out' (Out of Stock).
 * spec: shopping.md §2 category page AVAILABILITY; issue 14 §1
 */
export const AVAILABILITY = ['in', 'out'] as const;
/** An availability filter value. */
export type Availability = (typeof AVAILABILITY)[number];

/** Price filter slider bounds. spec: shopping.md §9 price slider 0 to 100, step 1 */
export const PRICE_SLIDER = { MIN: 0, MAX: 100, STEP: 1, DEFAULT: 0 } as const;

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
  /** The category filter panel is hidden below this width. */
  FILTER_PANEL_HIDDEN_BELOW: 768,
  /** Carousel height. */
  CAROUSEL_HEIGHT: 310,
  /** Carousel width. */
  CAROUSEL_WIDTH: 1265,
  /** The back-to-top button shows once scrolled beyond this. */
  BACK_TO_TOP_AFTER: 100,
} as const;

/**
 * Pixel widths of product pictures on the media host (square images): `ImageFilePathThumbnail`
 * and `Thumbnail` at THUMBNAIL, `ImageFilePath` at FULL. The spec does not give sizes; these are
 * what the mock API serves and what the storefront's `srcset` width descriptors claim.
 * spec: shopping.md §1 media, §5 product fields
 */
export const PRODUCT_IMAGE_PX = {
  /** Thumbnail width and height. */
  THUMBNAIL: 300,
  /** Full-size image width and height. */
  FULL: 800,
} as const;

/** Number of home banners (banner N links to /search?b=N). spec: shopping.md §9 */
export const BANNER_COUNT = 5;

/** Media path of banner N (1 to 5), relative to the media base. spec: shopping.md §1 */
export function bannerPath(n: number): string {
  return `ERP/Images/Banner/${n}.jpg`;
}

/** Browser storage keys. spec: shopping.md §3, ordering.md §3 */
export const STORAGE_KEYS = {
  /** Session storage: the cart line list (JSON array of cart lines). */
  CART_LINES: 'c',
  /** Session storage: '1' when the visitor came from a social network (fbclid). */
  FROM_FB: 'fb',
  /** Local storage: the applied coupon code. */
  COUPON_CODE: 'COUPONCODE',
  /** Local storage: the customer's JWT. */
  CUSTOMER_TOKEN: 'cjwt',
  /** Local storage: timestamp flag set by /usewipay enabling the card option. */
  USE_WIPAY: 'UseWipay',
  /** Local storage (extension): the wishlist's product list. */
  WISHLIST: 'wishlist',
} as const;

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

/** Login type choices on the checkout. spec: ordering.md §2 checkout section 2 */
export const LOGIN_TYPE = { LOGIN: 1, REGISTER: 2, GUEST: 3 } as const;

/** Mobile number rules: 7 digits after the +1(868) prefix. spec: ordering.md §9 */
export const MOBILE = { DIGITS: 7, PREFIX: '+1(868)', COUNTRY_CODE: '1868' } as const;
/** Minimum password length. spec: ordering.md §9 */
export const PASSWORD_MIN_LENGTH = 6;

/** Review field limits (characters) and rating bounds. spec: shopping.md §5, §9 */
export const REVIEW_LIMITS = {
  MOBILE: 7,
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

/** Rating labels from 1 (Bad) to 5 (Good). spec: shopping.md §2 review form */
export const RATING_LABELS = ['Bad', 'Poor', 'Average', 'Good', 'Very Good'] as const;

/**
 * Default cart line quantity, the quantity input's minimum (spec) and its maximum (extension: the
 * spec sets none; 999 units of one product is more than any shopper orders, and it keeps every
 * line total an exact whole number of cents). spec: shopping.md §5, §9
 */
export const QUANTITY = { DEFAULT: 1, MIN: 0, MAX: 999 } as const;

/** Currency label. spec: ordering.md §9 */
export const CURRENCY_LABEL = 'TT$';
/** Footer copyright year. spec: ordering.md §9 */
export const COPYRIGHT_YEAR = 2024;

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

/** Categories of the home 'Browse our Categories' block, in order, with their banner image paths. spec: shopping.md §2 home */
export const HOME_CATEGORIES = [
  { key: 'electronics', name: 'Electronics', image: 'ERP/Images/Category/electronics.jpg' },
  { key: 'kitchen', name: 'Kitchen', image: 'ERP/Images/Category/kitchen.jpg' },
  { key: 'health', name: 'Health & Beauty', image: 'ERP/Images/Category/health.jpg' },
  { key: 'home-decor', name: 'Home & Decor', image: 'ERP/Images/Category/home-decor.jpg' },
  { key: 'tools', name: 'Tools & Automobile', image: 'ERP/Images/Category/tools.jpg' },
  {
    key: 'home-improvement',
    name: 'Home Improvement',
    image: 'ERP/Images/Category/home-improvement.jpg',
  },
] as const;

/** The two 'why buy from us?' images. spec: shopping.md §2 home */
export const WHY_BUY_IMAGES = ['ERP/Images/Why/1.jpg', 'ERP/Images/Why/2.jpg'] as const;

/**
 * The category bar: each entry searches by its text. Tools is shown as 'Tools & Automobiles'.
 * spec: ordering.md §2 site shell, category bar
 */
export const CATEGORY_BAR = [
  { label: 'Flash Sale', searchText: 'Flash Sale' },
  { label: 'Christmas Sale', searchText: 'Christmas Sale' },
  { label: 'Electronics', searchText: 'Electronics' },
  { label: 'Kitchen', searchText: 'Kitchen' },
  { label: 'Health & Beauty', searchText: 'Health & Beauty' },
  { label: 'Home & Decor', searchText: 'Home & Decor' },
  { label: 'Appliances', searchText: 'Appliances' },
  { label: 'Tools & Automobiles', searchText: 'Tools' },
] as const;

/** Design page numbers for LoadDesignPageProducts. spec: shopping.md §7 */
export const DESIGN_PAGE = { CATEGORY: 2, PRODUCT: 2, CART: 3 } as const;

/** Return reasons (radio values). spec: ordering.md §2 product return form */
export const RETURN_REASONS = [
  { value: 1, label: 'Dead On Arrival' },
  { value: 4, label: 'Faulty, please supply details' },
  { value: 3, label: 'Order Error' },
  { value: 5, label: 'Other, please supply details' },
  { value: 2, label: 'Received Wrong Item' },
] as const;

/** Order tracking steps, spelled as in the spec. spec: ordering.md §2 order tracking */
export const ORDER_TRACK_STEPS = [
  'Order Processed',
  'Order Shipped',
  'Order Earoute',
  'Order Arrived',
] as const;
