/**
 * `pnpm bench`: one table of every figure the project guards, and the same figures as JSON in
 * scripts/bench/dist/bench.json (not committed). Parts: Lighthouse on eight pages (throttled as
 * BENCH_THROTTLING says, simulated by default; median of 5; the cart empty, with three lines from the cart
 * cookie, and as /cart/1001); the pages the server renders with their content beside their own
 * no-JavaScript snapshot (the largest paint Chromium reports on the phone profile, in pairs: load
 * i of the page, then load i of its snapshot, sent once the storefront has rendered that page for
 * it; the ratio is budgeted, and Lighthouse, whose LCP budgets nothing, loads no snapshot); the same
 * pages on a phone profile in Playwright (dead window: first control visible → hydrated) and
 * three early taps made the moment their control shows (none may be lost), all on the mid-tier
 * phone the budgets are for; the dead window and observed LCP on the low-tier phone too, printed
 * and never judged (median of BENCH_LOW_TIER_RUNS); the
 * storefront server's rendered pages per second (product, home, category, page cache off) beside
 * a static file; bundle sizes (gzip and
 * brotli); what importing each @trini/domain entry costs (minified + gzip; constants must stay
 * free of zod, and no entry may pull in zod's classic API); the mock API's throughput against a bare Fastify;
 * calculateCart timings. Exits 1 and names page and figure when a budget is missed. Runs are
 * counted as "up to": a page's Lighthouse runs, mid-tier dead windows and LCP pairs stop once
 * more than half of the planned ones fall on the same side of each of its budgets (the rest
 * could not change the median's verdict; `medianSettled` in stats.ts), and its medians are
 * those of the runs made. On a host
 * whose memory does not behave as a phone's (`hostFaultMicros` over PHONE_LIKE_FAULT_US), misses
 * of TBT and Lighthouse performance are printed apart and do not fail the run (`splitByHost`).
 * Env: BENCH_RUNS (runs per page of the dead window and the taps; default 5: one slow run of three
 * on a noisy machine moved a median past a budget), BENCH_LIGHTHOUSE_RUNS (Lighthouse runs per
 * page; default BENCH_RUNS, or 3 with DevTools throttling, whose runs take ~24 s), BENCH_THROTTLING
 * (`simulate`, Lighthouse's default and this bench's, or `devtools`: the throttling applied to
 * the load; not the default while it finds the category page's layout shift,
 * docs/decisions/bench-budgets.md), BENCH_LCP_PAIRS (pairs behind
 * each LCP ratio; default 2 × BENCH_RUNS − 1), BENCH_PAGES (comma-separated page names
 * to measure, e.g. `home,cart`; default all eight; the early taps run only when it is unset), BUDGET_<NAME> to override a budget (e.g.
 * BUDGET_PERFORMANCE=99 to see a miss), BENCH_JUDGE_MAIN_THREAD=1 to judge the main-thread
 * budgets on any host, PHONE_CPU_SLOWDOWN to fix the CPU slowdown (default: calibrated to the
 * mid-tier phone from the host's benchmark index before each run, and to the low-tier phone for
 * its figures), BENCH_LOW_TIER_RUNS (runs per page on the low-tier phone, default 3 or BENCH_RUNS
 * if fewer; 0 skips them), API_PORT, WEB_PORT and SNAPSHOT_PORT (the mock API, the storefront and
 * the snapshots' server; default 3201, 4373 and 4374), CHROME_PORT (Lighthouse's Chromium's
 * remote-debugging port; default any free one).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SNAPSHOT_PAGES,
  budgetsFromEnv,
  checkBudgets,
  checkFirstUse,
  checkRenderShares,
  checkTargets,
  lighthouseSettled,
} from './budgets.js';
import type { SnapshotComparison } from './budgets.js';
import { allAssets, inlineScripts, sizeOf, total } from './bundles.js';
import { domainEntryCosts, zodMisses } from './domain-entries.js';
import { PHONE_LIKE_FAULT_US, hostFaultMicros, splitByHost } from './host-memory.js';
import { MARKS_SCRIPT, comparePhoneLcp, countLostTaps, measureDeadWindows } from './first-taps.js';
import type { DeadWindow, TapTrial } from './first-taps.js';
import { CART_COOKIE, cartCookieFor } from '@trini/domain';
import { measurePages } from './lighthouse-runs.js';
import type { BenchPage, PageFigures, ThrottlingMethod } from './lighthouse-runs.js';
import { cartTimings, mockThroughput } from './parts.js';
import { pageThroughput } from './throughput.js';
import type { PageThroughput } from './throughput.js';
import { captureSnapshots, serveSnapshots } from './snapshots.js';
import { ROOT, startStack } from './servers.js';
import { medianSettled } from './stats.js';
import { printTable } from './table.js';

const runs = Number(process.env.BENCH_RUNS ?? 5);
/**
 * Pairs of loads (served page, then its snapshot) behind each page's budgeted LCP ratio: the
 * ratio's runs spread ±0.05 around ~1.04 on the CI machines, so the median of 5 put one page of
 * seven past 1.10 in two CI runs of three with the same build (docs/decisions/bench-budgets.md).
 */
