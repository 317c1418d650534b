/**
 * Route paths of the storefront, spelled as in the route tables. Builders take the route values.
 * spec: shopping.md §2 routes, ordering.md §2 route table
 */
export const ROUTES = {
  ROOT: '/',
  HOME: '/home',
  CLAIM_COUPON: '/claimcc',
  SEARCH: '/search',
  CATEGORY: '/category',
  PRODUCT: '/productdetails',
  CART: '/cart',
  WISHLIST: '/wishlist',
  CHECKOUT: '/checkout',
  SUCCESS: '/success',
  LOGIN: '/login',
  REGISTER: '/register',
  PLACE_ORDER: '/placeorder',
  ACCOUNT: '/account',
  EDIT_ACCOUNT: '/editaccountinfo',
  CHANGE_PASSWORD: '/changepassword',
  ORDER_HISTORY: '/orderhistory',
  ORDER_DETAIL: '/orderdetail',
  PRODUCT_RETURN: '/productreturn',
  ORDER_TRACK: '/ordertrack',
  WIPAY: '/wipay',
  USE_WIPAY: '/usewipay',
  DIRECT_ORDER: '/fborder',
  DELIVERY_POLICY: '/deliverypolicy',
  TERMS: '/termsandcondition',
  ABOUT: '/aboutus',
  SERVICES: '/ourservices',
  PRIVACY: '/privacypolicy',
} as const;

/** `/productdetails/{ProductNo}` */
export const productPath = (productNo: number): string => `${ROUTES.PRODUCT}/${productNo}`;
/** `/category/{ProductCategoryNo}` */
export const categoryPath = (categoryNo: number): string => `${ROUTES.CATEGORY}/${categoryNo}`;
/** `/search/{SearchText}` (text URI-encoded) */
export const searchPath = (text: string): string => `${ROUTES.SEARCH}/${encodeURIComponent(text)}`;
/** `/search?b={N}` for banner N (1 to 5) */
export const bannerSearchPath = (bannerNo: number): string => `${ROUTES.SEARCH}?b=${bannerNo}`;
/** `/fborder/{ProductNo}` or `/fborder/{ProductNo}/{ShopNo}` */
export const directOrderPath = (productNo: number, shopNo?: number): string =>
  shopNo === undefined
    ? `${ROUTES.DIRECT_ORDER}/${productNo}`
    : `${ROUTES.DIRECT_ORDER}/${productNo}/${shopNo}`;
/** `/placeorder/{ProductNo}` */
export const placeOrderPath = (productNo: number): string => `${ROUTES.PLACE_ORDER}/${productNo}`;

/**
 * `url` without the slashes it ends with ('http://shop.test///' → 'http://shop.test'), for base
 * addresses that are joined with '/'-led paths. Linear time (a loop, not a regular expression).
 */
export function trimTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 47) end -= 1; // 47: '/'
  return url.slice(0, end);
}
