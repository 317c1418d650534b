import type { DeadWindow, TapTrial } from './first-taps.js';
import { median } from './stats.js';
import type { PageFigures } from './lighthouse-runs.js';

/**
 * The figures the project aims at (issue 6 §2, issue 11, issue 23): home's first-visit JavaScript
 * ≤ 150 KB gzip with React 19's react-dom (issue 23 §6), Lighthouse performance ≥ 90 (≥ 98 on the
 * server-rendered pages, the cart empty and with three lines, and checkout), TBT ≤ 150 ms, an LCP at most 1.15× that of the page's own no-JavaScript
 * snapshot, and on the phone profile a dead window (first control visible → hydrated) ≤ 1,000 ms.
 * `pnpm bench` prints each beside what it measured, met or not (`checkTargets`).
 */
export const TARGETS = {
  homeFirstVisitJsGzipBytes: 150 * 1024,
  performance: 90,
  tbtMs: 150,
  ssrPerformance: 98,
  lcpVsSnapshot: 1.15,
  deadWindowMs: 1000,
} as const;

/**
 * The budgets CI enforces: a miss fails the run. Accessibility, best practices, SEO, CLS, lost
 * taps and, since 2026-11-27, TBT (≤ 150 ms), the server-rendered pages' performance (≥ 98) and
 * the LCP ratio against the no-JavaScript snapshot (≤ 1.15) are held at their targets. The dead
 * window is a ceiling a little past what the storefront measures today, so that it gets no worse
 * while issue 23 is open, and moves to its target as the work meets it. How they got here:
 * - home's first-visit JS: held at its target, 150 KB gzip. 140.7 KB on 2026-11-25 with React 19,
 *   React Router's declarative router (the data router cost 18 KB more: 154.5–155.2 KB) and the
 *   web-vitals reporter (loaded after hydration, counted all the same);
 * - Lighthouse performance and TBT: on 2026-11-24 Debian's Chromium 156 gave every page ~650 ms
 *   of unattributed main-thread work ("other") unthrottled, which the 4× simulation made 1–2 s of
 *   TBT (performance 61–79). On 2026-11-25 (`BENCH_RUNS=1 pnpm bench`, one run, a machine of
 *   the same kind) every page met its target: performance 100 on all but /cart/1001 (94), TBT 6–81 ms;
 *   with other work on the machine, 98–100 and up to 159 ms. Held at ≥ 90 (≥ 95 for the
 *   server-rendered pages, the cart and checkout) and ≤ 300 ms, to leave room for a noisy run;
 * - the LCP ratio: 0.75–1.13 in that run (checkout 1.13, 2.63 before the server rendered
 *   it; the empty cart 1.93 before its first row of Best Sellers loaded at once), the cart with
 *   three lines up to 1.25 in busy runs: held at ≤ 1.3;
 * - the dead window: held at ≤ 2,500 ms; 1.36–1.77 s on the phone profile with the data router,
 *   1.36–1.63 s with the declarative router (2026-11-25, median of 3: home 1,531, product 1,356,
 *   category 1,628, the cart with three lines 1,456). It is the link's time more than the CPU's:
 *   the app's code (123 KB brotli, React's react-dom alone ~50) takes ~0.7 s of the phone's
 *   1.6 Mbps, shared with the images below the first screen, and hydration ~0.25 s after the last
 *   byte. Starting the code at DOMContentLoaded instead of after the largest paint moved the dead
 *   window by 40–170 ms only (home 1,576, product 1,409, category 1,649) and cost the product
 *   page's Lighthouse LCP 1.85× its snapshot's (2,654 ms against 1,434), so the boot script still
 *   waits for the largest paint. 1,000 ms needs less code before the first tap works (islands of
 *   the first screen's controls hydrated apart from the rest), a design change not made yet.
 *   2026-11-25, later (`pnpm bench` on a slower day, the same build measured 200-500 ms more
 *   TBT than in CI the day before): one stylesheet instead of up to six (the phone's image no
 *   longer waits for a connection), hydration as a transition and the libraries in two chunks
 *   gave home 1,703, search 1,358, category 1,947, product 1,403, the carts 1,524-1,969 and
 *   checkout 2,004 ms. Where the product page's window goes on the phone (`waterfall`): control
 *   945, largest paint 1,060, the app's code requested 1,119 and all in at 2,093 (~135 KB brotli
 *   at 200 KB/s, the libraries ~95 of it: react-dom 55, Redux Toolkit 18, React Router 12), then
 *   ~480 ms of the 4× CPU (evaluating the modules ~235, hydrating ~200). With the code requested
 *   only once the largest paint is reported, that is ~1.4 s; 1,000 needs the code before the
 *   largest paint (which Lighthouse's LCP ratio counts) or far less of it before the first tap.
 * - 2026-11-26: TBT 300-760 ms on category and the carts in Lighthouse runs that morning; the long
 *   tasks were the cart's and its suggestions' synchronous renders after hydration (store updates
 *   render at once), /cart/1001's add (its render ~500 ms simulated, its LCP 3.4 s), the boot
 *   script's 25 preload links in one task, Immer freezing the server's state, and the browser's
 *   style, layout and paint of 53 cards (checkout with the app's code removed still measured TBT
 *   250). After /cart/{ProductNo} rendered on the server, grids through useDeferredValue,
 *   content-visibility on cards, auto-freeze off and the preloads six a task, CI's `pnpm bench`
 *   (median of 3) gave TBT 86-200, performance 97-100, checkout's LCP ratio 1.29; `compare`,
 *   same run, TBT before -> after: /cart?lines=3 302 -> 167, category 251 -> 196, home 137 -> 92.
 *   The same pages still swing 2x between runs minutes apart: the bench takes the median of 5.
 * - 2026-11-26, later: the cart with three lines and checkout had been measured empty. The bench
 *   sent their cart cookie as a request header, which Chromium drops once its cookie jar holds a
 *   cookie of the site (an earlier page's XSRF-TOKEN): checkout's "LCP ratio 1.26-1.37" was an
 *   empty checkout's. With the cookie in the jar (`cookiesFor`), checkout measured performance
 *   100, TBT 43 ms, LCP ratio 1.18. Served pages and snapshots are now measured side by side.
 *   `compare` (median of 5, same run): a task of its own for react-dom's evaluation changed
 *   nothing (category TBT 184 -> 188, home 146 -> 158); the libraries in four chunks, each
 *   evaluated in its own task, cut TBT (category 377 -> 204, home 236 -> 83) but cost the phone's
 *   dead window 250-520 ms (more requests on its six connections), so it was not kept. The
 *   seven small shared components' chunks as one (category's screen chunks 8 -> 2) cut TBT in
 *   `compare` (median of 4: category 358 -> 181, home 216 -> 118, product 125 -> 83, checkout
 *   154 -> 86; dead window within the spread), but CI's next `pnpm bench` measured category CLS
 *   0.15 in 3 runs of 5 (0 in every run before, and in two local runs after). Not explained
 *   yet, so it was reverted (a6707c1, edc06e2).
 * - 2026-11-26, third session: the CLS was not the chunk's. A local `pnpm bench` measured
 *   category CLS 0.077 in one served run and in one no-JavaScript snapshot run: the side panel
 *   below the grid moved ~100 px as content-visibility cards rendered at their height (320-339
 *   px at 412 px) instead of their 290 px placeholder. Cards now keep an exact placeholder
 *   height on a phone (e2e styles.spec.ts), and the shared-ui chunk is back. The boot script's
 *   six module preloads a task made tasks of 50-170 ms simulated in Lighthouse runs of
 *   /cart/1001 (each link starts a request on the main thread, ~40 ms for six under
 *   Lighthouse's instrumentation): one a task now. `compare` of the session's start and its end
 *   (median of 4, same run), TBT: /cart/1001 380 -> 170, category 291 -> 246, checkout 216 ->
 *   73, home 203 -> 48; dead window 1,795 -> 1,942 on /cart/1001, within 60 ms elsewhere.
 *   Lighthouse's benchmark index moved 1,200-2,000 between runs minutes apart on this machine
 *   (325 in one run, TBT 3,538 ms), which is most of the 2x swings.
 * - 2026-11-26, fourth session: CI missed /cart/1001's TBT again (329). A phone-profile trace of
 *   its long tasks with marks showed React DOM's evaluation and the screens' as one task of
 *   ~125 ms at 4x, the cache's hydration with the screen's evaluation as one of 50-80 ms, and
 *   hydration's commit carrying the page's add to the cart and the URL's change (~110 ms). Each
 *   has a task of its own now, the URL's change renders as a transition, and two selectors of the
 *   cache are made once. `compare` (median of 5, same run), TBT: /cart/1001 351 -> 228, category
 *   195 -> 102, /cart 97 -> 213 (runs 66-322 in both builds); dead window /cart/1001 2,042 ->
 *   1,814. Tried and dropped: the cart's Best Sellers rendered on the server below a cart with
 *   lines (dead window +500 ms, consistent in 6 runs: hydrating 15 more cards; TBT unchanged).
 * - 2026-11-26, fifth session: what a page has many of (product cards, the category tree, the
 *   slide menu's contents, the footer) hydrates after the first pass (DeferredHydration, React's
 *   selective hydration: a tap there hydrates its part first). `compare` (median of 5, same run),
 *   dead window: category 2,395 -> 2,011, product 2,102 -> 1,939, home 2,120 -> 2,061; TBT
 *   category 243 -> 119, home 213 -> 66. The forms' code and the form screens' small parts in
 *   two chunks (checkout's startup chunks 24 -> 18): dead window checkout 2,393 -> 2,184, empty
 *   cart 2,535 -> 2,414; TBT checkout 236 -> 111, empty cart 330 -> 217. The dead window now
 *   ends when the app sets `data-hydrated`, not at the next frame after it (the empty cart's came
 *   150-270 ms later while its cards hydrated in the background); `pnpm bench` prints both.
 *   An update reaching cards still to hydrate makes React hydrate them all in one task: the empty
 *   cart's Best Sellers re-rendered with their query's status after hydration (TBT 293 -> 438
 *   against the session's start); the grids are memoized now (332 against 346, same run).
 *   Tried and dropped: the entry's own helpers (Vite's preload helper, the task wait) in a chunk
 *   of their own, so that the entry starts before React DOM arrives (dead window and TBT no
 *   better, category TBT 202 -> 306). Where the rest goes (`waterfall`, product page): the app's
 *   code is requested ~150 ms after the largest paint and its ~140 KB (brotli) take ~1 s of the
 *   phone's link, shared with the lazy thumbnails below the first screen and queued on HTTP/1.1's
 *   six connections; then ~700 ms of the 4x CPU (evaluation ~230, the first pass ~300). The LCP
 *   ratio of the pages whose largest paint is text (checkout, the cart with lines, 1.22-1.30):
 *   the served page's first paint comes later than the snapshot's in Lighthouse's unthrottled
 *   load (a script context, the server's render), so the table's thumbnails, finished by then,
 *   enter Lantern's LCP graph (LCP 200 ms after FCP; the snapshot's LCP is its FCP).
 * - 2026-11-26, sixth session: CI of cf0d687 lost 1 of 5 early Sort By changes. The boot script
 *   was an async file: on the phone profile it could arrive after the first paint (37 ms after,
 *   in one run), and a change made in between had no one to hold it. It is inline at the top of
 *   the head now (the CSP allows it by its hash; ~1.4 KB brotli in every page, counted in home's
 *   first-visit JS). `compare` (median of 5, same run, 4f767a3 -> this): Lighthouse LCP
 *   checkout 1,003 -> 926, category 1,168 -> 1,095, cart 1,163 -> 1,145, home and product
 *   unchanged (1,223/1,224); dead window within the runs' spread (home 2,021 -> 2,160, category
 *   2,229 -> 2,134, product 1,875 -> 1,851, checkout 2,188 -> 2,181, cart 2,073 -> 2,158).
 *   The bench's mark script no longer looks for the first control once per frame (a forced style
 *   and layout pass in every frame while the page was parsed, 144-322 ms of main thread in
 *   `profile`): an IntersectionObserver reports it. `marks-cost` (median of 5, same run, both
 *   scripts on this build), first control / hydrated / dead window, observer vs per frame: home
 *   968/2,996/1,970 vs 1,044/3,210/2,151; category 974/3,039/2,076 vs 1,112/3,156/2,044;
 *   product 929/2,641/1,660 vs 976/2,746/1,780. The shopper's page was never slowed by it; the
 *   figures are truer, and both ends of the window move.
 *   The boot script starts the app at the first frame after the largest paint is reported (one
 *   frame, not two; no wait for DOMContentLoaded first). `compare` (median of 5, same run,
 *   54651a8 -> this): dead window product 1,655 -> 1,459, checkout 1,945 -> 1,829, category
 *   1,868 -> 1,827, home 1,756 -> 1,777; Lighthouse LCP unchanged (home 1,229/1,219, category
 *   1,153/1,146, product 1,209/1,212, checkout 850/860).
 * - 2026-11-26, seventh session: a phone-profile trace of home showed the main thread idle until
 *   the app's code came, and seven lazy thumbnails below the first screen (~63 KB) requested at
 *   the first layout, just before the code, sharing the 1.6 Mbps link with it. Those pictures now
 *   wait (content-visibility: auto on their boxes until hydration): `compare` (median of 5, same
 *   run, 5c6568f -> ffbf0ff) dead window home 1,785 -> 1,535, category 2,000 -> 1,854, search
 *   1,592 -> 1,417; Lighthouse LCP unchanged or lower (category 1,137 -> 1,085). The app then
 *   starts in the task after the largest-paint report, not a frame later, and the entry has no
 *   module-preload polyfill (ffbf0ff -> c512de6): checkout 2,047 -> 1,908, product 1,777 ->
 *   1,707, home 1,660 -> 1,607; LCP unchanged.
 *   What is left of home's window (trace): ~300 ms from the first control to the largest-paint
 *   report (the first screen's pictures arriving), ~900 ms for the code (11 files, ~125 KB
 *   brotli, 150 ms a round trip, 200 KB/s), ~300-500 ms of the 4x CPU. React, react-dom and the
 *   scheduler alone are ~58 KB brotli (a rolldown bundle of `hydrateRoot`), ~290 ms of the link:
 *   with the wait for the largest paint (the LCP ratio) and one round trip, a React app of no
 *   code of its own would spend ~750 ms before its first render, so the 1,000 ms target needs
 *   the code requested before the largest paint, which the LCP ratio forbids on this link.
 * - 2026-11-27, eighth session: home alone had missed TBT and performance in CI (TBT 269-328,
 *   performance 81-95, every other page 99-100 and TBT 0-146). Home is the bench's first page,
 *   and the first Lighthouse run in a fresh Chromium carries the browser's own start-up: three
 *   runs of one page in a fresh Chromium gave TBT 95/7/0 (/search/a) and 163/68/0 (home). The
 *   bench now makes one warm-up run first, not counted and printed (`measurePages`); CI's bench
 *   then measured performance 100 on all eight pages, TBT 2-49 ms, LCP ratio 0.99-1.05 (warm-up
 *   run: performance 99, TBT 124), so TBT, performance and the LCP ratio are held at their
 *   targets. Home's blocks below the grid are rendered by the server now (their pictures wait for
 *   the app, `compare` median of 7, same run: TBT 34 -> 42, dead window 1,274 -> 1,311, LCP
 *   1,218 -> 1,217: within the runs' spread), and checkout's small chunks are one (dead window
 *   1,778 -> 1,696 and 1,781 -> 1,817 in two `compare` runs: within the spread). The dead
 *   window in CI: 1,239 (home) - 1,729 ms (checkout), and 1,426-1,703 in the next run.
 * - 2026-11-27, ninth session: the code requested with the page, as issue 23 §3 asks
 *   (`APP_START=with-page`: as soon as the head is parsed, `fetchpriority="low"` preloads), against
 *   the default on one build, side by side (`COMPARE_LIGHTHOUSE=1 pnpm --filter @trini/bench
 *   compare apps/storefront apps/storefront@APP_START=with-page`, median of 3): dead window
 *   home 1,289 -> 1,060, product 1,355 -> 1,269, category 1,314 -> 980, search 1,244 -> 1,087,
 *   cart with 3 lines 1,574 -> 1,437, checkout 1,630 -> 1,449 ms; the largest paint the phone
 *   reported -3% to +12%; Lighthouse's simulated LCP 1.12-1.50x (home 1,217 -> 1,828, checkout
 *   833 -> 1,235: Lantern counts a module script that finished before the observed paint as
 *   needed for it). So even with the code requested with the page, and the LCP ratio given up,
 *   only category meets 1,000 ms: the libraries the brief names (react-dom ~52 KB brotli, Redux
 *   Toolkit with RTK Query ~24, React Router ~14) take ~0.45 s of this link before any code of
 *   the shop's own, and checkout's ~145 KB ~0.73 s. The dead window stays a ceiling.
 */
