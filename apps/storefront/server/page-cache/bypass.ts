import { readCartCookie, readCouponCookie } from '@trini/domain';
import { MOCK_SESSION_HEADER } from '../api-proxy.ts';

/**
 * Most cart lines a page kept in the page cache counts in its header: a request whose cart
 * cookie holds more renders for itself alone. The copies of a page are one per count, so this
 * bounds them (11 per page) whatever cookies a client makes up; real carts hold a few lines.
 */
export const CACHED_CART_COUNT_MAX = 10;

/**
 * How the page cache may answer a request: `bypass` names why it may not (the page is rendered
 * for this request alone), else `variant` is the part of the page's key that request headers
 * make ('' for a guest without a cart; `cart=2` for a header counting 2 lines).
 */
export type PageCacheVariant = { bypass: string } | { variant: string };

/** What `pageCacheVariant` needs besides the request's headers. */
export interface PageCacheVariantOptions {
  /** MOCK_CONTROLS: the mock session header is passed on to the API (see below). */
  mockControls: boolean;
  /**
   * True when the page at a path renders the shopper's cart lines from the cart and coupon
   * cookies (the cart and checkout pages: entry-server.tsx `rendersCookieCart`). Without it every
   * page is taken to do so.
   */
  rendersCart?: ((pathname: string) => boolean) | undefined;
}

/**
 * Which copy of a page the page cache may answer a request with. The render reads two request
 * headers' worth of personal data: the cart cookie (the header counts its lines; the cart and
 * checkout pages show them, with the coupon cookie's code) and nothing else of the `Cookie`
 * header, so other cookies (the XSRF token, a site's analytics) change no page and are ignored.
 * - bypass: `authorization` (credentials); the mock session header with `mockControls` (it is
 *   passed on to the API, whose data for that session may differ from the seed; without, it is
 *   never passed on and changes nothing); the cart or coupon cookie on a page that renders the
 *   cart; a cart cookie of more than CACHED_CART_COUNT_MAX lines.
 * - variant: `cart=<line count>` when the cart cookie holds lines, '' otherwise.
 * `headers` are Node's (lower-case names); `pathname` is the page's path as the render reads it.
 */
export function pageCacheVariant(
  headers: Record<string, string | string[] | undefined>,
  pathname: string,
  { mockControls, rendersCart }: PageCacheVariantOptions,
): PageCacheVariant {
  if (headers.authorization !== undefined) return { bypass: 'authorization' };
  if (mockControls && headers[MOCK_SESSION_HEADER] !== undefined)
    return { bypass: MOCK_SESSION_HEADER };
  const cookie = headers.cookie;
  if (typeof cookie !== 'string') return { variant: '' };
  const count = readCartCookie(cookie).length;
  const cartPage = rendersCart?.(pathname) ?? true;
  if (cartPage && (count > 0 || readCouponCookie(cookie) !== null)) return { bypass: 'cart' };
  if (count > CACHED_CART_COUNT_MAX) return { bypass: 'cart' };
  return { variant: count > 0 ? `cart=${count}` : '' };
}
