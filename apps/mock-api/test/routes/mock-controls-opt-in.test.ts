import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envFromFlags } from '../../src/cli.js';
import { loadSettings } from '../../src/settings.js';
import { build, call } from '../helpers.js';

/** Secrets of the length a server with NODE_ENV=production needs. */
const OWN_SECRETS = { JWT_SECRET: 'j'.repeat(32), WIPAY_SECRET: 'w'.repeat(32) };

/** The mock as `trini-mock start` builds it from `env` (request logs off). */
function buildFrom(env: Record<string, string>): Promise<FastifyInstance> {
  return build(loadSettings({ ...env, LOG_REQUESTS: '0' }));
}

/** Every test control route, as a method and a path. */
const CONTROL_ROUTES = [
  ['POST', '/__mock/reset'],
  ['GET', '/__mock/requests'],
  ['GET', '/__mock/requests/count'],
  ['POST', '/__mock/scenarios'],
  ['GET', '/__mock/scenarios'],
  ['DELETE', '/__mock/scenarios'],
  ['POST', '/__mock/fixtures'],
  ['GET', '/__mock/sessions'],
  ['GET', '/__mock/orders'],
  ['GET', '/__mock/data'],
  ['POST', '/__mock/data'],
  ['DELETE', '/__mock/data'],
  ['GET', '/__mock/'],
  ['GET', '/__mock/panel.js'],
] as const;

/** A 100 % coupon and a customer whose password the sender chooses: what an attacker would add. */
const HOSTILE_FIXTURES = {
  coupons: [{ CouponCode: 'FREE100', CouponDiscPercent: 100 }],
  customers: [{ CustomerName: 'Marcus', Mobile1: '7000001', Password: 'chosen-by-attacker' }],
};

describe('MOCK_CONTROLS: the setting', () => {
  it('is on by default on loopback outside production, off with NODE_ENV=production or on another HOST', () => {
    expect(loadSettings({}).mockControls).toBe(true);
    expect(loadSettings({ NODE_ENV: 'development', HOST: 'localhost' }).mockControls).toBe(true);
    expect(loadSettings({ NODE_ENV: 'production', ...OWN_SECRETS }).mockControls).toBe(false);
    expect(loadSettings({ HOST: '0.0.0.0', ...OWN_SECRETS }).mockControls).toBe(false);
  });

  it('MOCK_CONTROLS=1 (or --mock-controls 1) turns them on, even off loopback; MOCK_CONTROLS=0 off', () => {
    const exposed = { HOST: '0.0.0.0', ...OWN_SECRETS };
    expect(loadSettings({ ...exposed, MOCK_CONTROLS: '1' }).mockControls).toBe(true);
    expect(loadSettings(envFromFlags(['--mock-controls', 'true'], exposed)).mockControls).toBe(
      true,
    );
    expect(loadSettings({ MOCK_CONTROLS: '0' }).mockControls).toBe(false);
    expect(() => loadSettings({ MOCK_CONTROLS: 'yes' })).toThrow(/- MOCK_CONTROLS: /);
  });

  it('is never on with NODE_ENV=production: asking for it there refuses to start, naming both', () => {
    const production = { NODE_ENV: 'production', ...OWN_SECRETS };
    expect(() => loadSettings({ ...production, MOCK_CONTROLS: '1' })).toThrow(
      /MOCK_CONTROLS: the test controls .* are never on with NODE_ENV=production/,
    );
    expect(() => loadSettings(envFromFlags(['--mock-controls', '1'], production))).toThrow(
      /NODE_ENV=production/,
    );
  });
});

describe('the mock with NODE_ENV=production and no opt-in', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildFrom({ NODE_ENV: 'production', ...OWN_SECRETS });
  });
  afterAll(() => app.close());

  it.each(CONTROL_ROUTES)('%s %s answers 404', async (method, url) => {
    const res = await call(app, 'attacker', method, url, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(404);
  });

  it('POST /__mock/fixtures adds nothing: the coupon and the password stay unknown', async () => {
    const res = await call(app, 'attacker', 'POST', '/__mock/fixtures', HOSTILE_FIXTURES);
    expect(res.statusCode).toBe(404);
    const coupon = await call(app, 'attacker', 'POST', '/api/shop/validatecoupon', {
      CouponCode: 'FREE100',
    });
    expect(coupon.json()).toMatchObject({ success: false });
  });

  it('creates no session for an x-mock-session header (any value, even a malformed one) and keeps no journal', async () => {
    for (let i = 0; i < 50; i += 1) {
      const res = await call(app, `visitor-${i}`, 'GET', '/api/Trini/GetCityList');
      expect(res.statusCode).toBe(200);
    }
    const odd = await call(app, 'not a session id!', 'GET', '/api/Trini/GetCityList');
    expect(odd.statusCode).toBe(200);
    expect(app.sessions.list().map((s) => s.id)).toEqual(['default']);
    expect(app.sessions.list()[0]?.journal).toEqual([]);
  });

  it('answers the API as ever', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/Trini/GetCityList' });
    expect(res.statusCode).toBe(200);
    expect(res.json<unknown[]>().length).toBeGreaterThan(0);
  });
});

describe('the mock with the opt-in', () => {
  it.each([
    ['in development (the default on loopback)', {}],
    [
      'with MOCK_CONTROLS=1 on a HOST others reach (a shared test stack)',
      { HOST: '0.0.0.0', MOCK_CONTROLS: '1', ...OWN_SECRETS },
    ],
  ])('%s: the controls and sessions work as before', async (_name, env) => {
    const app = await buildFrom(env);
    try {
      const fixtures = await call(app, 'test-a', 'POST', '/__mock/fixtures', {
        coupons: [{ CouponCode: 'FIXTURE25', CouponDiscPercent: 25 }],
      });
      expect(fixtures.statusCode).toBe(200);
      const inSession = await call(app, 'test-a', 'POST', '/api/shop/validatecoupon', {
        CouponCode: 'FIXTURE25',
      });
      expect(inSession.json()).toMatchObject({ success: true });
      const elsewhere = await call(app, 'test-b', 'POST', '/api/shop/validatecoupon', {
        CouponCode: 'FIXTURE25',
      });
      expect(elsewhere.json()).toMatchObject({ success: false });
      const count = await call(app, 'test-a', 'GET', '/__mock/requests/count');
      expect(count.json()).toEqual({ session: 'test-a', count: 2 });
      expect(app.sessions.list().map((s) => s.id)).toEqual(
        expect.arrayContaining(['default', 'test-a', 'test-b']),
      );
      expect((await call(app, 'x', 'GET', '/__mock/')).statusCode).toBe(200);
      expect((await call(app, 'not a session id!', 'GET', '/health')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
