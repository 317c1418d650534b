import autocannon from 'autocannon';

/** One row of the storefront server's throughput table. */
export interface RenderThroughput {
  name: string;
  path: string;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  /** req/s as a share of the static file's (same server, same run). */
  ratio: number;
}

/**
 * Rendered pages per second of the storefront's production server beside a static file it
 * serves, measured one after the other in the same run (autocannon, 10 connections, `seconds`
 * each, loopback): product 1001 (rendered from the mock API on every request, no cache) and the
 * favicon (a file from disk). Also the p99 latency of each, in ms.
 */
export async function renderThroughput(webUrl: string, seconds = 5): Promise<RenderThroughput[]> {
  const targets = [
    { name: 'static file (favicon.svg)', path: '/favicon.svg' },
    { name: 'rendered product page 1001', path: '/productdetails/1001' },
  ];
  const rows: Omit<RenderThroughput, 'ratio'>[] = [];
  for (const t of targets) {
    const result = await autocannon({
      url: `${webUrl}${t.path}`,
      connections: 10,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    rows.push({
      ...t,
      reqPerSec: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
    });
  }
  const base = rows[0]?.reqPerSec || 1;
  return rows.map((r) => ({ ...r, ratio: r.reqPerSec / base }));
}
