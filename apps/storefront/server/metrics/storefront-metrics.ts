import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheOutcome } from '../page-cache/page-store.ts';

/** Histogram buckets of request, render and API call durations, in seconds (5 ms to 10 s). */
export const DURATION_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

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
 * - with `processMetrics`, prom-client's default process metrics (CPU, memory, event loop lag,
 *   GC, handles).
 */
export class StorefrontMetrics {
  /** The registry every series is in: what `/metrics` answers. */
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status_code'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly renderDuration: Histogram<'route' | 'status_code'>;
  readonly apiCallDuration: Histogram<'contract' | 'status_code'>;
  readonly pageCache: Counter<'result'>;
  #cacheSize: () => CacheSize = () => ({ entries: 0, bytes: 0 });

  constructor(options: { processMetrics: boolean }) {
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, in seconds, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS_S,
      registers,
    });
    this.renderDuration = new Histogram({
      name: 'storefront_render_duration_seconds',
      help: "Time to render a page (its data and shell, until status and head are known), in seconds, by route pattern and the page's status code.",
      labelNames: ['route', 'status_code'],
      buckets: DURATION_BUCKETS_S,
      registers,
    });
    this.apiCallDuration = new Histogram({
      name: 'storefront_api_call_duration_seconds',
      help: "Time of one call to the API (render and proxy) until its whole answer, in seconds, by contract name and status code ('error': no answer).",
      labelNames: ['contract', 'status_code'],
      buckets: DURATION_BUCKETS_S,
      registers,
    });
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

  /** Counts a page request answered with `outcome` (see CacheOutcome, or BYPASS). */
  cacheAnswer(outcome: CacheOutcome | 'BYPASS'): void {
    this.pageCache.inc({ result: outcome.toLowerCase() });
  }
}