const lcpPairs = Number(process.env.BENCH_LCP_PAIRS ?? 2 * runs - 1);
/** How Lighthouse throttles its runs (BENCH_THROTTLING, default `simulate`). */
const throttlingMethod: ThrottlingMethod =
  process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
if (![undefined, 'devtools', 'simulate'].includes(process.env.BENCH_THROTTLING))
  throw new Error(`BENCH_THROTTLING=${process.env.BENCH_THROTTLING}: say simulate or devtools`);
/**
 * Lighthouse runs per page: DevTools throttling loads each page at the phone's speed (~24 s a run
 * on this project's machines, against ~11 s simulated), and what Lighthouse budgets (TBT, CLS,
 * the scores) sat far from its limits in CI's medians of 5, so three then (docs/decisions/bench-budgets.md).
 */
const lighthouseRuns = Number(
  process.env.BENCH_LIGHTHOUSE_RUNS ?? (throttlingMethod === 'devtools' ? Math.min(3, runs) : runs),
);
// The low-tier phone's figures are printed only: fewer runs keep the time they add small.
const lowTierRuns = Number(process.env.BENCH_LOW_TIER_RUNS ?? Math.min(3, runs));
/** The `Cookie` header of a cart of three seeded products in stock, one each: the cart's and checkout's. */
const CART_3_LINES = `${CART_COOKIE.NAME}=${cartCookieFor([1001, 1002, 1006])}`;
const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
const dist = join(ROOT, 'apps/storefront/dist/client');

const budgets = budgetsFromEnv(process.env);

async function firstCategoryNo(apiUrl: string): Promise<number> {
  const tree = (await (
    await fetch(`${apiUrl}/api/store/getproductcategorylist?MaxRecords=15`)
  ).json()) as { ProductCategoryNo: number }[];
  return tree[0]?.ProductCategoryNo ?? 1;
}

const stack = await startStack(
  Number(process.env.API_PORT ?? 3201),
  Number(process.env.WEB_PORT ?? 4373),
);
let pages: PageFigures[];
let snapshots: SnapshotComparison[];
let render: PageThroughput[];
let deadWindows: DeadWindow[];
let lowTier: DeadWindow[] = [];
/** How long each part of the bench took (s), in the order run: where its minutes go. */
const phases: { phase: string; seconds: number }[] = [];
/** Runs one part of the bench and notes how long it took in `phases`. */
async function phase<T>(name: string, part: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await part();
  } finally {
    phases.push({ phase: name, seconds: Math.round((performance.now() - started) / 1000) });
  }
}
let taps: TapTrial[];
try {
  const categoryNo = await firstCategoryNo(stack.api.url);
  const measured: BenchPage[] = [
    { page: 'home', path: '/' },
    { page: 'search', path: '/search/speaker' },
    { page: 'category', path: `/category/${categoryNo}` },
    { page: 'product', path: '/productdetails/1001' },
    { page: 'cart', path: '/cart/1001' },
    // A first visitor's empty cart, and a shopper's cart of three lines from the cart cookie
    // (the query only keeps its snapshot apart from the empty cart's).
    { page: 'cart-empty', path: '/cart' },
    { page: 'cart-3-lines', path: '/cart?lines=3', cookie: CART_3_LINES },
    // Checkout with the same three lines: a shopper arrives there with a cart.
    { page: 'checkout', path: '/checkout', cookie: CART_3_LINES },
  ].filter((p) => !only || only.includes(p.page));
  // The pages whose content the server renders, each beside its own no-JavaScript snapshot:
  // run i of the served page, then run i of its snapshot (LCP ratio of the pairs).
  const ssr = measured.filter((p) => (SNAPSHOT_PAGES as readonly string[]).includes(p.page));
  const html = await phase('no-JavaScript snapshots', () => captureSnapshots(stack.web.url, ssr));
  const snapshotServer = await serveSnapshots(
    stack.web.url,
    html,
    Number(process.env.SNAPSHOT_PORT ?? 4374),
  );
  try {
    [pages = []] = await phase('Lighthouse', () =>
      measurePages(
        [{ url: stack.web.url }],
        measured,
        lighthouseRuns,
        throttlingMethod,
        (bench, done) => lighthouseSettled(bench.page, done, lighthouseRuns, budgets),
      ),
    );
    // The same pages on the phone profile in Playwright, first control visible → hydrated, with
    // the largest paint Chromium reported, and each snapshot's paint on the same profile.
    deadWindows = await phase('dead windows, mid-tier phone', () =>
      measureDeadWindows(stack.web.url, measured, runs, MARKS_SCRIPT, 'mid', (windows) =>
        medianSettled(windows, runs, (ms) => ms <= budgets.deadWindowMs),
      ),
    );
    // The same loads on the low-tier phone, unbudgeted: its dead window and observed LCP.
    if (lowTierRuns > 0)
      lowTier = await phase('dead windows, low-tier phone', () =>
        measureDeadWindows(stack.web.url, measured, lowTierRuns, MARKS_SCRIPT, 'low'),
      );
    const pairs = await phase('phone LCP pairs', () =>
      comparePhoneLcp(stack.web.url, snapshotServer.url, ssr, lcpPairs, (ratios) =>
        medianSettled(ratios, lcpPairs, (ratio) => ratio <= budgets.phoneLcpVsSnapshot),
      ),
    );
    snapshots = pairs.map(
      ({ servedRuns: _served, snapshotRuns: _snapshot, ...medians }) => medians,
    );
  } finally {
    await snapshotServer.stop();
  }
  // The early taps (a shopper acting the moment a control shows).
  taps = only
    ? []
    : await phase('early taps', () => countLostTaps(stack.web.url, categoryNo, runs));
  // Pages rendered on every request (this stack runs with PAGE_CACHE=0). Five rounds of pairs:
  // a median of three let one busy second on a shared host decide the budget.
  render = await phase('render throughput', () =>
    pageThroughput(
      stack.web.url,
      [
        { name: 'product', path: '/productdetails/1001' },
        { name: 'home', path: '/' },
        { name: 'category', path: `/category/${categoryNo}` },
      ],
      { rounds: 5 },
    ),
  );
} finally {
  await Promise.all([stack.api.stop(), stack.web.stop()]);
}