export const BUDGETS = {
  homeFirstVisitJsGzipBytes: 150 * 1024,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  performance: 90,
  cls: 0.05,
  tbtMs: TARGETS.tbtMs,
  ssrPerformance: TARGETS.ssrPerformance,
  lcpVsSnapshot: TARGETS.lcpVsSnapshot,
  deadWindowMs: 2500,
  lostTaps: 0,
  // Issue 25: pages rendered with the page cache off, as a share of the static file's req/s in
  // the same run: 1.5× what the issue measured (product 6.4 %, home 4.5 %, category 1.8 %).
  renderShareProduct: 0.096,
  renderShareHome: 0.068,
  renderShareCategory: 0.027,
} as const;

/** The pages whose uncached render is budgeted (`renderShare<Page>` of BUDGETS). */
export const RENDER_SHARE_PAGES = ['product', 'home', 'category'] as const;

/** The pages rendered on the server with their data (performance ≥ `ssrPerformance`). */
export const SSR_PAGES = [
  'home',
  'search',
  'category',
  'product',
  'cart-empty',
  'cart-3-lines',
] as const;

/**
 * The pages measured against their own no-JavaScript snapshot (LCP ratio): the server-rendered
 * ones and checkout (issue 23: cart empty and with 3 lines, and checkout, ≥ 98 and ≤ 1.15).
 */
