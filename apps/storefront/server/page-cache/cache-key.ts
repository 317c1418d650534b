/**
 * The query parameters a page's server render reads: the category page's controls (`sort`, `show`,
 * `price`, `stock`, `view`, `page`: src/features/categories/catalog-query.ts), the search page's
 * pages and its back link (`page`, `from`, `b`: src/features/products/search-args.ts,
 * src/routes/search.tsx) and the order detail's invoice (`order`: src/features/account/customer-order.ts).
 * A page with any other parameter (but a tracking one) is rendered for its request alone and not
 * kept, so that made-up parameters cannot fill the page cache and push the shop's pages out of it.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'sort',
  'show',
  'price',
  'stock',
  'view',
  'page',
  'from',
  'b',
  'order',
]);

/**
 * Campaign and click identifiers that ad networks, mailers and social sites append to links
 * (Google, Meta, Microsoft, TikTok, X, LinkedIn, Yandex, Mailchimp, HubSpot, Marketo): no render
 * reads them (the product page's `fbclid` is read by the browser alone), so they are left out of
 * the page cache's key and of the URL the server renders. Any `utm_*` parameter counts too.
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'srsltid',
  '_ga',
  '_gl',
  'fbclid',
  'igshid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
]);

/** True for a tracking parameter's name (TRACKING_PARAMS, or any `utm_` one). */
export function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || TRACKING_PARAMS.has(name);
}

/**
 * The page cache's key of a request: the page's origin (the cache keeps one copy per public
 * origin, see origin/site-origin.ts), its path as sent, and its query with the parameters sorted
 * by name (a parameter repeated keeps its order) and written in one encoding, so `?b=2&a=1` and
 * `?a=1&b=2`, or `?q=a+b` and `?q=a%20b`, are the same page. Tracking parameters
 * (`isTrackingParam`) are left out. An empty query is no query.
 * `path` is the request's path and query (`/category/1?page=2`).
 */
export function pageCacheKey(origin: string, path: string): string {
  return `${origin}${untrackedPath(path, true)}`;
}

/**
 * `path` (path and query) without its tracking parameters (`isTrackingParam`), the others in one
 * encoding and, with `sorted`, sorted by name. `/p/1?utm_source=x` is `/p/1`; a path with no
 * tracking parameter is returned as it is unless `sorted`.
 */
export function untrackedPath(path: string, sorted = false): string {
  const q = path.indexOf('?');
  if (q < 0) return path;
  const params = new URLSearchParams(path.slice(q + 1));
  const tracking = [...new Set(params.keys())].filter(isTrackingParam);
  if (tracking.length === 0 && !sorted) return path;
  for (const name of tracking) params.delete(name);
  if (sorted) params.sort();
  const query = params.toString();
  return `${path.slice(0, q)}${query ? `?${query}` : ''}`;
}

/**
 * True when the page cache may keep the page of `path` (path and query): every parameter is one
 * a render reads (PAGE_QUERY_PARAMS) or a tracking one. Otherwise the page is rendered for its
 * request alone (`X-Cache: BYPASS`).
 */
export function isCacheablePath(path: string): boolean {
  const q = path.indexOf('?');
  if (q < 0) return true;
  for (const name of new URLSearchParams(path.slice(q + 1)).keys())
    if (!PAGE_QUERY_PARAMS.has(name) && !isTrackingParam(name)) return false;
  return true;
}