const home = pages.find((p) => p.page === 'home');
const homeFiles = [
  ...(home?.assets ?? []).map((path) => sizeOf(dist, path.replace(/^\//, ''))),
  // The boot script, inline in every page's head.
  inlineScripts(dist),
].filter((f) => f.raw > 0);
const isFont = (f: { file: string }) => f.file.endsWith('.woff2');
const homeJs = total(homeFiles.filter((f) => !f.file.endsWith('.css') && !isFont(f)));
const homeCss = total(homeFiles.filter((f) => f.file.endsWith('.css')));
// The brand typeface's files (woff2, already compressed: its gzip and brotli sizes are its own).
const homeFonts = total(homeFiles.filter(isFont));
const chunks = allAssets(dist).filter((f) => !homeFiles.some((h) => h.file === f.file));
const throughput = await phase('mock API throughput', async () => mockThroughput());
const cart = cartTimings();
const domainEntries = await phase('@trini/domain entries', domainEntryCosts);
const hostFaultUs = hostFaultMicros();
const { judged: misses, unjudged } = splitByHost(
  [
    ...checkBudgets(pages, homeJs.gzip, budgets, snapshots),
    ...checkFirstUse(deadWindows, taps, budgets),
    ...checkRenderShares(render, budgets),
    ...zodMisses(domainEntries),
  ],
  hostFaultUs,
);

const targets = checkTargets(pages, homeJs.gzip, snapshots, deadWindows);

const figures = {
  date: new Date().toISOString(),
  runs,
  lighthouseRuns,
  throttlingMethod,
  lcpPairs,
  budgets,
  pages,
  snapshots,
  deadWindows,
  lowTier: { runs: lowTierRuns, deadWindows: lowTier },
  phases,
  taps,
  render,
  bundles: { homeJs, homeCss, homeFonts, homeFiles, chunks },
  domainEntries,
  throughput,
  cart,
  targets,
  hostFaultUs,
  misses,
  unjudged,
};
mkdirSync(join(ROOT, 'scripts/bench/dist'), { recursive: true });
writeFileSync(join(ROOT, 'scripts/bench/dist/bench.json'), JSON.stringify(figures, null, 2));
printTable(figures);

console.log(
  `\nHost memory: a first touch costs ${hostFaultUs} µs per 4 KB page (a phone's or a workstation's: under 1; main-thread budgets judged up to ${PHONE_LIKE_FAULT_US}).`,
);
if (unjudged.length > 0) {
  console.log(
    `${unjudged.length} main-thread figure(s) over budget, not judged on this host (its page faults, not the page's work; BENCH_JUDGE_MAIN_THREAD=1 judges them):`,
  );
  for (const m of unjudged)
    console.log(`  ${m.page}: ${m.figure} ${m.measured} (budget ${m.limit})`);
}
if (misses.length > 0) {
  console.error(`\n${misses.length} budget miss(es):`);
  for (const m of misses)
    console.error(`  ${m.page}: ${m.figure} ${m.measured} (budget ${m.limit})`);
  process.exit(1);
}
console.log('\nAll budgets met.');
