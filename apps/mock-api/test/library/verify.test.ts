import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../src/index.js';
import type { MockServer } from '../../src/index.js';
import { resultTable, verifyBackend } from '../../src/verify/verify-backend.js';
import { envFromFlags } from '../../src/cli.js';

let mock: MockServer;
let drifted: { url: string; close: () => Promise<void> };

/**
 * A backend that drifted from the contracts: it answers as the mock does, except that loadproduct
 * renames ProductName to Name and GetProducts sends SalesPrice as text.
 */
function startDriftedBackend(upstream: string): Promise<typeof drifted> {
  const server = createServer((req, res) => {
    void (async () => {
      const answer = await fetch(`${upstream}${req.url}`, {
        method: req.method,
        headers: { authorization: req.headers.authorization ?? '' },
      });
      let body: unknown = await answer.json();
      const path = (req.url ?? '').split('?')[0]!.toLowerCase();
      if (path === '/api/product/loadproduct' && body && typeof body === 'object') {
        const { ProductName, ...rest } = body as Record<string, unknown>;
        body = { ...rest, Name: ProductName };
      }
      if (path === '/api/trini/getproducts' && Array.isArray(body))
        body = body.map((p: Record<string, unknown>) => ({
          ...p,
          SalesPrice: String(p.SalesPrice),
        }));
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    })();
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    ),
  );
}

beforeAll(async () => {
  mock = await createMockServer();
  drifted = await startDriftedBackend(mock.url);
});
afterAll(async () => {
  await drifted.close();
  await mock.close();
});

describe('trini-mock verify: the drift check (issue 13 §3)', () => {
  it('the mock itself: every call matches its contract, the token calls included', async () => {
    const results = await verifyBackend({
      target: mock.url,
      mobile: '7000001',
      password: 'password1',
    });
    expect(results.filter((r) => r.outcome !== 'ok')).toEqual([]);
    expect(results.map((r) => r.call)).toEqual(
      expect.arrayContaining(['loadProduct', 'getCategoryProducts', 'login', 'loadCustomer']),
    );
    expect(resultTable(results)).toMatch(
      /\| GET \/api\/Product\/loadproduct\?ProductNo=\d+&LoadReviews=true +\| 200 +\| ok/,
    );
  });

  it('a drifted backend: each drift is named with its endpoint and field', async () => {
    const results = await verifyBackend({ target: drifted.url });
    const drift = results.filter((r) => r.outcome === 'drift');
    expect(drift.map((r) => r.call)).toContain('loadProduct');
    expect(drift.find((r) => r.call === 'loadProduct')?.issues).toEqual([
      expect.stringMatching(/^ProductName: /),
    ]);
    const list = drift.find((r) => r.url.includes('HomePageProducts'));
    expect(list?.issues[0]).toMatch(/^0\.SalesPrice: .*number/);
    expect(results.find((r) => r.call === 'getCityList')?.outcome).toBe('ok');
  });

  it('an unreachable backend is reported, not thrown', async () => {
    const results = await verifyBackend({ target: 'http://127.0.0.1:9', timeoutMs: 2000 });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.outcome === 'unreachable' && r.status === null)).toBe(true);
  });
});

describe('trini-mock flags (issue 13 §1)', () => {
  it('every setting is a flag that writes over its environment variable', () => {
    expect(
      envFromFlags(['--port', '4001', '--seed', '7', '--jwt-secret', 'x'], { PORT: '3001' }),
    ).toMatchObject({
      PORT: '4001',
      SEED: '7',
      JWT_SECRET: 'x',
    });
    expect(() => envFromFlags(['--no-such-setting', '1'], {})).toThrow();
  });
});
