import autocannon from 'autocannon';

/** One row of a throughput table: a URL's req/s beside the static file's, same server and run. */
export interface PageThroughput {
  name: string;
  path: string;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  /** req/s as a share of the static file's (the first row's). */
  ratio: number;
  /** The `X-Cache` of the URL's answer after the run (HIT when the page cache kept it). */
  xCache: string | null;
}

/** The static file every throughput table measures first: what the server does at its fastest. */
export const STATIC_FILE = { name: 'static file (favicon.svg)', path: '/favicon.svg' } as const;

/**
 * The storefront server's req/s and p99 latency (ms) for the static file and then each of
 * `pages`, one after the other in the same run (autocannon, 10 connections, `seconds` each, brotli
 * accepted as browsers do), each as a share of the static file's req/s. With `warm`, each URL is
 * asked three times first (a page cache then answers the run from what it kept).
 */
export async function pageThroughput(
  webUrl: string,
  pages: { name: string; path: string }[],
  { seconds = 5, warm = false }: { seconds?: number; warm?: boolean } = {},
): Promise<PageThroughput[]> {
  const headers = { 'accept-encoding': 'br, gzip' };
  const rows: Omit<PageThroughput, 'ratio'>[] = [];
  for (const t of [STATIC_FILE, ...pages]) {
    if (warm)
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
