import { httpMetricSeries, recordHttpMetrics } from '@trini/server-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';

/** Histogram buckets of request durations, in seconds (1 ms to 10 s). */
export const DURATION_BUCKETS_S = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/**
 * Records every answer in `registry` (@trini/server-kit's HTTP series):
 * `http_requests_total` and `http_request_duration_seconds` by `method`, `route` (the route's
 * pattern as registered, e.g. `/api/Product/loadproduct` or `/media/*`; `(unmatched)` when none
 * matched) and `status_code`. A plugin that escapes encapsulation, so every route is counted.
 */
export const httpMetricsPlugin = fp<{ registry: Registry }>(
  async (app: FastifyInstance, { registry }) => {
    recordHttpMetrics(app, httpMetricSeries(registry, DURATION_BUCKETS_S));
  },
  { name: 'trini-mock-http-metrics' },
);
