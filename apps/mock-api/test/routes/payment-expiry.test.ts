import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, call, loginHeader, newSession, orderFor, type Answer } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ publicUrl: 'http://127.0.0.1:3001', pendingPaymentMinutes: 30 });
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;

async function cashback(s: string, auth: Record<string, string>): Promise<number> {
  const url = '/api/Common/LoadCustomerCashbackInfo2?CustomerMobile=7000001';
  return (await call(app, s, 'GET', url, undefined, auth)).json<
    Answer<'loadCustomerCashbackInfo2'>
  >().TotalCashback;
}

async function startCardPayment(s: string, auth: Record<string, string>) {
  const order = orderFor({
    items: [{ no: 1008 }],
    options: { PMNo: 1 },
    mobile: '7000001',
    cashback: 50,
  });
  const res = await call(app, s, 'POST', '/api/shop/GetWipayUrl', order, auth);
  expect(res.json()).toMatchObject({ success: true });
  return new URL(res.json<Answer<'getWipayUrl'>>().url!).pathname;
}

/** A logged-in session at a fixed clock (only Date is faked), with the customer's cashback then. */
async function loggedInAtStart() {
  vi.useFakeTimers({ toFake: ['Date'] });
  const start = new Date('2026-11-23T10:00:00Z').getTime();
  vi.setSystemTime(start);
  const s = newSession();
  const auth = await loginHeader(app, s);
  return { start, s, auth, before: await cashback(s, auth) };
}

describe('pending card orders expire', () => {
  it('after 30 minutes unpaid the order expires and its reserved cashback comes back', async () => {
    const { start, s, auth, before } = await loggedInAtStart();
    expect(before).toBeGreaterThanOrEqual(50);
    const page = await startCardPayment(s, auth);
    expect(await cashback(s, auth)).toBe(before - 50);

    vi.setSystemTime(start + 29 * MINUTE);
    expect(await cashback(s, auth)).toBe(before - 50);
    expect((await app.inject({ url: page, headers: { 'x-mock-session': s } })).statusCode).toBe(
      200,
    );

    vi.setSystemTime(start + 30 * MINUTE);
    expect(await cashback(s, auth)).toBe(before);
    const expired = await app.inject({ url: page, headers: { 'x-mock-session': s } });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Payment expired');
    const pay = await app.inject({
      method: 'POST',
      url: `${page}/pay`,
      headers: { 'x-mock-session': s },
    });
    expect(pay.statusCode).toBe(410);
    // Released once: later requests do not refund it again.
    expect(await cashback(s, auth)).toBe(before);
  });

  it('an order paid within the window stays paid after it', async () => {
    const { start, s, auth, before } = await loggedInAtStart();
    const page = await startCardPayment(s, auth);
    const paid = await app.inject({
      method: 'POST',
      url: `${page}/pay`,
      headers: { 'x-mock-session': s },
    });
    expect(paid.statusCode).toBe(303);
    vi.setSystemTime(start + 60 * MINUTE);
    expect(await cashback(s, auth)).toBe(before - 50);
    const location = new URL(paid.headers.location!);
    const receive = await call(
      app,
      s,
      'POST',
      '/api/shop/WipayReceive',
      Object.fromEntries(location.searchParams),
    );
    expect(receive.json()).toMatchObject({ status: 'success' });
  });
});
