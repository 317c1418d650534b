import {
  chromiumFlags,
  chromiumPath,
  phoneProfile,
  phoneTiers,
  throttleLikeAPhone,
} from '@trini/chromium';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { cookiesFor } from './cookies.js';
import type { BenchPage } from './lighthouse-runs.js';
import { median } from './stats.js';

/**
 * Which phone a figure is for (`phoneTiers` of @trini/chromium): the budgets are the mid-tier
 * phone's; the low-tier phone's figures are printed beside them and never judged.
 */
export type PhoneTier = keyof typeof phoneTiers;

/**
 * One page's dead window on the phone profile: from the moment its first control (a button,
 * select, input or textarea) is visible to the moment the app has hydrated
 * (`<html data-hydrated>`), the time in which a tap needs the boot script to be kept. All in ms
 * from the navigation's start, medians of the runs.
 */
export interface DeadWindow {
  page: string;
  path: string;
  /** The phone the CPU was calibrated to (`mid` unless told otherwise). */
  tier: PhoneTier;
  /** The host's benchmark index measured before each run, median. */
  benchmarkIndex: number;
  /** The CPU slowdown the runs applied (host index ÷ the tier's, at least 1), median. */
  cpuSlowdown: number;
  firstControlMs: number;
  hydratedMs: number;
  /** The first frame painted after hydration (the main thread may be busy hydrating the rest). */
  hydratedFrameMs: number;
  /** hydratedMs − firstControlMs of each run, then the median. */
  deadWindowMs: number;
  deadWindowRuns: number[];
  /**
   * The largest contentful paint the browser reported on the phone profile by hydration (its last
   * report), median; the budgeted comparison with the snapshot is `comparePhoneLcp`'s.
   */
  lcpMs: number;
  /** Each run's largest contentful paint (ms), in run order. */
  lcpRuns: number[];
}

/** One kind of early tap: how often it was tried at first visibility, and how often it was lost. */
export interface TapTrial {
  tap: string;
  tries: number;
  lost: number;
}

/**
 * Installed before the page's own scripts: notes (ms from the navigation's start) when the first
 * control (a button, select, textarea or input that is not hidden) is visible, and when `<html>`
 * gets `data-hydrated` (`hydrated`), and the first frame after that (`hydratedFrame`). The dead
 * window ends at the attribute: from then on the app handles every tap (a part still to hydrate
 * is hydrated first where it is tapped, React's selective hydration).
 * - The first control: each control is handed to an IntersectionObserver as the parser adds it
 *   (a MutationObserver); the observer reports it for the first frame that lays it out inside
 *   the screen (the entry's `time`, that frame's rendering step), and it counts when its box is
 *   not empty and CSS shows it (`checkVisibility`) then; a control that only becomes visible
 *   later without moving is not seen (another one is). The browser does that work in its own
 *   rendering steps, so the script forces no layout of the page it measures.
 * - `hydrated`: a MutationObserver on `<html>` (its callback runs right after the app sets the
 *   attribute), not the next frame painted, which can come hundreds of ms later while React
 *   hydrates below the first screen.
 * Why: docs/decisions/bench-marks.md.
 */
export const MARKS_SCRIPT = `(() => {
  const marks = (window.__firstUse = {});
  const control = 'button, select, textarea, input:not([type=hidden])';
  const seen = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const box = e.boundingClientRect;
      if (marks.control === undefined && e.isIntersecting && box.width > 0 && box.height > 0 &&
          e.target.checkVisibility({ visibilityProperty: true })) {
        marks.control = e.time;
        seen.disconnect();
        added.disconnect();
        return;
      }
    }
  });
  const added = new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes) {
        if (n.nodeType !== 1) continue;
        if (n.matches(control)) seen.observe(n);
        if (n.firstElementChild) for (const c of n.querySelectorAll(control)) seen.observe(c);
      }
  });
  added.observe(document, { childList: true, subtree: true });
  new MutationObserver((records, observer) => {
    if (marks.hydrated !== undefined || !document.documentElement.hasAttribute('data-hydrated')) return;
    marks.hydrated = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => (marks.hydratedFrame = performance.now()));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
})();`;

/**
 * The former mark script (the first control looked for once per frame, a layout pass each), kept
 * to measure what the harness itself costs the page: `pnpm --filter @trini/bench marks-cost`
 * (marks-cost.ts) loads the same pages with both, side by side.
 */
