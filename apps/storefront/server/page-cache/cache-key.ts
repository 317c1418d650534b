/**
 * The page cache's key of a request: the page's origin (the cache keeps one copy per public
 * origin, see origin/site-origin.ts), its path as sent, and its query with the parameters sorted
 * by name (a parameter repeated keeps its order) and written in one encoding, so `?b=2&a=1` and
 * `?a=1&b=2`, or `?q=a+b` and `?q=a%20b`, are the same page. An empty query is no query.
 * `path` is the request's path and query (`/category/1?page=2`).
 */
export function pageCacheKey(origin: string, path: string): string {
  const q = path.indexOf('?');
  if (q < 0) return `${origin}${path}`;
  const params = new URLSearchParams(path.slice(q + 1));
  params.sort();
  const query = params.toString();
  return `${origin}${path.slice(0, q)}${query ? `?${query}` : ''}`;
}
