import { contracts } from '@trini/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../src/index.js';
import type { MockServer } from '../../src/index.js';
import { resultTable, verifyBackend } from '../../src/verify/verify-backend.js';
import { createValidatingProxy } from '../../src/verify/validating-proxy.js';
import { envFromFlags } from '../../src/cli.js';
import { startDriftedBackend } from './drifted-backend.js';
import type { DriftedBackend } from './drifted-backend.js';

let mock: MockServer;
let drifted: DriftedBackend;

beforeAll(async () => {
  mock = await createMockServer();
  drifted = await startDriftedBackend(mock.url);
});
afterAll(async () => {
  await drifted.close();
  await mock.close();
});

describe('trini-mock verify: the drift check', () => {
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

  it('--allow-writes: the mutating calls match their contracts too, and really wrote', async () => {
    const server = await createMockServer();
    try {
      const results = await verifyBackend({
        target: server.url,
        mobile: '7000002',
        password: 'password2',
        allowWrites: true,
      });
      expect(results.filter((r) => r.outcome !== 'ok')).toEqual([]);
      expect(results.map((r) => r.call)).toEqual(
        expect.arrayContaining([
          'wishlistAdd',
          'saveProductReview',
          'saveOrder',
          'getWipayUrl',
          'wipayReceive',
          'submitReturnRequest',
          'updateAccountInfo',
          'register',
          'changePassword',
        ]),
      );
      const journal = (await (await fetch(`${server.url}/__mock/requests?method=POST`)).json()) as {
        requests: { path: string; status: number }[];
      };
      expect(journal.requests.find((r) => r.path === '/api/shop/SaveOrder')?.status).toBe(200);
      // The password was changed to itself: the customer still logs in with it.
      const login = await fetch(`${server.url}${contracts.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Mobile: '7000002', Password: 'password2' }),
      });
      expect(((await login.json()) as { Token?: string }).Token).toEqual(expect.any(String));
    } finally {
      await server.close();
    }
  });

  it('reads only without --allow-writes: no order, review or registration is sent', async () => {
    const server = await createMockServer();
    try {
      await verifyBackend({ target: server.url, mobile: '7000002', password: 'password2' });
      const journal = (await (await fetch(`${server.url}/__mock/requests?method=POST`)).json()) as {
        requests: { path: string }[];
      };
      expect(journal.requests.map((r) => r.path).sort()).toEqual(
        [contracts.login.path, contracts.validateCoupon.path].sort(),
      );
      await expect(verifyBackend({ target: server.url, allowWrites: true })).rejects.toThrow(
        /--mobile and --password/,
      );
    } finally {
      await server.close();
    }
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

describe('trini-mock flags', () => {
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

describe('trini-mock proxy: the validating proxy', () => {
  it('passes the real answer on unchanged and records each contract break with its field', async () => {
    const seen: string[] = [];
    const proxy = await createValidatingProxy({ target: drifted.url, log: (l) => seen.push(l) });
    const origin = await proxy.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${origin}/api/Product/loadproduct?ProductNo=1001`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Name: 'Wireless Earbuds with Charging Case' });
    await fetch(`${origin}/api/Trini/GetCityList`);
    const bad = await fetch(`${origin}/api/Product/loadproduct?ProductNo=abc`);
    expect(bad.status).toBe(400);
    const { drift } = (await (await fetch(`${origin}/__drift`)).json()) as {
      drift: { call: string; side: string; issues: string[] }[];
    };
    expect(drift).toEqual([
      expect.objectContaining({
        call: 'loadProduct',
        side: 'answer',
        issues: [expect.stringMatching(/^ProductName: /)],
      }),
      expect.objectContaining({
        call: 'loadProduct',
        side: 'request',
        issues: [expect.stringMatching(/^ProductNo: /)],
      }),
    ]);
    expect(seen[0]).toMatch(
      /^drift \(answer\) GET \/api\/Product\/loadproduct\?ProductNo=1001 200: ProductName/,
    );
    await proxy.close();
  });

  it('in front of the mock itself it records nothing and keeps cookies and statuses', async () => {
    const proxy = await createValidatingProxy({ target: mock.url, log: () => undefined });
    const origin = await proxy.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${origin}/api/Trini/GetCityList`);
    expect(res.headers.getSetCookie().join(';')).toMatch(/XSRF-TOKEN=/);
    const login = await fetch(`${origin}/api/Auth/CLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Mobile: '7000001', Password: 'wrong-password' }),
    });
    expect(login.status).toBe(401);
    expect(((await (await fetch(`${origin}/__drift`)).json()) as { count: number }).count).toBe(0);
    await proxy.close();
  });
});