export const PER_FRAME_MARKS_SCRIPT = `(() => {
  const marks = (window.__firstUse = {});
  const control = 'button, select, textarea, input:not([type=hidden])';
  const hydratedNow = () => document.documentElement?.hasAttribute('data-hydrated');
  new MutationObserver((records, observer) => {
    if (marks.hydrated === undefined && hydratedNow()) {
      marks.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  const look = () => {
    if (marks.control === undefined) {
      for (const el of document.querySelectorAll(control)) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && box.top < innerHeight && el.checkVisibility({ visibilityProperty: true })) {
          marks.control = performance.now();
          break;
        }
      }
    }
    if (marks.hydratedFrame === undefined && hydratedNow()) marks.hydratedFrame = performance.now();
    if (marks.control === undefined || marks.hydratedFrame === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/**
 * Installed before the page's own scripts, after MARKS_SCRIPT: notes the browser's reports of the
 * largest contentful paint in `window.__firstUse.lcp` (ms from the navigation's start; the last
 * one wins).
 */
export const LCP_SCRIPT = `new PerformanceObserver((list) => {
  for (const e of list.getEntries()) (window.__firstUse ??= {}).lcp = e.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

/**
 * The marks MARKS_SCRIPT (and LCP_SCRIPT: `lcp`) leave in `window.__firstUse` (ms from the
 * navigation's start).
 */
export interface Marks {
  lcp?: number;
  control?: number;
  hydrated?: number;
  /** The first frame painted after `hydrated`. */
  hydratedFrame?: number;
}

/**
 * A new phone-profile page (its own context: empty storage and cache, a first visit), its CPU
 * calibrated to the phone of `tier` (default the mid-tier one), with the host's benchmark index
 * and the CPU slowdown applied. The index is measured in the page (~1 s of CPU) unless
 * `hostIndex` gives one just measured for the other page of a pair.
 */
export async function throttledPhonePage(
  browser: Browser,
  baseURL: string,
  tier: PhoneTier = 'mid',
  hostIndex?: number,
): Promise<{ page: Page; benchmarkIndex: number; cpuSlowdown: number }> {
  const context = await browser.newContext({
    baseURL,
    viewport: phoneProfile.viewport,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const { benchmarkIndex, cpuSlowdown } = await throttleLikeAPhone(
    page,
    phoneTiers[tier],
    hostIndex,
  );
  return { page, benchmarkIndex, cpuSlowdown };
}

/** A new mid-tier phone-profile page (its own context: empty storage and cache, a first visit). */
export async function phonePage(browser: Browser, baseURL: string): Promise<Page> {
  return (await throttledPhonePage(browser, baseURL)).page;
}

/**
 * Resolves once MARKS_SCRIPT has noted the first visible control, hydration and the first frame
 * after it (60 s at most).
 */
export async function bothMarks(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const m = (window as { __firstUse?: Marks }).__firstUse;
      return m?.control !== undefined && m.hydrated !== undefined && m.hydratedFrame !== undefined;
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
}

async function measureOnce(
  browser: Browser,
  baseURL: string,
  bench: BenchPage,
  marksScript: string,
  tier: PhoneTier,
): Promise<Marks & { benchmarkIndex: number; cpuSlowdown: number }> {
  const { page, benchmarkIndex, cpuSlowdown } = await throttledPhonePage(browser, baseURL, tier);
  const { path, cookie } = bench;
  try {
    if (cookie) await page.context().addCookies(cookiesFor(cookie, baseURL));
    await page.addInitScript(marksScript);
    await page.addInitScript(LCP_SCRIPT);
    await page.goto(path, { waitUntil: 'commit' });
    await bothMarks(page);
    const marks = await page.evaluate(() => (window as { __firstUse?: Marks }).__firstUse ?? {});
    return { ...marks, benchmarkIndex, cpuSlowdown };
  } finally {
    await page.context().close();
  }
}

/** A run's dead window (ms): first control visible → hydrated, never below 0. */
const deadWindowOf = (m: { control: number; hydrated: number }): number =>
  Math.max(0, Math.round(m.hydrated - m.control));

/**
 * Measures each page's dead window `runs` times on the phone profile of `tier` (default the
 * mid-tier phone the budgets are for; Debian Chromium, a fresh context per run) and keeps the
 * medians; `marksScript` notes the marks (default MARKS_SCRIPT). A page's runs stop early once
 * `settled` says its dead windows so far decide its budget (`medianSettled` of stats.ts).
 */
export async function measureDeadWindows(
  baseURL: string,
  pages: BenchPage[],
  runs = 3,
  marksScript = MARKS_SCRIPT,
  tier: PhoneTier = 'mid',
  settled?: (windows: number[]) => boolean,
): Promise<DeadWindow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const out: DeadWindow[] = [];
    for (const bench of pages) {
      const { page, path } = bench;
      const samples: (Required<Marks> & { benchmarkIndex: number; cpuSlowdown: number })[] = [];
      for (let i = 0; i < runs; i++) {
        const m = await measureOnce(browser, baseURL, bench, marksScript, tier);
        samples.push({
          control: m.control ?? 0,
          hydrated: m.hydrated ?? 0,
          hydratedFrame: m.hydratedFrame ?? 0,
          lcp: m.lcp ?? 0,
          benchmarkIndex: m.benchmarkIndex,
          cpuSlowdown: m.cpuSlowdown,
        });
        if (settled?.(samples.map(deadWindowOf))) break;
      }
      const windows = samples.map(deadWindowOf);
      out.push({
        page,
        path,
        tier,
        benchmarkIndex: Math.round(median(samples.map((s) => s.benchmarkIndex))),
        cpuSlowdown: median(samples.map((s) => s.cpuSlowdown)),
        firstControlMs: Math.round(median(samples.map((s) => s.control))),
        hydratedMs: Math.round(median(samples.map((s) => s.hydrated))),
        hydratedFrameMs: Math.round(median(samples.map((s) => s.hydratedFrame))),
        deadWindowMs: median(windows),
        deadWindowRuns: windows,
        lcpMs: Math.round(median(samples.map((s) => s.lcp))),
        lcpRuns: samples.map((s) => Math.round(s.lcp)),
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}

/**
 * A served page's largest contentful paint beside its no-JavaScript snapshot's, both on the
 * phone profile and read the same way (`phoneLcpOnce`, each load calibrated just before it, as
 * the other: docs/decisions/pair-calibration.md), run i of one right after run i of the other:
 * each one's median (ms) and, as `ratio`, the median of the runs' own ratios, so that a slow
 * minute of the machine slows both sides of a pair. Runs whose snapshot reported no paint are
 * left out; the ratio is 0 when none is left.
 */
export interface PhoneLcpComparison {
  page: string;
  servedLcpMs: number;
  snapshotLcpMs: number;
  /** The served page's and the snapshot's first byte (`responseStart`, ms), medians. */
  servedFirstByteMs: number;
  snapshotFirstByteMs: number;
  ratio: number;
  servedRuns: number[];
  snapshotRuns: number[];
}

/**
 * One load of `bench` on the phone profile (a fresh context, as `measureDeadWindows`): the
 * largest contentful paint Chromium reported (its `largest-contentful-paint` entries, the last
 * one reported within two frames of the first report after the load event), in ms from the
 * navigation's start; 0 when none came within 30 s. With it `firstByteMs`, the navigation's
 * `responseStart` (ms): when the page's first byte came, the server's render included; and
 * `benchmarkIndex`, the host's index its CPU slowdown came from (`hostIndex` when given, else
 * measured in the page).
 */
export async function phoneLcpOnce(
  browser: Browser,
  baseURL: string,
  bench: BenchPage,
  hostIndex?: number,
): Promise<{ lcpMs: number; firstByteMs: number; benchmarkIndex: number }> {
  const { page, benchmarkIndex } = await throttledPhonePage(browser, baseURL, 'mid', hostIndex);
  try {
    if (bench.cookie) await page.context().addCookies(cookiesFor(bench.cookie, baseURL));
    await page.addInitScript(LCP_SCRIPT);
    await page.goto(bench.path, { waitUntil: 'load', timeout: 60_000 });
    // The entries reach the observer after the frame that painted them: wait for the first, then
    // two frames for any later one.
    await page
      .waitForFunction(() => (window as { __firstUse?: Marks }).__firstUse?.lcp, undefined, {
        timeout: 30_000,
        polling: 50,
      })
      .catch(() => undefined);
    const { lcp, firstByte } = await page.evaluate(
      () =>
        new Promise<{ lcp: number; firstByte: number }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const [navigation] = performance.getEntriesByType('navigation');
              resolve({
                lcp: (window as { __firstUse?: Marks }).__firstUse?.lcp ?? 0,
                firstByte:
                  (navigation as PerformanceNavigationTiming | undefined)?.responseStart ?? 0,
              });
            }),
          ),
        ),
    );
    return { lcpMs: Math.round(lcp), firstByteMs: Math.round(firstByte), benchmarkIndex };
  } finally {
    await page.context().close();
  }
}

/**
 * Each page served (`servedURL`) beside its no-JavaScript snapshot (`snapshotURL`, the same
 * path), `runs` pairs on the phone profile: see PhoneLcpComparison. A page's pairs stop early once
 * `settled` says its ratios so far decide its budget (`medianSettled` of stats.ts).
 */
export async function comparePhoneLcp(
  servedURL: string,
  snapshotURL: string,
  pages: BenchPage[],
  runs = 3,
  settled?: (ratios: number[]) => boolean,
): Promise<PhoneLcpComparison[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const out: PhoneLcpComparison[] = [];
    for (const bench of pages) {
      const servedRuns: number[] = [];
      const snapshotRuns: number[] = [];
      const servedFirstBytes: number[] = [];
      const snapshotFirstBytes: number[] = [];
      const ratiosSoFar = () =>
        snapshotRuns.flatMap((snap, i) => {
          const served = servedRuns[i];
          return snap > 0 && served !== undefined ? [served / snap] : [];
        });
      for (let i = 0; i < runs; i++) {
        const served = await phoneLcpOnce(browser, servedURL, bench);
        const snapshot = await phoneLcpOnce(browser, snapshotURL, bench);
        servedRuns.push(served.lcpMs);
        servedFirstBytes.push(served.firstByteMs);
        snapshotRuns.push(snapshot.lcpMs);
        snapshotFirstBytes.push(snapshot.firstByteMs);
        if (settled?.(ratiosSoFar())) break;
      }
      const ratios = ratiosSoFar();
      out.push({
        page: bench.page,
        servedLcpMs: Math.round(median(servedRuns)),
        snapshotLcpMs: Math.round(median(snapshotRuns)),
        servedFirstByteMs: Math.round(median(servedFirstBytes)),
        snapshotFirstByteMs: Math.round(median(snapshotFirstBytes)),
        ratio: ratios.length > 0 ? median(ratios) : 0,
        servedRuns,
        snapshotRuns,
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** What a shopper sees once a tap has worked, within this many ms of the tap. */
const OUTCOME_TIMEOUT_MS = 20_000;

/**
 * The early taps, each made the moment its control is visible on the phone profile,
 * before the app has hydrated: ADD TO CART on a product page (kept when "Item Added To Cart"
 * shows), Sort By on a category page (kept when the URL carries the sort), and the header search
 * submitted from home (kept when the page is /search/{text}). Playwright's click and selectOption
 * act as soon as the control is visible, enabled and still.
 */
const TAPS: {
  tap: string;
  path: (categoryNo: number) => string;
  act: (page: Page) => Promise<boolean>;
}[] = [
  {
    tap: 'ADD TO CART (product)',
    path: () => '/productdetails/1001',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^add to cart$/i })
        .first()
        .click();
      return page
        .getByText('Item Added To Cart')
        .first()
        .waitFor({ timeout: OUTCOME_TIMEOUT_MS })
        .then(
          () => true,
          () => false,
        );
    },
  },
  {
    tap: 'Sort By (category)',
    path: (categoryNo) => `/category/${categoryNo}`,
    act: async (page) => {
      await page.getByLabel('Sort By', { exact: true }).selectOption({ label: 'Price(Low>High)' });
      return page.waitForURL(/sort=price-asc/, { timeout: OUTCOME_TIMEOUT_MS }).then(
        () => true,
        () => false,
      );
    },
  },
  {
    tap: 'header search (home)',
    path: () => '/',
    act: async (page) => {
      const box = page.getByRole('combobox', { name: 'Search products' }).first();
      await box.fill('speaker');
      await box.press('Enter');
      return page.waitForURL(/\/search\/speaker$/, { timeout: OUTCOME_TIMEOUT_MS }).then(
        () => true,
        () => false,
      );
    },
  },
];

/** Tries each early tap `runs` times (a first visit each) and counts the ones that were lost. */
export async function countLostTaps(
  baseURL: string,
  categoryNo: number,
  runs = 3,
): Promise<TapTrial[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const out: TapTrial[] = [];
    for (const { tap, path, act } of TAPS) {
      let lost = 0;
      for (let i = 0; i < runs; i++) {
        const page = await phonePage(browser, baseURL);
        try {
          await page.goto(path(categoryNo), { waitUntil: 'commit' });
          if (!(await act(page))) lost++;
        } finally {
          await page.context().close();
        }
      }
      out.push({ tap, tries: runs, lost });
    }
    return out;
  } finally {
    await browser.close();
  }
}
