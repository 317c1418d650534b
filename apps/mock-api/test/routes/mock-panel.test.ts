import { Script } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_CSP } from '../../src/routes/mock-control/panel.js';
import {
  build,
  call,
  newSession,
  orderFor,
  type JournalAnswer,
  type OrdersAnswer,
} from '../helpers.js';
import type { SessionSummary } from '../../src/routes/mock-control/mock-control.js';

/** The control panel's page and the JSON it reads (sessions, orders, the journal). */
let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const sessions = async () =>
  (await app.inject({ method: 'GET', url: '/__mock/sessions' })).json<{
    sessions: SessionSummary[];
  }>().sessions;
const journalCount = async (s: string) =>
  (await call(app, s, 'GET', '/__mock/requests/count')).json<{ count: number }>().count;
const saveOrder = (s: string, no = 1001, qty = 1) =>
  call(app, s, 'POST', '/api/shop/SaveOrder', orderFor({ items: [{ no, qty }] }));

describe('GET /__mock/sessions', () => {
  it('lists every live session with its journal size, newest activity, scenarios and orders', async () => {
    const a = newSession();
    const b = newSession();
    await call(app, a, 'GET', '/api/Trini/GetCityList');
    await call(app, a, 'POST', '/__mock/scenarios', { path: '/api/x', status: 500 });
    expect((await saveOrder(a)).statusCode).toBe(200);
    await call(app, b, 'GET', '/api/Trini/GetCityList');

    const list = await sessions();
    expect(list.map((s) => s.id)).toEqual(expect.arrayContaining(['default', a, b]));
    const first = list.find((s) => s.id === a)!;
    expect(first).toMatchObject({ requests: 3, scenarios: 1, orders: 1 });
    expect(Date.parse(first.lastActivity!)).not.toBeNaN();
    expect(list.find((s) => s.id === b)).toMatchObject({ requests: 1, scenarios: 0, orders: 0 });
  });

  it('puts the most recently active session first', async () => {
    const a = newSession();
    const b = newSession();
    await call(app, a, 'GET', '/health');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call(app, b, 'GET', '/health');
    const ids = (await sessions()).map((s) => s.id);
    expect(ids[0]).toBe(b);
    expect(ids.indexOf(a)).toBeGreaterThan(0);
  });

  it('a session with an empty journal has no last activity', async () => {
    const s = newSession();
    await call(app, s, 'GET', '/__mock/scenarios');
    expect((await sessions()).find((x) => x.id === s)).toMatchObject({
      requests: 0,
      lastActivity: null,
    });
  });
});

describe('GET /__mock/orders', () => {
  it('lists the orders placed in the calling session only, not the seeded purchases', async () => {
    const a = newSession();
    const b = newSession();
    expect((await call(app, a, 'GET', '/__mock/orders')).json()).toEqual({
      session: a,
      count: 0,
      orders: [],
    });
    const placed = (await saveOrder(a, 1001, 2)).json<{ OrderNo: number }>().OrderNo;
    const res = await call(app, a, 'GET', '/__mock/orders');
    expect(res.statusCode).toBe(200);
    const body = res.json<OrdersAnswer>();
    expect(body.count).toBe(1);
    const [order] = body.orders;
    expect(order).toMatchObject({
      OrderNo: placed,
      InvoiceBillNumber: `INV-${placed}`,
      status: 'placed',
      customerName: 'Test Shopper',
      customerMobile: '7000002',
      lines: 1,
    });
    expect(order?.totalText).toBe(`TT$${order?.total.toFixed(2)}`);
    expect(order?.total).toBeGreaterThanOrEqual(200);
    expect((await call(app, b, 'GET', '/__mock/orders')).json<OrdersAnswer>().count).toBe(0);
  });

  it('is emptied by a reset', async () => {
    const s = newSession();
    await saveOrder(s);
    await call(app, s, 'POST', '/__mock/reset');
    expect((await call(app, s, 'GET', '/__mock/orders')).json<OrdersAnswer>().count).toBe(0);
  });
});

describe('GET /__mock/requests?limit', () => {
  it('keeps the newest matching entries and still counts them all', async () => {
    const s = newSession();
    for (const path of ['/health', '/api/Trini/GetCityList', '/health', '/health'])
      await call(app, s, 'GET', path);
    const res = (await call(app, s, 'GET', '/__mock/requests?limit=2')).json<JournalAnswer>();
    expect(res.count).toBe(4);
    expect(res.requests.map((r) => r.path)).toEqual(['/health', '/health']);
    const one = (
      await call(app, s, 'GET', '/__mock/requests?limit=1&pathPrefix=/api')
    ).json<JournalAnswer>();
    expect(one).toMatchObject({ count: 1, requests: [{ path: '/api/Trini/GetCityList' }] });
  });

  it.each(['0', '-1', 'ten', '1.5'])('limit=%s answers 400 naming limit', async (limit) => {
    const res = await call(app, newSession(), 'GET', `/__mock/requests?limit=${limit}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: ['limit'] });
  });
});

describe('the journal leaves out the test-control reads', () => {
  it('the panel, sessions, orders, scenarios and journal reads are not journaled; changes are', async () => {
    const s = newSession();
    for (const url of [
      '/__mock/',
      '/__mock/panel.js',
      '/__mock/panel.css',
      '/__mock/panel.svg',
      '/__mock/sessions',
      '/__mock/orders',
      '/__mock/scenarios',
      '/__mock/requests',
    ])
      await call(app, s, 'GET', url);
    expect(await journalCount(s)).toBe(0);
    await call(app, s, 'POST', '/__mock/scenarios', { path: '/api/x', status: 500 });
    await call(app, s, 'DELETE', '/__mock/scenarios');
    expect(await journalCount(s)).toBe(2);
  });
});

describe('the control panel (GET /__mock/)', () => {
  it.each(['/__mock/', '/__mock'])('%s answers the page with its strict CSP', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(PANEL_CSP);
    expect(PANEL_CSP).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain('<script type="module" src="/__mock/panel.js"></script>');
    expect(res.body).toContain('<link rel="stylesheet" href="/__mock/panel.css">');
  });

  it('the page has no inline script, inline style or handler attribute (the CSP would block them)', async () => {
    const html = (await app.inject({ method: 'GET', url: '/__mock/' })).body;
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" src="/__mock/panel.js">',
    ]);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });

  it('the page labels every control, captions its tables and has a polite status line', async () => {
    const html = (await app.inject({ method: 'GET', url: '/__mock/' })).body;
    for (const id of ['session-select', 'session-id', 'scenario-json'])
      expect(html).toContain(`<label for="${id}">`);
    expect(html.match(/<caption/g)).toHaveLength(2);
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain('<html lang="en">');
  });

  it.each([
    ['/__mock/panel.js', 'text/javascript; charset=utf-8'],
    ['/__mock/panel.css', 'text/css; charset=utf-8'],
    ['/__mock/panel.svg', 'image/svg+xml; charset=utf-8'],
  ])('%s answers %s with the CSP', async (url, type) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-security-policy']).toBe(PANEL_CSP);
    expect(res.body.length).toBeGreaterThan(100);
  });

  it('the script parses and sends the session header on its calls', async () => {
    const js = (await app.inject({ method: 'GET', url: '/__mock/panel.js' })).body;
    expect(() => new Script(js)).not.toThrow();
    expect(js).toContain('const HEADER = "x-mock-session"');
    expect(js).toContain("fetch('/__mock/' + path");
  });

  it('the other answers keep the mock policy (framing only)', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/sessions' });
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
  });
});
