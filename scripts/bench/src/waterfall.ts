/**
 * `pnpm --filter @trini/bench waterfall [path…]`: where a page's dead window goes, on
 * the phone profile of `pnpm bench` (Debian Chromium, the mid-tier phone's CPU, 150 ms round trip, 200 KB/s). For
 * each path (default `/ /productdetails/1001 /category/1`) it loads the page `WATERFALL_RUNS`
 * times (default 3) in a fresh context and prints each run's marks: first control visible,
 * largest contentful paint, DOMContentLoaded and hydrated (`<html data-hydrated>`), in ms from
 * the navigation's start. For the first run it also prints every resource (request start,
 * response start and end in ms, transfer KB) and the main thread's tasks over 20 ms after the
 * last script arrived (what the app's code costs the CPU before the page works).
 * Env: WATERFALL_URL (a storefront already running; default: the bench's own stack is started on
 * API_PORT/WEB_PORT, default 3203/4375), WATERFALL_RUNS, WATERFALL_COOKIE (a `Cookie` header for
 * the page, e.g. the cart cookie for checkout: `trini_cart=1001:1.1002:1.1003:1`).
 */
import { chromiumFlags, chromiumPath } from '@trini/chromium';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { cookiesFor } from './cookies.js';
import { LCP_SCRIPT, MARKS_SCRIPT, bothMarks, phonePage } from './first-taps.js';
import type { Marks } from './first-taps.js';
import { startStack } from './servers.js';

/** One run's marks, ms from the navigation's start. */
interface RunMarks extends Marks {
  dcl: number;
}

/** One resource of the page: ms from the navigation's start, KB as transferred. */
interface Resource {
  name: string;
  start: number;
  responseStart: number;
  end: number;
  kb: number;
}

/** A main-thread task of the trace: its start (ms from navigation) and length (ms). */
interface Task {
  start: number;
  ms: number;
  what: string;
}

async function loadOnce(page: Page, path: string): Promise<{ marks: RunMarks; res: Resource[] }> {
  await page.addInitScript(MARKS_SCRIPT);
  await page.addInitScript(LCP_SCRIPT);
  await page.goto(path, { waitUntil: 'commit' });
  await bothMarks(page);
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    // The document first, then every resource in request order.
    const res = [
      nav,
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]),
    ].map((e) => ({
      name: e.name.replace(location.origin, '').slice(0, 70),
      start: e.startTime,
      responseStart: e.responseStart,
      end: e.responseEnd,
      kb: e.transferSize / 1024,
    }));
    const marks = (window as { __firstUse?: Marks }).__firstUse ?? {};
    return { marks: { ...marks, dcl: nav.domContentLoadedEventEnd }, res };
  });
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
}

/** The renderer main thread's top-level tasks over 20 ms, ms from the navigation's start. */
function longTasks(events: TraceEvent[]): Task[] {
  // The page's own navigation (the others are about:blank's, with no URL).
  const start =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL)?.ts ?? 0;
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'EvaluateScript'),
  );
  if (!main) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const isTask = (e: TraceEvent) =>
    e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  return onMain
    .filter((t) => isTask(t) && (t.dur ?? 0) > 20_000)
    .map((t) => {
      const inside = onMain
        .filter((k) => k !== t && !isTask(k) && k.ts >= t.ts && k.ts < t.ts + (t.dur ?? 0))
        .filter((k) => (k.dur ?? 0) > 5_000)
        .slice(0, 3)
        .map((k) => {
          const url = k.args?.data?.url?.split('/').pop();
          return `${k.name}${url ? ` ${url}` : ''} ${Math.round((k.dur ?? 0) / 1000)}`;
        });
      return {
        start: Math.round((t.ts - start) / 1000),
        ms: Math.round((t.dur ?? 0) / 1000),
        what: inside.join(', '),
      };
    });
}

const ms = (n: number | undefined) => String(Math.round(n ?? 0)).padStart(5);

async function waterfall(browser: Browser, baseURL: string, path: string, runs: number) {
  console.log(`\n${path}`);
  console.log('  run  control      lcp      dcl hydrated    frame   window (ms)');
  for (let run = 1; run <= runs; run++) {
    const page = await phonePage(browser, baseURL);
    if (process.env.WATERFALL_COOKIE)
      await page.context().addCookies(cookiesFor(process.env.WATERFALL_COOKIE, baseURL));
    const traced = run === 1;
    if (traced)
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'loading',
          'blink.user_timing',
        ],
      });
    try {
      const { marks, res } = await loadOnce(page, path);
      const window = (marks.hydrated ?? 0) - (marks.control ?? 0);
      console.log(
        `  ${String(run).padStart(3)}    ${ms(marks.control)}    ${ms(marks.lcp)}    ${ms(marks.dcl)}    ${ms(marks.hydrated)}    ${ms(marks.hydratedFrame)}    ${ms(window)}`,
      );
      if (!traced) continue;
      const events = (
        JSON.parse((await browser.stopTracing()).toString()) as {
          traceEvents: TraceEvent[];
        }
      ).traceEvents;
      console.log('  start  first byte  end     KB  resource');
      for (const r of res)
        console.log(
          `  ${ms(r.start)}  ${ms(r.responseStart)}     ${ms(r.end)}  ${r.kb.toFixed(1).padStart(5)}  ${r.name}`,
        );
      const before = res.filter((r) => r.name.endsWith('.js') && r.end < (marks.hydrated ?? 0));
      const lastScript = Math.max(0, ...before.map((r) => r.end));
      console.log(
        `  main-thread tasks over 20 ms after the last script arrived (${ms(lastScript)}):`,
      );
      for (const t of longTasks(events).filter((t) => t.start >= lastScript - 50))
        console.log(`  ${ms(t.start)}  ${String(t.ms).padStart(4)} ms  ${t.what}`);
    } finally {
      await page.context().close();
    }
  }
}

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const runs = Number(process.env.WATERFALL_RUNS ?? 3);
const given = process.env.WATERFALL_URL;
const stack = given
  ? undefined
  : await startStack(Number(process.env.API_PORT ?? 3203), Number(process.env.WEB_PORT ?? 4375));
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
try {
  for (const path of paths.length ? paths : ['/', '/productdetails/1001', '/category/1'])
    await waterfall(browser, given ?? stack!.web.url, path, runs);
} finally {
  await browser.close();
  await Promise.all([stack?.api.stop(), stack?.web.stop()]);
}
