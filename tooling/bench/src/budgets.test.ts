import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  TARGETS,
  budgetsFromEnv,
  checkBudgets,
  checkFirstUse,
  checkRenderShares,
  checkTargets,
  compareWithSnapshot,
} from './budgets.js';
import type { PageFigures } from './lighthouse-runs.js';

const page = (over: Partial<PageFigures> = {}): PageFigures => ({
  page: 'cart',
  path: '/cart',
  performance: 90,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  lcpMs: 2500,
  tbtMs: 100,
  cls: 0.05,
  performanceRuns: [90, 90, 90],
  lcpRuns: [2500, 2500, 2500],
  assets: [],
  benchmarkIndex: 1533,
  cpuSlowdown: 4,
  ...over,
});

/** The budgets with every figure at its target: what the checks below are exercised with. */
const STRICT = { ...BUDGETS, ...TARGETS };

describe('budgets (issue 6 §2)', () => {
  it('targets are the issue figures: home JS ≤ 150 KB gzip (issue 23 §6), performance ≥ 90 (≥ 98 server-rendered), TBT ≤ 150 ms, LCP ≤ 1.15 × snapshot, dead window ≤ 1,000 ms', () => {
    expect(TARGETS).toEqual({
      homeFirstVisitJsGzipBytes: 153_600,
      performance: 90,
      tbtMs: 150,
      ssrPerformance: 98,
      lcpVsSnapshot: 1.15,
      deadWindowMs: 1000,
    });
  });

  it('enforces a11y 100, best practices and SEO ≥ 95, CLS ≤ 0.05, no lost tap, TBT ≤ 150 ms, performance ≥ 98 server-rendered and the LCP ratio ≤ 1.15 at their targets; the dead window is a ceiling no looser than today needs', () => {
    expect(BUDGETS).toEqual({
      homeFirstVisitJsGzipBytes: 153_600,
      accessibility: 100,
      bestPractices: 95,
      seo: 95,
      performance: 90,
      cls: 0.05,
      tbtMs: 150,
      ssrPerformance: 98,
      lcpVsSnapshot: 1.15,
      deadWindowMs: 2500,
      lostTaps: 0,
      renderShareProduct: 0.096,
      renderShareHome: 0.068,
      renderShareCategory: 0.027,
    });
  });

  it('prints each target beside the worst page measured for it, met or not', () => {
    const targets = checkTargets(
      [page({ page: 'home', performance: 99, tbtMs: 40 }), page({ page: 'cart', tbtMs: 151 })],
      150 * 1024,
      [
        {
          page: 'home',
          servedLcpMs: 1160,
          snapshotLcpMs: 1000,
          ratio: 1.16,
          servedPerformance: 99,
          snapshotPerformance: 100,
        },
      ],
      [],
    );
    expect(targets.map((t) => [t.target, t.measured, t.page, t.met])).toEqual([
      ['home first-visit JS (gzip)', '150.0 KB', 'home', true],
      ['performance', '90', 'cart', true],
      ['performance (server-rendered, cart, checkout)', '99', 'home', true],
      ['TBT ms', '151', 'cart', false],
      ['LCP ÷ LCP of its no-JS snapshot', '1.16', 'home', false],
    ]);
  });

  it('server-rendered pages, the cart and checkout need performance ≥ 98 and an LCP within 1.15 × their snapshot (issues 11, 23)', () => {
    const misses = checkBudgets(
      [
        page({ page: 'product', performance: 97 }),
        page({ page: 'checkout', performance: 97, tbtMs: 151 }),
        // Every page, the cart included, is held to the one TBT limit.
        page({ page: 'cart', tbtMs: 151 }),
      ],
      0,
      STRICT,
      [
        {
          page: 'product',
          servedLcpMs: 1160,
          snapshotLcpMs: 1000,
          ratio: 1.16,
          servedPerformance: 97,
          snapshotPerformance: 100,
        },
        {
          page: 'home',
          servedLcpMs: 1150,
          snapshotLcpMs: 1000,
          ratio: 1.15,
          servedPerformance: 99,
          snapshotPerformance: 100,
        },
      ],
    );
    expect(misses).toEqual([
      {
        page: 'product',
        figure: 'performance (server-rendered, cart, checkout)',
        measured: 97,
        limit: '≥ 98',
      },
      { page: 'checkout', figure: 'TBT ms', measured: 151, limit: '≤ 150' },
      {
        page: 'checkout',
        figure: 'performance (server-rendered, cart, checkout)',
        measured: 97,
        limit: '≥ 98',
      },
      { page: 'cart', figure: 'TBT ms', measured: 151, limit: '≤ 150' },
      {
        page: 'product',
        figure: 'LCP ÷ LCP of its no-JS snapshot',
        measured: 1.16,
        limit: '≤ 1.15',
      },
    ]);
  });

  it('a page exactly at every limit passes', () => {
    expect(checkBudgets([page({ tbtMs: 150 })], 150 * 1024, STRICT)).toEqual([]);
    expect(checkBudgets([page({ page: 'search', performance: 98 })], 0, STRICT)).toEqual([]);
  });

  it('each miss names the page, the figure, what was measured and the limit', () => {
    const misses = checkBudgets(
      [
        page({ page: 'cart', performance: 89, cls: 0.051 }),
        page({ page: 'checkout', accessibility: 98, bestPractices: 94, seo: 92, performance: 99 }),
      ],
      150 * 1024 + 1,
      STRICT,
    );
    expect(misses).toEqual([
      { page: 'home', figure: 'first-visit JS (gzip)', measured: '150.0 KB', limit: '≤ 150 KB' },
      { page: 'cart', figure: 'performance', measured: 89, limit: '≥ 90' },
      { page: 'cart', figure: 'CLS', measured: 0.051, limit: '≤ 0.05' },
      { page: 'checkout', figure: 'accessibility', measured: 98, limit: '≥ 100' },
      { page: 'checkout', figure: 'best practices', measured: 94, limit: '≥ 95' },
      { page: 'checkout', figure: 'SEO', measured: 92, limit: '≥ 95' },
    ]);
  });

  it('BUDGET_<NAME> variables override a budget (how a miss is shown on purpose), and junk is refused', () => {
    const lowered = budgetsFromEnv({
      BUDGET_PERFORMANCE: '99',
      BUDGET_HOME_FIRST_VISIT_JS_GZIP_BYTES: '50000',
    });
    expect(lowered).toEqual({ ...BUDGETS, performance: 99, homeFirstVisitJsGzipBytes: 50_000 });
    expect(checkBudgets([page({ performance: 96 })], 0, lowered)).toEqual([
      { page: 'cart', figure: 'performance', measured: 96, limit: '≥ 99' },
    ]);
    expect(budgetsFromEnv({})).toEqual(BUDGETS);
    expect(() => budgetsFromEnv({ BUDGET_CLS: 'low' })).toThrow('BUDGET_CLS=low is not a number');
  });
});

