import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetsFromEnv, checkBudgets } from './budgets.js';
import type { PageFigures } from './lighthouse-runs.js';

const page = (over: Partial<PageFigures> = {}): PageFigures => ({
  page: 'home',
  path: '/',
  performance: 90,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  lcpMs: 2500,
  tbtMs: 100,
  cls: 0.05,
  performanceRuns: [90, 90, 90],
  assets: [],
  ...over,
});

describe('budgets (issue 6 §2)', () => {
  it('are the issue figures: home JS ≤ 100 KB gzip, a11y 100, best practices and SEO ≥ 95, performance ≥ 90, CLS ≤ 0.05', () => {
    expect(BUDGETS).toEqual({
      homeFirstVisitJsGzipBytes: 102_400,
      accessibility: 100,
      bestPractices: 95,
      seo: 95,
      performance: 90,
      cls: 0.05,
    });
  });

  it('a page exactly at every limit passes', () => {
    expect(checkBudgets([page()], 100 * 1024)).toEqual([]);
  });

  it('each miss names the page, the figure, what was measured and the limit', () => {
    const misses = checkBudgets(
      [
        page({ page: 'cart', performance: 89, cls: 0.051 }),
        page({ page: 'search', accessibility: 98, bestPractices: 94, seo: 92 }),
      ],
      100 * 1024 + 1,
    );
    expect(misses).toEqual([
      { page: 'home', figure: 'first-visit JS (gzip)', measured: '100.0 KB', limit: '≤ 100 KB' },
      { page: 'cart', figure: 'performance', measured: 89, limit: '≥ 90' },
      { page: 'cart', figure: 'CLS', measured: 0.051, limit: '≤ 0.05' },
      { page: 'search', figure: 'accessibility', measured: 98, limit: '≥ 100' },
      { page: 'search', figure: 'best practices', measured: 94, limit: '≥ 95' },
      { page: 'search', figure: 'SEO', measured: 92, limit: '≥ 95' },
    ]);
  });

  it('BUDGET_<NAME> variables override a budget (how a miss is shown on purpose), and junk is refused', () => {
    const lowered = budgetsFromEnv({
      BUDGET_PERFORMANCE: '99',
      BUDGET_HOME_FIRST_VISIT_JS_GZIP_BYTES: '50000',
    });
    expect(lowered).toEqual({ ...BUDGETS, performance: 99, homeFirstVisitJsGzipBytes: 50_000 });
    expect(checkBudgets([page({ performance: 96 })], 0, lowered)).toEqual([
      { page: 'home', figure: 'performance', measured: 96, limit: '≥ 99' },
    ]);
    expect(budgetsFromEnv({})).toEqual(BUDGETS);
    expect(() => budgetsFromEnv({ BUDGET_CLS: 'low' })).toThrow('BUDGET_CLS=low is not a number');
  });
});
