import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromiumFlags,
  chromiumPath,
  cpuSlowdownFor,
  measureBenchmarkIndex,
} from '@trini/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { cookiesFor } from './cookies.js';
import { median } from './stats.js';

/**
 * Scores (0–100) and metrics of one page: LCP and TBT in ms, CLS unitless. Lighthouse's LCP is
 * printed for reference and budgets nothing: the budgeted largest paint is the phone profile's
 * (`comparePhoneLcp`).
 */
export interface PageFigures {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Performance scores of every run, to show the spread. */
  performanceRuns: number[];
  /** Same-origin script, stylesheet and font paths the page loaded (for the first-visit bundle). */
  assets: string[];
  /** The host's Lighthouse benchmark index, measured in a blank tab before each run (median). */
  benchmarkIndex: number;
  /** The CPU slowdown the runs applied: the mid-tier phone's for that index (median; `cpuSlowdownFor`). */
  cpuSlowdown: number;
}

/**
 * A page to measure: its name in the table, its path, and the cookies the browser holds for it, as
 * a `Cookie` header (the cart with lines), if any: put in the browser's cookie jar
 * before each run (`cookiesFor`), as a shopper's browser holds them.
 */
export interface BenchPage {
  page: string;
  path: string;
  cookie?: string;
}

/**
 * The categories of a page's first counted run: the three besides performance score the page's
 * markup and what it loaded (axe's rules, the console, meta tags), the same in every run of a
 * build, so later runs score performance only (docs/decisions/lighthouse-lean-runs.md;
 * `pnpm --filter @trini/bench lighthouse-cost` measures what a run costs either way).
 */
export const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** How often a run whose trace Lighthouse could not read (e.g. NO_NAVSTART) is run again. */
const TRACE_RETRIES = 2;

/**
 * How Lighthouse throttles a run: `devtools` applies the network and CPU throttling to the load
 * itself, so TBT and CLS are what the throttled page did; `simulate` loads unthrottled and
 * models the phone with Lantern (Lighthouse's default), kept to compare with figures taken so.
 */
export type ThrottlingMethod = 'devtools' | 'simulate';

/**
 * One Lighthouse run of `url`, on Lighthouse's mobile preset and its slow-4G link
 * (`throttling.mobileSlow4G`: 150 ms RTT and 1.6 Mbps, which DevTools throttling applies as its
 * request-level equivalent, 562.5 ms per request and 1.47 Mbps down), with the CPU slowed by
 * `cpuSlowdownMultiplier`, throttled by `method`. A run that ends in a Lighthouse runtime error
 * about its own trace recording ("Please run Lighthouse again", e.g. NO_NAVSTART) says nothing
 * about the page: it is run again, up to TRACE_RETRIES times, and the retry is logged. Any other
 * failure throws. `categories`: Lighthouse's category ids to score. The full-page screenshot,
 * which no figure reads, is taken only with `fullPageScreenshot` (to measure what it costs).
 */
export async function runLighthouse(
  url: string,
  port: number,
  cpuSlowdownMultiplier: number,
  method: ThrottlingMethod,
  categories: string[],
  fullPageScreenshot = false,
) {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      disableFullPageScreenshot: !fullPageScreenshot,
      throttlingMethod: method,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= TRACE_RETRIES) throw new Error(`Lighthouse failed on ${url}: ${error.code}`);
    console.error(`Lighthouse ${error.code} on ${url}; running it again (${attempt + 1})`);
  }
}

/**
 * A server the pages are measured on: its base URL, the suffix of its report files
 * (BENCH_REPORTS), and how its runs are throttled when not as `measurePages` is told
 * (`throttling-compare` measures one server both ways).
 */
export interface Origin {
  url: string;
  reportSuffix?: string;
  method?: ThrottlingMethod;
}

/**
 * Runs Lighthouse 13 (mobile preset, throttled by `method`: by default DevTools throttling applied
 * to the load, the CPU slowdown calibrated to the mid-tier phone before each run; Debian Chromium
 * at CHROMIUM_PATH or /usr/bin/chromium, or CHROME_PORT's remote-debugging port when set)
 * `runs` times on each page (with its cookie, if any) on each origin, and keeps
 * the median of every figure (accessibility, best practices and SEO are scored on a page's first
 * run only, ALL_CATEGORIES; with one origin, a page's runs stop early once `settled` says the
 * runs so far decide its budgets, e.g. by `lighthouseSettled` of budgets.ts): one list of PageFigures per origin, in the order given. The origins
 * are measured side by side: run i of a page on every origin, then run i + 1, so that a comparison
 * of two (one server throttled two ways) is made minutes apart at most, not across the whole
 * bench while the machine's speed drifts. With BENCH_REPORTS=<dir>,
 * each run's full report is written there as `<page><reportSuffix>-<run>.json`, to see why a page
 * scored what it did (open it in https://googlechrome.github.io/lighthouse/viewer/).
 *
 * Before the first counted run, one warm-up run of the first page, not
 * counted (its figures are printed): the first Lighthouse run in a freshly started Chromium pays
 * the browser's own start-up (its first renderer and V8 isolate, caches, the GPU process) as
 * main-thread time of whichever page comes first, which the CPU slowdown multiplies (figures:
 * docs/decisions/bench-marks.md). A shopper's browser is already running when they open
 * the shop; the warm-up makes the first page comparable with the others, and every page is still
 * loaded with an empty cache (Lighthouse resets storage on each run). With BENCH_REPORTS its
 * report is `<page>-0.json`.
 */
