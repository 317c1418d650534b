import type { PageFigures } from './lighthouse-runs.js';

/**
 * The budgets CI enforces (issue 6 §2). Each page must meet every figure; home's first-visit
 * JavaScript is capped in gzip bytes.
 */
export const BUDGETS = {
  homeFirstVisitJsGzipBytes: 100 * 1024,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  performance: 90,
  cls: 0.05,
} as const;

/** A budget miss: which page, which figure, what was measured and the limit. */
export interface Miss {
  page: string;
  figure: string;
  measured: number | string;
  limit: string;
}

/** Every budget miss of the measured figures (empty when all pass). */
export function checkBudgets(pages: PageFigures[], homeJsGzip: number, budgets = BUDGETS): Miss[] {
  const misses: Miss[] = [];
  if (homeJsGzip > budgets.homeFirstVisitJsGzipBytes) {
    misses.push({ page: 'home', figure: 'first-visit JS (gzip)', measured: `${(homeJsGzip / 1024).toFixed(1)} KB`, limit: `≤ ${budgets.homeFirstVisitJsGzipBytes / 1024} KB` });
  }
  for (const p of pages) {
    const at = (figure: string, measured: number, ok: boolean, limit: string) => {
      if (!ok) misses.push({ page: p.page, figure, measured, limit });
    };
    at('accessibility', p.accessibility, p.accessibility >= budgets.accessibility, `≥ ${budgets.accessibility}`);
    at('best practices', p.bestPractices, p.bestPractices >= budgets.bestPractices, `≥ ${budgets.bestPractices}`);
    at('SEO', p.seo, p.seo >= budgets.seo, `≥ ${budgets.seo}`);
    at('performance', p.performance, p.performance >= budgets.performance, `≥ ${budgets.performance}`);
    at('CLS', p.cls, p.cls <= budgets.cls, `≤ ${budgets.cls}`);
  }
  return misses;
}
