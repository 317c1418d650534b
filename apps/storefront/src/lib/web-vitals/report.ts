/** Where the browser posts its web vitals (the storefront server's own endpoint, not the API). */
export const VITALS_PATH = '/vitals';

/** The web vitals a page reports (web-vitals' metric names). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;

/** One of VITAL_NAMES. */
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * What one page load reports, once (real-user web vitals): the path it was loaded at
 * (the server turns it into a route pattern and keeps nothing else of it) and each metric's final
 * value: LCP, INP, TTFB and FCP in ms, CLS unitless. No shopper's data: no ids, no cookies, no
 * user agent.
 */
export interface VitalsReport {
  path: string;
  metrics: { name: VitalName; value: number }[];
}
