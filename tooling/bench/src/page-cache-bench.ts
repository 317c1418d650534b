import autocannon from 'autocannon';

/** One page of the page-cache table: its throughput with the cache warm, beside the static file. */
export interface CachedPageThroughput {
  name: string;
  path: string;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  /** req/s as a share of the static file's (same server, same run). */
  ratio: number;
  /** The `X-Cache` of the page's answer after the run (HIT when the cache kept it). */
  xCache: string | null;
}

/** What a burst on one uncached page cost the API. */
export interface BurstCost {
  path: string;
  /** Requests sent at once. */
  requests: number;
  /** API calls the mock's journal counted for the burst. */
  apiCalls: number;
  /** API calls one render of the page makes (measured on another product). */
  apiCallsOfOneRender: number;
}

/** API calls in the mock's journal of guests' requests (its default session). */
async function apiCalls(apiUrl: string): Promise<number> {
  const res = await fetch(`${apiUrl}/__mock/requests/count?pathPrefix=/api`);
  return ((await res.json()) as { count: number }).count;
}

/**
 * Issue 25: the storefront's pages with the page cache warm, beside the static file the same
 * server sends (autocannon, 10 connections, `seconds` each, brotli accepted as browsers do):
 * each page is asked once first, so the run measures kept pages (target ≥ 50 % of the static
 * file's req/s, p99 ≤ 50 ms). `webUrl` is a storefront started with PAGE_CACHE=1.
 */
export async function cachedPageThroughput(
  webUrl: string,
  pages: { name: string; path: string }[],
  seconds = 5,
): Promise<CachedPageThroughput[]> {
  const targets = [{ name: 'static file (favicon.svg)', path: '/favicon.svg' }, ...pages];
  const rows: Omit<CachedPageThroughput, 'ratio'>[] = [];
  for (const t of targets) {
    const headers = { 'accept-encoding': 'br, gzip' };
    // Warm: the first answer renders, the next ones come from the cache once compressed.
    for (let i = 0; i < 3; i++) await (await fetch(`${webUrl}${t.path}`, { headers })).text();
    const result = await autocannon({
      url: `${webUrl}${t.path}`,
      connections: 10,
      duration: seconds,
      headers,
    });
    const after = await fetch(`${webUrl}${t.path}`, { headers });
    await after.arrayBuffer();
    rows.push({
      ...t,
      reqPerSec: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      xCache: after.headers.get('x-cache'),
    });
  }
  const base = rows[0]?.reqPerSec || 1;
  return rows.map((r) => ({ ...r, ratio: r.reqPerSec / base }));
}

/**
 * Issue 25: a burst of `requests` guests asking at once for one product page nobody has asked
 * for yet costs the API the calls of one render (the mock's journal counts them): the page cache
 * renders a page once per period however many ask. `apiCallsOfOneRender` is measured first, on
 * another product, one request.
 */
export async function burstCost(
  webUrl: string,
  apiUrl: string,
  requests = 100,
  path = '/productdetails/1003',
  probe = '/productdetails/1004',
): Promise<BurstCost> {
  const before = await apiCalls(apiUrl);
  await (await fetch(`${webUrl}${probe}`)).text();
  const one = (await apiCalls(apiUrl)) - before;
  const start = await apiCalls(apiUrl);
  await Promise.all(
    Array.from({ length: requests }, async () => (await fetch(`${webUrl}${path}`)).text()),
  );
  return {
    path,
    requests,
    apiCalls: (await apiCalls(apiUrl)) - start,
    apiCallsOfOneRender: one,
  };
}
