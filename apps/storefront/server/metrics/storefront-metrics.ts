import { httpMetricSeries } from '@trini/server-kit';
import type { HttpMetricSeries } from '@trini/server-kit';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheOutcome } from '../page-cache/page-store.ts';
import type { VitalsReport } from '../../src/lib/web-vitals/report.ts';

/** Histogram buckets of request, render and API call durations, in seconds (5 ms to 10 s). */
export const DURATION_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Buckets of the browsers' timed web vitals (LCP, INP, TTFB, FCP), in seconds (50 ms to 10 s). */
export const VITALS_BUCKETS_S = [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10];

/** Buckets of the browsers' CLS (unitless; 0.1 and 0.25 are web.dev's good and poor marks). */
export const CLS_BUCKETS = [0, 0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/** The page cache's size now, for its gauges. */
export interface CacheSize {
  entries: number;
  bytes: number;
}

/**
 * The storefront server's Prometheus metrics (prom-client), in their own registry (several
 * servers in one process, as in the tests, never share series):
 * - `http_requests_total`, `http_request_duration_seconds` (histogram): every answer, by
 *   `method`, `route` (the route pattern: `/productdetails/:ProductNo` for a page, `/api/*` for the
 *   proxy, `/health`; `(unmatched)` when no route matched) and `status_code`;
 * - `storefront_render_duration_seconds` (histogram): each page render (its data and its shell,
 *   until status and head are known), by `route` and `status_code`;
 * - `storefront_api_call_duration_seconds` (histogram): each call to the API (the render's and
 *   the proxy's), by `contract` (the domain's contract name, `other` for a path no contract
 *   has) and `status_code` (`error` when no answer came);
 * - `storefront_page_cache_requests_total`: guests' page requests by `result` (hit, miss, stale,
 *   bypass); `storefront_page_cache_entries` and `storefront_page_cache_bytes` (gauges);
 * - `storefront_web_vitals_seconds` (histogram, by `metric`: LCP, INP, TTFB, FCP, and `route`)
 *   and `storefront_web_vitals_cls` (histogram, by `route`): what shoppers' browsers reported
 *   (POST /vitals, web-vitals/vitals-route.ts);
 * - with `processMetrics`, prom-client's default process metrics (CPU, memory, event loop lag,
 *   GC, handles).
 */
export class StorefrontMetrics {
  /** The registry every series is in: what `/metrics` answers. */
  readonly registry = new Registry();
  /** `http_requests_total` and `http_request_duration_seconds` (@trini/server-kit). */
  readonly http: HttpMetricSeries;
  readonly renderDuration: Histogram<'route' | 'status_code'>;
  readonly apiCallDuration: Histogram<'contract' | 'status_code'>;
  readonly pageCache: Counter<'result'>;
  readonly webVitals: Histogram<'metric' | 'route'>;
  readonly webVitalsCls: Histogram<'route'>;
  #cacheSize: () => CacheSize = () => ({ entries: 0, bytes: 0 });

  constructor(options: { processMetrics: boolean }) {
    const registers = [this.registry];
    const histogram = <L extends string>(
      name: string,
      help: string,
      labelNames: L[],
      buckets = DURATION_BUCKETS_S,
    ) => new Histogram<L>({ name, help, labelNames, buckets, registers });
    this.http = httpMetricSeries(this.registry, DURATION_BUCKETS_S);
    this.renderDuration = histogram(
      'storefront_render_duration_seconds',
      "Time to render a page (its data and shell, until status and head are known), in seconds, by route pattern and the page's status code.",
      ['route', 'status_code'],
    );
    this.apiCallDuration = histogram(
      'storefront_api_call_duration_seconds',
      "Time of one call to the API (render and proxy) until its whole answer, in seconds, by contract name and status code ('error': no answer).",
      ['contract', 'status_code'],
    );
    this.webVitals = histogram(
      'storefront_web_vitals_seconds',
      "Shoppers' browsers' web vitals (LCP, INP, TTFB, FCP), in seconds, by metric and the page's route pattern.",
      ['metric', 'route'],
      VITALS_BUCKETS_S,
    );
    this.webVitalsCls = histogram(
      'storefront_web_vitals_cls',
      "Shoppers' browsers' cumulative layout shift (unitless), by the page's route pattern.",
      ['route'],
      CLS_BUCKETS,
    );
    this.pageCache = new Counter({
      name: 'storefront_page_cache_requests_total',
      help: "Guests' page requests by how the page cache answered: hit, miss, stale or bypass.",
      labelNames: ['result'],
      registers,
    });
    const size = () => this.#cacheSize();
    new Gauge({
      name: 'storefront_page_cache_entries',
      help: 'Pages the page cache keeps.',
      registers,
      collect() {
        this.set(size().entries);
      },
    });
    new Gauge({
      name: 'storefront_page_cache_bytes',
      help: 'Bytes the page cache keeps (pages and their compressed copies).',
      registers,
      collect() {
        this.set(size().bytes);
      },
    });
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** Reads the page cache's size when the gauges are collected. */
  watchCache(size: () => CacheSize): void {
    this.#cacheSize = size;
  }

  /** Adds one browser's web vitals for a page of `route` (ms become seconds; CLS as it is). */
  observeVitals(route: string, metrics: VitalsReport['metrics']): void {
    for (const { name, value } of metrics)
      if (name === 'CLS') this.webVitalsCls.observe({ route }, value);
      else this.webVitals.observe({ metric: name, route }, value / 1000);
  }

  /** Counts a page request answered with `outcome` (see CacheOutcome, or BYPASS). */
  cacheAnswer(outcome: CacheOutcome | 'BYPASS'): void {
    this.pageCache.inc({ result: outcome.toLowerCase() });
  }
}