export async function measurePages(
  origins: Origin[],
  pages: BenchPage[],
  runs = 3,
  method: ThrottlingMethod = 'devtools',
  settled?: (bench: BenchPage, samples: LighthouseRun[]) => boolean,
): Promise<PageFigures[][]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    ...(process.env.CHROME_PORT ? { port: Number(process.env.CHROME_PORT) } : {}),
  });
  // The same Chromium over CDP, for its cookie jar (the default context Lighthouse's tabs use).
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const jar = cdp.contexts()[0];
    if (!jar) throw new Error('Chromium has no default context to hold the cookies');
    // Each run starts with the page's own cookies in the jar, and only those (a shopper's browser
    // holds the cart cookie there; an earlier page's cookies would change the page).
    const runOn = async (origin: Origin, bench: BenchPage, run: number, first?: LighthouseRun) => {
      await jar.clearCookies();
      if (bench.cookie) await jar.addCookies(cookiesFor(bench.cookie, origin.url));
      const blank = await jar.newPage();
      const benchmarkIndex = await measureBenchmarkIndex(blank).finally(() => blank.close());
      const how = origin.method ?? method;
      return sampleRun(origin, bench, run, chrome.port, benchmarkIndex, how, first);
    };
    const [first] = pages;
    const [origin] = origins;
    if (first && origin) {
      const warm = await runOn(origin, first, 0);
      console.error(
        `Lighthouse warm-up run (not counted): ${first.path} performance ${warm.performance}, TBT ${Math.round(warm.tbtMs)} ms, LCP ${Math.round(warm.lcpMs)} ms, benchmark index ${Math.round(warm.benchmarkIndex)}, CPU ${warm.cpuSlowdown}x`,
      );
    }
    const out: PageFigures[][] = origins.map(() => []);
    for (const bench of pages) {
      const samples = origins.map((): LighthouseRun[] => []);
      for (let i = 0; i < runs; i++) {
        for (const [o, at] of origins.entries())
          samples[o]?.push(await runOn(at, bench, i + 1, samples[o]?.[0]));
        if (origins.length === 1 && settled?.(bench, samples[0] ?? [])) break;
      }
      for (const o of origins.keys()) out[o]?.push(figuresOf(bench, samples[o] ?? []));
    }
    return out;
  } finally {
    await cdp.close().catch(() => undefined);
    chrome.kill();
  }
}

/** The figures of one Lighthouse run of a page (PageFigures' figures, for that run alone). */
export type LighthouseRun = Omit<PageFigures, 'page' | 'path' | 'performanceRuns'>;

/**
 * One Lighthouse run of `page` on `origin` (run number `run`, throttled by `method`), its report
 * saved if asked, with the CPU slowdown that makes the host (of `benchmarkIndex`, measured just
 * before) the mid-tier phone the budgets are for (`cpuSlowdownFor` of @trini/chromium). With
 * `first` (the page's first run on that origin), performance alone is scored and the other three
 * categories' scores are the first run's (ALL_CATEGORIES); without it, all four are scored.
 */
async function sampleRun(
  origin: Origin,
  { page, path }: BenchPage,
  run: number,
  port: number,
  benchmarkIndex: number,
  method: ThrottlingMethod,
  first?: LighthouseRun,
): Promise<LighthouseRun> {
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  const scored = first ? ['performance'] : ALL_CATEGORIES;
  const result = await runLighthouse(`${origin.url}${path}`, port, cpuSlowdown, method, scored);
  const reports = process.env.BENCH_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(
      join(reports, `${page}${origin.reportSuffix ?? ''}-${run}.json`),
      JSON.stringify(result.lhr),
    );
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const items =
    (
      audits['network-requests']?.details as
        { items?: { url: string; resourceType?: string }[] } | undefined
    )?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: first ? first.accessibility : score('accessibility'),
    bestPractices: first ? first.bestPractices : score('best-practices'),
    seo: first ? first.seo : score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    benchmarkIndex,
    cpuSlowdown,
    assets: items
      .filter(
        (it) =>
          it.url.startsWith(origin.url) &&
          (it.resourceType === 'Script' ||
            it.resourceType === 'Stylesheet' ||
            it.resourceType === 'Font'),
      )
      .map((it) => new URL(it.url).pathname),
  };
}

/** The median of every figure of a page's runs, with its performance and LCP run by run. */
function figuresOf({ page, path }: BenchPage, samples: LighthouseRun[]): PageFigures {
  const pick = (
    k:
      | 'performance'
      | 'accessibility'
      | 'bestPractices'
      | 'seo'
      | 'lcpMs'
      | 'tbtMs'
      | 'cls'
      | 'benchmarkIndex'
      | 'cpuSlowdown',
  ) => median(samples.map((s) => s[k]));
  return {
    page,
    path,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    cls: Number(pick('cls').toFixed(3)),
    benchmarkIndex: Math.round(pick('benchmarkIndex')),
    cpuSlowdown: pick('cpuSlowdown'),
    performanceRuns: samples.map((s) => s.performance),
    assets: [...new Set(samples.flatMap((s) => s.assets))],
  };
}
