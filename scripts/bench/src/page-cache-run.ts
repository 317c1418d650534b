/**
 * `pnpm --filter @trini/bench bench:page-cache`: the page cache's figures alone, on their
 * own stack (the mock API and the storefront with PAGE_CACHE=1; ports BENCH_API_PORT and
 * BENCH_WEB_PORT, default 3202 and 4374, apart from the main bench's): product, home and category,
 * and the product page for a shopper with a cart, with the cache warm beside the static file (target ≥ 50 % of its req/s, p99 ≤ 50 ms), and what
 * a burst of 100 guests on one uncached product page costs the API (target: one render's calls).
 * Exits 1 when a target is missed. `pnpm bench` runs it after its main table (src/run.ts), so CI
 * holds these targets too.
 */
import { burstCost } from './page-cache-bench.js';
import { pageThroughput } from './throughput.js';
import { startStack } from './servers.js';

const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

const stack = await startStack(
  Number(process.env.BENCH_API_PORT ?? 3202),
  Number(process.env.BENCH_WEB_PORT ?? 4374),
  { PAGE_CACHE: '1' },
);
const misses: string[] = [];
try {
  const burst = await burstCost(stack.web.url, stack.api.url);
  const rows = await pageThroughput(
    stack.web.url,
    [
      { name: 'product 1001 (cache warm)', path: '/productdetails/1001' },
      { name: 'home (cache warm)', path: '/' },
      { name: 'category 1 (cache warm)', path: '/category/1' },
      {
        name: "product 1001, a shopper's 3-line cart and XSRF cookies (cache warm)",
        path: '/productdetails/1001',
        cookie: 'XSRF-TOKEN=bench; trini_cart=1001:1.1002:2.1006:1',
      },
    ],
    { warm: true },
  );
  console.log('\n| URL | req/s | p99 ms | share of the static file | X-Cache |');
  console.log('|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.reqPerSec} | ${r.p99Ms} | ${(100 * r.ratio).toFixed(1)} % | ${r.xCache ?? ''} |`,
    );
  console.log(
    `\nBurst: ${burst.requests} guests at once on ${burst.path} cost the API ${burst.apiCalls} call(s); one render makes ${burst.apiCallsOfOneRender}.`,
  );
  misses.push(
    ...rows
      .slice(1)
      .flatMap((r) => [
        ...(r.ratio < TARGET_RATIO ? [`${r.name}: ${(100 * r.ratio).toFixed(1)} % < 50 %`] : []),
        ...(r.p99Ms > TARGET_P99_MS ? [`${r.name}: p99 ${r.p99Ms} ms > 50 ms`] : []),
        ...(r.non2xx > 0 ? [`${r.name}: ${r.non2xx} answers not 2xx`] : []),
      ]),
    ...(burst.apiCalls > burst.apiCallsOfOneRender
      ? [`burst: ${burst.apiCalls} API calls > ${burst.apiCallsOfOneRender}`]
      : []),
  );
} finally {
  await Promise.all([stack.api.stop(), stack.web.stop()]);
}
for (const m of misses) console.log(`MISSED ${m}`);
process.exit(misses.length > 0 ? 1 : 0);
