import { contracts } from '@trini/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createMockFetch, createMockServer } from '../../src/index.js';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

describe('the mock in Node tests', () => {
  it('createMockServer listens on a free loopback port and answers the seeded catalogue', async () => {
    const server = await createMockServer();
    closers.push(server.close);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/api/Product/loadproduct?ProductNo=1001`);
    expect(res.status).toBe(200);
    expect(contracts.loadProduct.responses[200].safeParse(await res.json()).success).toBe(true);
  });

  it('createMockFetch answers in-process: GET with a query, POST with a JSON body, status and headers', async () => {
    const mockFetch = await createMockFetch();
    closers.push(mockFetch.close);
    const list = await mockFetch('/api/trini/GetProducts?MaxRecords=3&PageNo=1');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/application\/json/);
    expect(await list.json()).toHaveLength(3);
    const coupon = await mockFetch(
      new Request('http://anything.test/api/shop/validatecoupon', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ CouponCode: 'SAVE10' }),
      }),
    );
    expect(await coupon.json()).toMatchObject({ success: true, CouponDiscPercent: 10 });
    const bad = await mockFetch('/api/Product/loadproduct?ProductNo=abc');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toMatch(/ProductNo/);
  });

  it('like the browser fetch: a dropped connection rejects with a TypeError, an abort with an AbortError', async () => {
    const f = await createMockFetch();
    try {
      await f('/__mock/scenarios', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/api/Product/loadproduct', dropConnection: true, times: 1 }),
      });
      const dropped = await f('/api/Product/loadproduct?ProductNo=1001').catch((e: unknown) => e);
      expect(dropped).toBeInstanceOf(TypeError);
      expect((dropped as Error).message).toBe('Failed to fetch');
      const controller = new AbortController();
      controller.abort();
      const aborted = await f('/api/Product/loadproduct?ProductNo=1001', {
        signal: controller.signal,
      }).catch((e: unknown) => e);
      expect((aborted as Error).name).toBe('AbortError');
      expect((await f('/api/Product/loadproduct?ProductNo=1001')).status).toBe(200);
    } finally {
      await f.close();
    }
  });

  it('each mock fetch has its own session: an order placed through one is not in the other’s journal', async () => {
    const a = await createMockFetch();
    const b = await createMockFetch({ session: 'b-session' });
    closers.push(a.close, b.close);
    await a('/api/Trini/GetCityList');
    const journalA = (await (await a('/__mock/requests')).json()) as { count: number };
    const journalB = (await (await b('/__mock/requests')).json()) as { count: number };
    expect(journalA.count).toBe(1);
    expect(journalB.count).toBe(0);
    expect(b.session).toBe('b-session');
  });
});
