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

/** Scores (0–100) and metrics of one page: LCP and TBT in ms, CLS unitless. */
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
  /** The simulated CPU slowdown of the runs: the mid-tier phone's for that index (median; `cpuSlowdownFor`). */
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

/** How often a run whose trace Lighthouse could not read (e.g. NO_NAVSTART) is run again. */
const TRACE_RETRIES = 2;

/**
 * One Lighthouse run of `url`. A run that ends in a Lighthouse runtime error about its own trace
 * recording ("Please run Lighthouse again", e.g. NO_NAVSTART) says nothing about the page: it is
 * run again, up to TRACE_RETRIES times, and the retry is logged. Any other failure throws.
 */
async function runLighthouse(url: string, port: number, cpuSlowdownMultiplier: number) {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
 * Runs Lighthouse 13 (mobile preset, simulated throttling, Debian Chromium at CHROMIUM_PATH or
 * /usr/bin/chromium) `runs` times on each page (with its cookie, if any) of the server at `url`,
 * and keeps the median of every figure, one PageFigures per page in the order given. With
 * BENCH_REPORTS=<dir>, each run's full report is written there as `<page>-<run>.json`, to see why
 * a page scored what it did (open it in https://googlechrome.github.io/lighthouse/viewer/).
 *
 * Before the first counted run, one warm-up run of the first page, not
 * counted (its figures are printed): the first Lighthouse run in a freshly started Chromium pays
 * the browser's own start-up (its first renderer and V8 isolate, caches, the GPU process) as
 * main-thread time of whichever page comes first, which the 4× simulation multiplies (figures:
 * docs/decisions/bench-marks.md). A shopper's browser is already running when they open
 * the shop; the warm-up makes the first page comparable with the others, and every page is still
 * loaded with an empty cache (Lighthouse resets storage on each run). With BENCH_REPORTS its
 * report is `<page>-0.json`.
 */
export async function measurePages(
  url: string,
  pages: BenchPage[],
  runs = 3,
): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  // The same Chromium over CDP, for its cookie jar (the default context Lighthouse's tabs use).
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const jar = cdp.contexts()[0];
    if (!jar) throw new Error('Chromium has no default context to hold the cookies');
    // Each run starts with the page's own cookies in the jar, and only those (a shopper's browser
    // holds the cart cookie there; an earlier page's cookies would change the page).
    const runOn = async (bench: BenchPage, run: number) => {
      await jar.clearCookies();
      if (bench.cookie) await jar.addCookies(cookiesFor(bench.cookie, url));
      const blank = await jar.newPage();
      const benchmarkIndex = await measureBenchmarkIndex(blank).finally(() => blank.close());
      return sampleRun(url, bench, run, chrome.port, benchmarkIndex);
    };
    const [first] = pages;
    if (first) {
      const warm = await runOn(first, 0);
      console.error(
        `Lighthouse warm-up run (not counted): ${first.path} performance ${warm.performance}, TBT ${Math.round(warm.tbtMs)} ms, LCP ${Math.round(warm.lcpMs)} ms, benchmark index ${Math.round(warm.benchmarkIndex)}, CPU ${warm.cpuSlowdown}x`,
      );
    }
    const out: PageFigures[] = [];
    for (const bench of pages) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await runOn(bench, i + 1));
      out.push(figuresOf(bench, samples));
    }
    return out;
  } finally {
    await cdp.close().catch(() => undefined);
    chrome.kill();
  }
}

type Sample = Omit<PageFigures, 'page' | 'path' | 'performanceRuns'>;

/**
 * One Lighthouse run of `page` on the server at `url` (run number `run`), its report saved if asked, with
 * the CPU slowdown that makes the host (of `benchmarkIndex`, measured just before) the mid-tier
 * phone the budgets are for (`cpuSlowdownFor` of @trini/chromium).
 */
async function sampleRun(
  url: string,
  { page, path }: BenchPage,
  run: number,
  port: number,
  benchmarkIndex: number,
): Promise<Sample> {
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  const result = await runLighthouse(`${url}${path}`, port, cpuSlowdown);
  const reports = process.env.BENCH_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${page}-${run}.json`), JSON.stringify(result.lhr));
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
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    benchmarkIndex,
    cpuSlowdown,
    assets: items
      .filter(
        (it) =>
          it.url.startsWith(url) &&
          (it.resourceType === 'Script' ||
            it.resourceType === 'Stylesheet' ||
            it.resourceType === 'Font'),
      )
      .map((it) => new URL(it.url).pathname),
  };
}

/** The median of every figure of a page's runs, with its performance and LCP run by run. */
function figuresOf({ page, path }: BenchPage, samples: Sample[]): PageFigures {
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