export const SNAPSHOT_PAGES = [...SSR_PAGES, 'checkout'] as const;

/** A served page's LCP beside that of its no-JavaScript snapshot (same run, side by side). */
export interface SnapshotComparison {
  page: string;
  servedLcpMs: number;
  snapshotLcpMs: number;
  /**
   * The median of the runs' served LCP ÷ snapshot LCP, run i of one beside run i of the other
   * (`compareWithSnapshot`).
   */
  ratio: number;
  servedPerformance: number;
  snapshotPerformance: number;
}

/**
 * A served page beside its no-JavaScript snapshot, measured side by side (`measurePages` with
 * both origins): the medians of each, and as the ratio the median of the runs' own ratios (run
 * i's served LCP ÷ run i's snapshot LCP, measured a few seconds apart). The pairs keep the
 * machine's drift out of the ratio: on this project's CI machines the same page's LCP moved
 * 10-20 % between runs minutes apart. Runs whose snapshot LCP is 0 are left out; the ratio is 0
 * when none is left.
 */
export function compareWithSnapshot(
  served: PageFigures,
  snapshot: PageFigures,
): SnapshotComparison {
  const ratios = snapshot.lcpRuns.flatMap((snap, i) => {
    const lcp = served.lcpRuns[i];
    return snap > 0 && lcp !== undefined ? [lcp / snap] : [];
  });
  return {
    page: served.page,
    servedLcpMs: served.lcpMs,
    snapshotLcpMs: snapshot.lcpMs,
    ratio: median(ratios),
    servedPerformance: served.performance,
    snapshotPerformance: snapshot.performance,
  };
}

