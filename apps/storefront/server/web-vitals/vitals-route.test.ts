import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, fakeClientBuild, startMockApi } from '../test/test-stack.ts';
import { samples, value } from '../test/prometheus-samples.ts';
import { StorefrontMetrics } from '../metrics/storefront-metrics.ts';

/** The rate limit of these tests (VITALS_PER_MINUTE). */
const VITALS_PER_MINUTE = 20;

let api: Awaited<ReturnType<typeof startMockApi>>;
let app: FastifyInstance;
let metrics: StorefrontMetrics;

beforeAll(async () => {
  api = await startMockApi();
  metrics = new StorefrontMetrics({ processMetrics: false });
  app = await buildTestServer(
    api.origin,
    fakeClientBuild().dir,
    { vitalsPerMinute: VITALS_PER_MINUTE },
    metrics,
  );
});
afterAll(async () => {
  await app.close();
  await api.close();
});

/** Posts a report as a browser's sendBeacon does (JSON), from client address `ip`. */
const post = (body: unknown, ip = '203.0.113.7', type = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/vitals',
    remoteAddress: ip,
    headers: { host: 'shop.test', 'content-type': type },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const exposition = async () => samples(await metrics.registry.metrics());

describe('POST /vitals: real-user web vitals', () => {
  it("counts a page's LCP, INP, TTFB, FCP and CLS into histograms by route pattern, keeping no path", async () => {
    const res = await post({
      path: '/productdetails/1001',
      metrics: [
        { name: 'LCP', value: 1234.5 },
        { name: 'INP', value: 88 },
        { name: 'TTFB', value: 210 },
        { name: 'FCP', value: 900 },
        { name: 'CLS', value: 0.02 },
      ],
    });
    expect(res.statusCode).toBe(204);
    await post({ path: '/productdetails/1002?x=1', metrics: [{ name: 'LCP', value: 3100 }] });

    const all = await exposition();
    const route = '/productdetails/:ProductNo';
    const lcp = { metric: 'LCP', route };
    expect(value(all, 'storefront_web_vitals_seconds_count', lcp)).toBe(2);
    expect(value(all, 'storefront_web_vitals_seconds_sum', lcp)).toBeCloseTo(4.3345, 4);
    expect(value(all, 'storefront_web_vitals_seconds_bucket', { ...lcp, le: '2.5' })).toBe(1);
    expect(value(all, 'storefront_web_vitals_seconds_count', { metric: 'INP', route })).toBe(1);
    expect(value(all, 'storefront_web_vitals_cls_bucket', { route, le: '0.05' })).toBe(1);
    // Only route patterns are labels: no page path, query or number reaches the metrics.
    const text = await metrics.registry.metrics();
    expect(text).not.toContain('1001');
    expect(text).not.toContain('x=1');
  });

  it('labels an unknown path with the 404 route, so the labels stay the routes of the shop', async () => {
    await post({
      path: '/no/such/page/' + 'x'.repeat(200),
      metrics: [{ name: 'TTFB', value: 50 }],
    });
    const all = await exposition();
    expect(value(all, 'storefront_web_vitals_seconds_count', { metric: 'TTFB', route: '/*' })).toBe(
      1,
    );
  });

  it.each([
    ['not JSON', '{"path":', 'application/json'],
    ['no metrics', { path: '/', metrics: [] }, undefined],
    ['an unknown metric', { path: '/', metrics: [{ name: 'FID', value: 3 }] }, undefined],
    ['a negative value', { path: '/', metrics: [{ name: 'LCP', value: -1 }] }, undefined],
    ['a CLS past 10', { path: '/', metrics: [{ name: 'CLS', value: 11 }] }, undefined],
    [
      'a path of another site',
      { path: 'http://evil.example/', metrics: [{ name: 'LCP', value: 1 }] },
      undefined,
    ],
    [
      'a metric twice',
      {
        path: '/',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      undefined,
    ],
    ['extra fields', { path: '/', metrics: [{ name: 'LCP', value: 1 }], userId: 7 }, undefined],
  ])('refuses %s with 400 and a readable reason', async (_what, body, type) => {
    const res = await post(body, '203.0.113.8', type);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/\w{4,}/);
  });

  it('refuses a body over 4 KB with 413', async () => {
    const res = await post({ path: `/${'a'.repeat(5000)}`, metrics: [{ name: 'LCP', value: 1 }] });
    expect(res.statusCode).toBe(413);
  });

  it(`answers 429 past ${VITALS_PER_MINUTE} reports a minute from one address, and others still count`, async () => {
    const report = { path: '/', metrics: [{ name: 'TTFB', value: 100 }] };
    const codes: number[] = [];
    for (let i = 0; i <= VITALS_PER_MINUTE; i++)
      codes.push((await post(report, '198.51.100.1')).statusCode);
    expect(codes.filter((c) => c === 204)).toHaveLength(VITALS_PER_MINUTE);
    expect(codes.at(-1)).toBe(429);
    expect((await post(report, '198.51.100.2')).statusCode).toBe(204);
  });
});
