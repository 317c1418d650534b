/**
 * `pnpm --filter @trini/bench lighthouse-cost`: what one Lighthouse run of a page costs in wall
 * seconds, the way the bench runs it now and the way it ran before, side by side in one run:
 * - `before`: all four categories and Lighthouse's full-page screenshot;
 * - `first run`: a page's first counted run in the bench (all four categories, no full-page
 *   screenshot);
 * - `later runs`: its other runs (performance only, no full-page screenshot).
 * Each round runs every variant once on each page, in turn, in one Chromium (the bench's: the
 * full browser, new headless mode), simulated throttling as the bench's; the first round is a
 * warm-up and not counted; each run is the bench's own (`runLighthouse`: a run whose trace
 * Lighthouse could not read is run again, its time counted). Prints per variant the median
 * seconds per run, its share of `before`'s, and the median performance score and TBT (ms),
 * which should not move: what is left
 * out scores nothing the budgets read. Env: BENCH_PAGES (comma-separated paths, default the
 * product page and checkout with an empty cart), BENCH_RUNS (counted rounds, default 3),
 * PHONE_CPU_SLOWDOWN (default 4), API_PORT and WEB_PORT (default 3207 and 4379).
 */
import { chromiumFlags, chromiumPath } from '@trini/chromium';
import * as chromeLauncher from 'chrome-launcher';
import { ALL_CATEGORIES, runLighthouse } from './lighthouse-runs.js';
import { startStack } from './servers.js';
import { median } from './stats.js';

const rounds = Number(process.env.BENCH_RUNS ?? 3);
const paths = process.env.BENCH_PAGES?.split(',').map((p) => p.trim()) ?? [
  '/productdetails/1001',
  '/checkout',
];
const cpuSlowdownMultiplier = Number(process.env.PHONE_CPU_SLOWDOWN ?? 4);
const variants = [
  { name: 'before', categories: ALL_CATEGORIES, fullPageScreenshot: true },
  { name: 'first run', categories: ALL_CATEGORIES, fullPageScreenshot: false },
  { name: 'later runs', categories: ['performance'], fullPageScreenshot: false },
];

const stack = await startStack(
  Number(process.env.API_PORT ?? 3207),
  Number(process.env.WEB_PORT ?? 4379),
);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
const seconds = variants.map((): number[] => []);
const scores = variants.map((): number[] => []);
const tbts = variants.map((): number[] => []);
try {
  for (let round = 0; round <= rounds; round++)
    for (const path of paths)
      for (const [v, variant] of variants.entries()) {
        const started = performance.now();
        const result = await runLighthouse(
          `${stack.web.url}${path}`,
          chrome.port,
          cpuSlowdownMultiplier,
          'simulate',
          variant.categories,
          variant.fullPageScreenshot,
        );
        const took = (performance.now() - started) / 1000;
        if (round === 0) continue;
        seconds[v]?.push(took);
        scores[v]?.push(Math.round((result.lhr.categories.performance?.score ?? 0) * 100));
        tbts[v]?.push(result.lhr.audits['total-blocking-time']?.numericValue ?? 0);
      }
} finally {
  chrome.kill();
  await Promise.all([stack.api.stop(), stack.web.stop()]);
}

const base = median(seconds[0] ?? []);
console.log(
  `Lighthouse, one run of ${paths.join(' and ')}, CPU ${cpuSlowdownMultiplier}x, median of ${rounds} rounds per page`,
);
console.log('| variant    | s per run | share of before | performance | TBT ms |');
console.log('|------------|-----------|-----------------|-------------|--------|');
for (const [v, variant] of variants.entries()) {
  const s = median(seconds[v] ?? []);
  console.log(
    `| ${variant.name.padEnd(10)} | ${s.toFixed(2).padStart(9)} | ${((s / base) * 100).toFixed(0).padStart(14)} % | ${String(median(scores[v] ?? [])).padStart(11)} | ${String(Math.round(median(tbts[v] ?? []))).padStart(6)} |`,
  );
}
process.exit(0);
