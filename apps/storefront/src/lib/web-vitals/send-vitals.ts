import type { Metric } from 'web-vitals';
import { VITALS_PATH } from './report';
import type { VitalName, VitalsReport } from './report';

/**
 * Reports this page's web vitals to the storefront server: LCP, INP, CLS, TTFB and FCP
 * from the `web-vitals` library (loaded on its own, after hydration). The library gives each
 * metric once, when its value is final (most of them when the page is hidden); they are queued
 * and sent together in one `navigator.sendBeacon` to VITALS_PATH when the page is hidden (the
 * shopper switches tab or closes it) or left for another page (`pagehide`), as the library's
 * README batches them. A page shown
 * again from the back-forward cache counts as a new page view and reports again. `path` is the
 * path the page was loaded at (LCP, TTFB and FCP belong to that load). A browser without
 * sendBeacon reports nothing.
 */
export async function reportWebVitals(path: string): Promise<void> {
  if (typeof navigator.sendBeacon !== 'function') return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const queued = new Map<VitalName, number>();
  const keep = (metric: Metric) => queued.set(metric.name, metric.value);
  const flush = () => {
    if (queued.size === 0) return;
    const report: VitalsReport = {
      path,
      metrics: [...queued].map(([name, value]) => ({ name, value })),
    };
    queued.clear();
    navigator.sendBeacon(
      VITALS_PATH,
      new Blob([JSON.stringify(report)], { type: 'application/json' }),
    );
  };
  for (const on of [onLCP, onINP, onCLS, onTTFB, onFCP]) on(keep);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Leaving for another page may not make this one hidden first (Chromium): what is queued by
  // then goes on `pagehide`.
  addEventListener('pagehide', flush);
}
