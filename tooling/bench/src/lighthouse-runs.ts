import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from '@trini/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
  /** Same-origin script and stylesheet paths the page loaded (for the first-visit bundle). */
  assets: string[];
}

/**
 * A page to measure: its name in the table, its path, and the `Cookie` header its requests carry
 * (the cart with lines, issue 23 §4), if any.
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
async function runLighthouse(url: string, port: number, cookie?: string) {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= TRACE_RETRIES) throw new Error(`Lighthouse failed on ${url}: ${error.code}`);
    console.error(`Lighthouse ${error.code} on ${url}; running it again (${attempt + 1})`);
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/**
 * Runs Lighthouse 13 (mobile preset, simulated throttling, Debian Chromium at CHROMIUM_PATH or
 * /usr/bin/chromium) `runs` times on each page (with its cookie, if any) and keeps the median of every figure. With
 * BENCH_REPORTS=<dir>, each run's full report is written there as `<page><reportSuffix>-<run>.json`, to see
 * why a page scored what it did (open it in https://googlechrome.github.io/lighthouse/viewer/).
 */
export async function measurePages(
  baseUrl: string,
  pages: BenchPage[],
  runs = 3,
  reportSuffix = '',
): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const out: PageFigures[] = [];
    for (const { page, path, cookie } of pages) {
      const samples: Omit<PageFigures, 'page' | 'path' | 'performanceRuns'>[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await runLighthouse(`${baseUrl}${path}`, chrome.port, cookie);
        const reports = process.env.BENCH_REPORTS;
        if (reports) {
          mkdirSync(reports, { recursive: true });
          writeFileSync(
            join(reports, `${page}${reportSuffix}-${i + 1}.json`),
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
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
          tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
          assets: items
            .filter(
              (it) =>
                it.url.startsWith(baseUrl) &&
                (it.resourceType === 'Script' || it.resourceType === 'Stylesheet'),
            )
            .map((it) => new URL(it.url).pathname),
        });
      }
      const pick = (
        k: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls',
      ) => median(samples.map((s) => s[k]));
      out.push({
        page,
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Number(pick('cls').toFixed(3)),
        performanceRuns: samples.map((s) => s.performance),
        assets: [...new Set(samples.flatMap((s) => s.assets))],
      });
    }
    return out;
  } finally {
    chrome.kill();
  }
}