describe('served page beside its no-JavaScript snapshot', () => {
  it('the LCP ratio is the median of the runs’ own ratios, run i beside run i, so a slow minute that slows both does not count', () => {
    // Run 2 was slow for both (the machine), run 3 for the served page alone.
    const served = page({ page: 'checkout', lcpMs: 1300, lcpRuns: [1100, 2200, 1300] });
    const snapshot = page({ page: 'checkout', lcpMs: 1000, lcpRuns: [1000, 2000, 1000] });
    const c = compareWithSnapshot(served, snapshot);
    expect(c.ratio).toBeCloseTo(1.1);
    expect(c).toMatchObject({ page: 'checkout', servedLcpMs: 1300, snapshotLcpMs: 1000 });
    // Ratio of the medians would have been 1.3, a miss of the 1.15 target the page meets run by run.
    expect(checkBudgets([], 0, STRICT, [c])).toEqual([]);
  });

  it('a page slower than its snapshot in most runs is a miss; runs with no snapshot LCP are left out', () => {
    const served = page({ page: 'cart-empty', lcpRuns: [1300, 1250, 1000, 1200] });
    const snapshot = page({ page: 'cart-empty', lcpRuns: [1000, 1000, 1000, 0] });
    const c = compareWithSnapshot(served, snapshot);
    expect(c.ratio).toBeCloseTo(1.25);
    expect(checkBudgets([], 0, STRICT, [c])).toEqual([
      expect.objectContaining({ page: 'cart-empty', figure: 'LCP ÷ LCP of its no-JS snapshot' }),
    ]);
  });
});

describe('first use on a phone (issue 23)', () => {
  const window = (page: string, deadWindowMs: number) => ({
    page,
    path: `/${page}`,
    firstControlMs: 900,
    hydratedMs: 900 + deadWindowMs,
    hydratedFrameMs: 920 + deadWindowMs,
    deadWindowMs,
    deadWindowRuns: [deadWindowMs],
    lcpMs: 800,
  });

  it('a dead window over 1,000 ms and any lost early tap are misses, naming page and figure', () => {
    const misses = checkFirstUse(
      [window('home', 1000), window('product', 1001)],
      [
        { tap: 'ADD TO CART (product)', tries: 3, lost: 0 },
        { tap: 'Sort By (category)', tries: 3, lost: 1 },
      ],
      STRICT,
    );
    expect(misses).toEqual([
      {
        page: 'product',
        figure: 'dead window ms (phone, first control visible → hydrated)',
        measured: 1001,
        limit: '≤ 1000',
      },
      {
        page: 'Sort By (category)',
        figure: 'early taps lost (phone)',
        measured: '1 of 3',
        limit: '≤ 0',
      },
    ]);
  });

  it('BUDGET_DEAD_WINDOW_MS overrides the dead-window limit', () => {
    const budgets = budgetsFromEnv({ BUDGET_DEAD_WINDOW_MS: '2000' });
    expect(checkFirstUse([window('home', 1500)], [], budgets)).toEqual([]);
    expect(checkFirstUse([window('home', 2001)], [], budgets)).toHaveLength(1);
  });
});

describe('uncached render budgets (issue 25: 1.5× the issue’s shares of the static file)', () => {
  const row = (name: string, ratio: number, non2xx = 0) => ({ name, ratio, non2xx });

  it('a page under its share, or answering non-2xx, is a miss naming page and figure', () => {
    expect(
      checkRenderShares([
        row('static file (favicon.svg)', 1),
        row('product', 0.12),
        row('home', 0.05),
        row('category', 0.03, 2),
      ]),
    ).toEqual([
      {
        page: 'home',
        figure: 'rendered req/s, share of the static file (cache off)',
        measured: '5.0 %',
        limit: '≥ 6.8 %',
      },
      { page: 'category', figure: 'answers not 2xx (cache off)', measured: 2, limit: '0' },
    ]);
  });

  it('BUDGET_RENDER_SHARE_CATEGORY overrides the category share', () => {
    const budgets = budgetsFromEnv({ BUDGET_RENDER_SHARE_CATEGORY: '0.5' });
    expect(checkRenderShares([row('category', 0.3)], budgets)).toHaveLength(1);
    expect(checkRenderShares([row('category', 0.3)])).toEqual([]);
  });
});