/** The budget figures, as numbers (BUDGETS or overrides of it). */
export type Budgets = { [K in keyof typeof BUDGETS]: number };

/**
 * BUDGETS with any `BUDGET_<NAME>` variable of `env` applied, NAME in upper snake case:
 * `BUDGET_PERFORMANCE=99`, `BUDGET_CLS=0`, `BUDGET_HOME_FIRST_VISIT_JS_GZIP_BYTES=50000`. A value
 * that is not a number throws, naming the variable (a typo must not pass the gate silently).
 */
export function budgetsFromEnv(env: Record<string, string | undefined>): Budgets {
  const entries = Object.entries(BUDGETS).map(([key, fallback]) => {
    const name = `BUDGET_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const raw = env[name];
    if (raw === undefined || raw === '') return [key, fallback];
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new Error(`${name}=${raw} is not a number`);
    return [key, value];
  });
  return Object.fromEntries(entries) as Budgets;
}

/** A budget miss: which page, which figure, what was measured and the limit. */
export interface Miss {
  page: string;
  figure: string;
  measured: number | string;
  limit: string;
}

/** Every budget miss of the measured figures (empty when all pass). */
export function checkBudgets(
  pages: PageFigures[],
  homeJsGzip: number,
  budgets: Budgets = BUDGETS,
  snapshots: SnapshotComparison[] = [],
): Miss[] {
  const misses: Miss[] = [];
  if (homeJsGzip > budgets.homeFirstVisitJsGzipBytes) {
    misses.push({
      page: 'home',
      figure: 'first-visit JS (gzip)',
      measured: `${(homeJsGzip / 1024).toFixed(1)} KB`,
      limit: `≤ ${budgets.homeFirstVisitJsGzipBytes / 1024} KB`,
    });
  }
  for (const p of pages) {
    const at = (figure: string, measured: number, ok: boolean, limit: string) => {
      if (!ok) misses.push({ page: p.page, figure, measured, limit });
    };
    at(
      'accessibility',
      p.accessibility,
      p.accessibility >= budgets.accessibility,
      `≥ ${budgets.accessibility}`,
    );
    at(
      'best practices',
      p.bestPractices,
      p.bestPractices >= budgets.bestPractices,
      `≥ ${budgets.bestPractices}`,
    );
    at('SEO', p.seo, p.seo >= budgets.seo, `≥ ${budgets.seo}`);
    at(
      'performance',
      p.performance,
      p.performance >= budgets.performance,
      `≥ ${budgets.performance}`,
    );
    at('CLS', p.cls, p.cls <= budgets.cls, `≤ ${budgets.cls}`);
    at('TBT ms', p.tbtMs, p.tbtMs <= budgets.tbtMs, `≤ ${budgets.tbtMs}`);
    if ((SNAPSHOT_PAGES as readonly string[]).includes(p.page))
      at(
        'performance (server-rendered, cart, checkout)',
        p.performance,
        p.performance >= budgets.ssrPerformance,
        `≥ ${budgets.ssrPerformance}`,
      );
  }
  for (const s of snapshots) {
    if (s.ratio > budgets.lcpVsSnapshot)
      misses.push({
        page: s.page,
        figure: 'LCP ÷ LCP of its no-JS snapshot',
        measured: Number(s.ratio.toFixed(2)),
        limit: `≤ ${budgets.lcpVsSnapshot}`,
      });
  }
  return misses;
}

/**
 * The budget misses of the phone-profile figures (issue 23): a page whose median dead window is
 * over `deadWindowMs`, and each kind of early tap that lost more than `lostTaps` of its tries.
 */
export function checkFirstUse(
  deadWindows: DeadWindow[],
  taps: TapTrial[],
  budgets: Budgets = BUDGETS,
): Miss[] {
  const misses: Miss[] = [];
  for (const d of deadWindows)
    if (d.deadWindowMs > budgets.deadWindowMs)
      misses.push({
        page: d.page,
        figure: 'dead window ms (phone, first control visible → hydrated)',
        measured: d.deadWindowMs,
        limit: `≤ ${budgets.deadWindowMs}`,
      });
  for (const t of taps)
    if (t.lost > budgets.lostTaps)
      misses.push({
        page: t.tap,
        figure: 'early taps lost (phone)',
        measured: `${t.lost} of ${t.tries}`,
        limit: `≤ ${budgets.lostTaps}`,
      });
  return misses;
}

/**
 * The budget misses of the storefront server's uncached renders (issue 25): a page of
 * RENDER_SHARE_PAGES (a row named so) whose req/s is a smaller share of the static file's than
 * its `renderShare<Page>`, or that answered anything but 2xx.
 */
export function checkRenderShares(
  rows: { name: string; ratio: number; non2xx: number }[],
  budgets: Budgets = BUDGETS,
): Miss[] {
  const limits: Record<string, number> = {
    product: budgets.renderShareProduct,
    home: budgets.renderShareHome,
    category: budgets.renderShareCategory,
  };
  return rows.flatMap((r) => {
    const limit = limits[r.name];
    if (limit === undefined) return [];
    const figure = 'rendered req/s, share of the static file (cache off)';
    return [
      ...(r.ratio < limit
        ? [
            {
              page: r.name,
              figure,
              measured: `${(100 * r.ratio).toFixed(1)} %`,
              limit: `≥ ${(100 * limit).toFixed(1)} %`,
            },
          ]
        : []),
      ...(r.non2xx > 0
        ? [{ page: r.name, figure: 'answers not 2xx (cache off)', measured: r.non2xx, limit: '0' }]
        : []),
    ];
  });
}

/** One target of TARGETS beside the worst page's figure. */
export interface TargetCheck {
  target: string;
  limit: string;
  measured: string;
  /** Which page measured it. */
  page: string;
  met: boolean;
}

/**
 * Each target of TARGETS beside the worst figure measured for it (the page named), and whether
 * it is met. Nothing here fails the run: BUDGETS does that.
 */
export function checkTargets(
  pages: PageFigures[],
  homeJsGzip: number,
  snapshots: SnapshotComparison[],
  deadWindows: DeadWindow[],
): TargetCheck[] {
  const worst = <T>(items: T[], figure: (t: T) => number, higherIsWorse: boolean) =>
    items.reduce<T | undefined>(
      (w, t) =>
        w === undefined || (higherIsWorse ? figure(t) > figure(w) : figure(t) < figure(w)) ? t : w,
      undefined,
    );
  const out: TargetCheck[] = [
    {
      target: 'home first-visit JS (gzip)',
      limit: `≤ ${TARGETS.homeFirstVisitJsGzipBytes / 1024} KB`,
      measured: `${(homeJsGzip / 1024).toFixed(1)} KB`,
      page: 'home',
      met: homeJsGzip <= TARGETS.homeFirstVisitJsGzipBytes,
    },
  ];
  const perf = worst(pages, (p) => p.performance, false);
  if (perf)
    out.push({
      target: 'performance',
      limit: `≥ ${TARGETS.performance}`,
      measured: String(perf.performance),
      page: perf.page,
      met: perf.performance >= TARGETS.performance,
    });
  const ssr = worst(
    pages.filter((p) => (SNAPSHOT_PAGES as readonly string[]).includes(p.page)),
    (p) => p.performance,
    false,
  );
  if (ssr)
    out.push({
      target: 'performance (server-rendered, cart, checkout)',
      limit: `≥ ${TARGETS.ssrPerformance}`,
      measured: String(ssr.performance),
      page: ssr.page,
      met: ssr.performance >= TARGETS.ssrPerformance,
    });
  const tbt = worst(pages, (p) => p.tbtMs, true);
  if (tbt)
    out.push({
      target: 'TBT ms',
      limit: `≤ ${TARGETS.tbtMs}`,
      measured: String(tbt.tbtMs),
      page: tbt.page,
      met: tbt.tbtMs <= TARGETS.tbtMs,
    });
  const lcp = worst(snapshots, (s) => s.ratio, true);
  if (lcp)
    out.push({
      target: 'LCP ÷ LCP of its no-JS snapshot',
      limit: `≤ ${TARGETS.lcpVsSnapshot}`,
      measured: lcp.ratio.toFixed(2),
      page: lcp.page,
      met: lcp.ratio <= TARGETS.lcpVsSnapshot,
    });
  const dead = worst(deadWindows, (d) => d.deadWindowMs, true);
  if (dead)
    out.push({
      target: 'dead window ms (phone)',
      limit: `≤ ${TARGETS.deadWindowMs}`,
      measured: String(dead.deadWindowMs),
      page: dead.page,
      met: dead.deadWindowMs <= TARGETS.deadWindowMs,
    });
  return out;
}
