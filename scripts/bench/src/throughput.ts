import autocannon from 'autocannon';
import { median } from './stats.js';

/** One row of a throughput table: a URL's req/s beside the static file's, same server and run. */
export interface PageThroughput {
  name: string;
  path: string;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  /** req/s as a share of the static file's, measured in pairs (`pageThroughput`); 1 for the static file. */
  ratio: number;
  /** The `X-Cache` of the URL's answer after the run (HIT when the page cache kept it). */
  xCache: string | null;
}

/** One autocannon run of one URL: its mean req/s, p99 latency (ms) and answers not 2xx. */
type Sample = Pick<PageThroughput, 'reqPerSec' | 'p99Ms' | 'non2xx'>;

/** The static file every throughput table measures first: what the server does at its fastest. */
export const STATIC_FILE = { name: 'static file (favicon.svg)', path: '/favicon.svg' } as const;

/**
 * The storefront server's req/s and p99 latency (ms) for each of `pages`, each beside the static
 * file measured just before it: `rounds` rounds of (static file, page) pairs for every page
 * (autocannon, 10 connections, `seconds` each, brotli accepted as browsers do). A page's figures
 * are the medians of its rounds, and its share is the median of the rounds' own shares (its req/s
 * ÷ the static file's of the same pair), so the machine's drift over the minute the table takes
 * stays out of it. The first row is the static file (the median of all its runs, share 1). With
 * `warm`, each URL is asked three times first (a page cache then answers the run from what it
 * kept). A page's `cookie` is sent with each of its requests (a shopper's, not a guest's).
 */
export async function pageThroughput(
  webUrl: string,
  pages: { name: string; path: string; cookie?: string }[],
  {
    seconds = 2,
    rounds = 3,
    warm = false,
  }: { seconds?: number; rounds?: number; warm?: boolean } = {},
): Promise<PageThroughput[]> {
  const headers = { 'accept-encoding': 'br, gzip' };
  const headersOf = (cookie: string | undefined) => (cookie ? { ...headers, cookie } : headers);
  const measure = async (path: string, cookie?: string): Promise<Sample> => {
    const result = await autocannon({
      url: `${webUrl}${path}`,
      connections: 10,
      duration: seconds,
      headers: headersOf(cookie),
    });
    return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
  };
  const xCacheOf = async (path: string, cookie?: string) => {
    const after = await fetch(`${webUrl}${path}`, { headers: headersOf(cookie) });
    await after.arrayBuffer();
    return after.headers.get('x-cache');
  };
  if (warm)
    for (const t of [STATIC_FILE, ...pages])
      for (let i = 0; i < 3; i++)
        await (
          await fetch(`${webUrl}${t.path}`, {
            headers: headersOf('cookie' in t ? t.cookie : undefined),
          })
        ).text();
  const statics: Sample[] = [];
  const runs = pages.map((): { run: Sample; share: number }[] => []);
  for (let round = 0; round < rounds; round++)
    for (const [i, page] of pages.entries()) {
      const base = await measure(STATIC_FILE.path);
      const run = await measure(page.path, page.cookie);
      statics.push(base);
      runs[i]?.push({ run, share: run.reqPerSec / (base.reqPerSec || 1) });
    }
  const row = async (
    t: { name: string; path: string; cookie?: string },
    measured: Sample[],
    ratio: number,
  ): Promise<PageThroughput> => ({
    ...t,
    reqPerSec: Math.round(median(measured.map((m) => m.reqPerSec))),
    p99Ms: median(measured.map((m) => m.p99Ms)),
    non2xx: measured.reduce((n, m) => n + m.non2xx, 0),
    ratio,
    xCache: await xCacheOf(t.path, t.cookie),
  });
  const out = [await row(STATIC_FILE, statics, 1)];
  for (const [i, page] of pages.entries()) {
    const own = runs[i] ?? [];
    out.push(
      await row(
        page,
        own.map((r) => r.run),
        median(own.map((r) => r.share)),
      ),
    );
  }
  return out;
}
