/**
 * `pnpm --filter @trini/bench throttling-compare`: Lighthouse's figures of the same pages with
 * simulated throttling (Lantern, Lighthouse's default) and with DevTools throttling applied to the
 * load (what `pnpm bench` runs), run i of one beside run i of the other in one Chromium, the CPU
 * slowdown calibrated to the mid-tier phone before each run. Prints TBT, CLS, LCP and performance
 * of each, medians. Env: BENCH_PAGES (comma-separated paths, default `/`, the product and a
 * category), BENCH_RUNS (default 3), API_PORT and WEB_PORT (default 3205 and 4377), CHROME_PORT.
 */
import { measurePages } from './lighthouse-runs.js';
import type { BenchPage } from './lighthouse-runs.js';
import { startStack } from './servers.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const paths = process.env.BENCH_PAGES?.split(',').map((p) => p.trim()) ?? [
  '/',
  '/productdetails/1001',
  '/category/1',
];
const stack = await startStack(
  Number(process.env.API_PORT ?? 3205),
  Number(process.env.WEB_PORT ?? 4377),
);
try {
  const pages: BenchPage[] = paths.map((path) => ({
    page: path === '/' ? 'home' : path.replace(/^\//, '').replace(/\W+/g, '-'),
    path,
  }));
  const [simulated = [], applied = []] = await measurePages(
    [
      { url: stack.web.url, method: 'simulate', reportSuffix: '-simulate' },
      { url: stack.web.url, method: 'devtools', reportSuffix: '-devtools' },
    ],
    pages,
    runs,
  );
  console.log(
    `\nLighthouse 13, mobile, simulated vs DevTools (applied) throttling, side by side (median of ${runs})`,
  );
  console.log(
    '| page | TBT ms sim. | TBT ms applied | CLS sim. | CLS applied | LCP ms sim. | LCP ms applied | perf sim. | perf applied | CPU × |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [i, s] of simulated.entries()) {
    const a = applied[i];
    if (!a) continue;
    console.log(
      `| ${s.page} | ${s.tbtMs} | ${a.tbtMs} | ${s.cls} | ${a.cls} | ${s.lcpMs} | ${a.lcpMs} | ${s.performance} | ${a.performance} | ${s.cpuSlowdown}/${a.cpuSlowdown} |`,
    );
  }
} finally {
  await Promise.all([stack.api.stop(), stack.web.stop()]);
}
