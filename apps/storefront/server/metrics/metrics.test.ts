import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestServer,
  fakeClientBuild,
  startHangingApi,
  startMockApi,
} from '../test/test-stack.ts';
import { contractOf } from './api-calls.ts';
import { startMetricsServer } from '@trini/server-kit';
import type { MetricsServer } from '@trini/server-kit';
import { StorefrontMetrics } from './storefront-metrics.ts';
import { samples, value } from '../test/prometheus-samples.ts';

let api: Awaited<ReturnType<typeof startMockApi>>;
let app: FastifyInstance;
let metrics: StorefrontMetrics;
let server: MetricsServer;

beforeAll(async () => {
  api = await startMockApi();
  metrics = new StorefrontMetrics({ processMetrics: true });
  app = await buildTestServer(api.origin, fakeClientBuild().dir, {}, metrics);
  server = await startMetricsServer(metrics.registry, '127.0.0.1', 0);
});
afterAll(async () => {
  await server.close();
  await app.close();
  await api.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });

describe('/metrics of the storefront server', () => {
  it('answers on its own port in Prometheus text format: requests, renders, API calls, the cache and the process', async () => {
    await get('/productdetails/1001');
    await get('/productdetails/1001');
    await get('/productdetails/1001', { authorization: 'Bearer x' });
    await get('/no/such/page');
    await get('/health');
    await get('/api/trini/GetProducts?MaxRecords=3&HomePageProducts=true&PageNo=1');
    await app.inject({ method: 'DELETE', url: '/health', headers: { host: 'shop.test' } });

    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const all = samples(await res.text());
    const product = { method: 'GET', route: '/productdetails/:ProductNo', status_code: '200' };

    expect(value(all, 'http_requests_total', product)).toBe(3);
    expect(value(all, 'http_request_duration_seconds_count', product)).toBe(3);
    expect(value(all, 'http_request_duration_seconds_bucket', { ...product, le: '+Inf' })).toBe(3);
    expect(
      value(all, 'http_requests_total', { route: '/*', status_code: '404', method: 'GET' }),
    ).toBe(1);
    expect(value(all, 'http_requests_total', { route: '/health', status_code: '200' })).toBe(1);
    expect(value(all, 'http_requests_total', { route: '/api/*', status_code: '200' })).toBe(1);
    expect(value(all, 'http_requests_total', { method: 'DELETE', route: '(unmatched)' })).toBe(1);

    // Rendered twice (the guest's miss and the credentials' bypass), answered once from the cache.
    expect(
      value(all, 'storefront_render_duration_seconds_count', {
        route: '/productdetails/:ProductNo',
        status_code: '200',
      }),
    ).toBe(2);
    expect(value(all, 'storefront_page_cache_requests_total', { result: 'miss' })).toBe(2);
    expect(value(all, 'storefront_page_cache_requests_total', { result: 'hit' })).toBe(1);
    expect(value(all, 'storefront_page_cache_requests_total', { result: 'bypass' })).toBe(1);
    expect(value(all, 'storefront_page_cache_entries')).toBe(2);
    expect(value(all, 'storefront_page_cache_bytes')).toBeGreaterThan(10_000);

    // Each render's API call and the proxied one, by contract name.
    expect(
      value(all, 'storefront_api_call_duration_seconds_count', {
        contract: 'loadProduct',
        status_code: '200',
      }),
    ).toBe(2);
    expect(
      value(all, 'storefront_api_call_duration_seconds_count', {
        contract: 'getProducts',
        status_code: '200',
      }),
    ).toBe(1);

    // The process's own metrics (prom-client's defaults).
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(
        all.some((s) => s.name === name),
        name,
      ).toBe(true);
  });

  it('answers nothing else on its port, and the public port has no /metrics', async () => {
    expect((await fetch(`${server.url}/`)).status).toBe(404);
    expect((await fetch(`${server.url}/metrics`, { method: 'POST' })).status).toBe(404);
    const publicMetrics = await get('/metrics');
    expect(publicMetrics.statusCode).toBe(404);
    expect(publicMetrics.body).not.toContain('http_requests_total');
  });

  it("an API call's contract is found by method and path, whatever the case, slash or query", () => {
    expect(contractOf('GET', '/api/Product/LoadProduct?ProductNo=1')).toBe('loadProduct');
    expect(contractOf('GET', '/api/store/getproductcategorylist/')).toBe('getCategoryTree');
    expect(contractOf('GET', '/api/nothing/here')).toBe('other');
    expect(contractOf('DELETE', '/api/Product/loadproduct')).toBe('other');
  });

  it("an API call cut off by the render's time limit counts as status_code error; the page as a 503", async () => {
    const hanging = await startHangingApi();
    const own = new StorefrontMetrics({ processMetrics: false });
    const slow = await buildTestServer(
      hanging.origin,
      fakeClientBuild().dir,
      { apiTimeoutMs: 200 },
      own,
    );
    try {
      const res = await slow.inject({ method: 'GET', url: '/productdetails/1001' });
      expect(res.statusCode).toBe(503);
      const all = samples(await own.registry.metrics());
      expect(
        value(all, 'storefront_api_call_duration_seconds_count', {
          contract: 'loadProduct',
          status_code: 'error',
        }),
      ).toBe(1);
      expect(
        value(all, 'storefront_render_duration_seconds_count', {
          route: '/productdetails/:ProductNo',
          status_code: '503',
        }),
      ).toBe(1);
      expect(all.some((s) => s.name === 'process_cpu_user_seconds_total')).toBe(false);
    } finally {
      await slow.close();
      await hanging.close();
    }
  });
});
