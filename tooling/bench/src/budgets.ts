import type { DeadWindow, TapTrial } from './first-taps.js';
import type { PageFigures } from './lighthouse-runs.js';

/**
 * The budgets CI enforces (issue 6 §2, issue 11). Each page must meet every figure; home's
 * first-visit JavaScript is capped in gzip bytes: 150 KB with React 19's react-dom (issue 23 §6;
 * 100 KB while the storefront rendered with Preact's compat layer). The server-rendered pages (home, search,
 * category, product: SSR_PAGES) also need Lighthouse performance ≥ 98 and an LCP at most 1.15×
 * that of their own no-JavaScript snapshot (the limit for their content); TBT is capped on every
 * page, hydration included. On the phone profile (issue 23), no page's dead window (its first
 * control visible → hydrated, median) may pass `deadWindowMs`, and no early tap may be lost.
 */
export const BUDGETS = {
  homeFirstVisitJsGzipBytes: 150 * 1024,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  performance: 90,
  cls: 0.05,
  tbtMs: 150,
  ssrPerformance: 98,
  lcpVsSnapshot: 1.15,
  deadWindowMs: 1000,
  lostTaps: 0,
} as const;

/** The pages rendered on the server with their data, measured against their snapshot. */
export const SSR_PAGES = ['home', 'search', 'category', 'product'] as const;

/** A served page's LCP beside that of its no-JavaScript snapshot (same run, same median). */
export interface SnapshotComparison {
  page: string;
  servedLcpMs: number;
  snapshotLcpMs: number;
  /** servedLcpMs ÷ snapshotLcpMs. */
  ratio: number;
  servedPerformance: number;
  snapshotPerformance: number;
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
    if ((SSR_PAGES as readonly string[]).includes(p.page))
      at(
        'performance (server-rendered page)',
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
