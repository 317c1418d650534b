import { SERVER_MESSAGES, formatTTD } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, loginHeader, newSession, orderFor, type Answer } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ publicUrl: 'http://127.0.0.1:3001', storefrontUrl: 'http://127.0.0.1:4173' });
});
afterAll(() => app.close());

async function startPayment(s: string, headers: Record<string, string> = {}, cashback = 0) {
  const order = orderFor({
    items: [{ no: 1008 }],
    options: { PMNo: 1 },
    mobile: '7000001',
    cashback,
  });
  const res = await call(app, s, 'POST', '/api/shop/GetWipayUrl', order, headers);
  expect(res.statusCode).toBe(200);
  const body = res.json<Answer<'getWipayUrl'>>();
  expect(body.success).toBe(true);
  return { url: body.url!, order };
}

async function act(s: string, url: string, action: 'pay' | 'decline' | 'cancel') {
  const path = new URL(url).pathname;
  const res = await app.inject({
    method: 'POST',
    url: `${path}/${action}`,
    headers: { 'x-mock-session': s },
  });
  expect(res.statusCode).toBe(303);
  const location = new URL(res.headers.location!);
  return { location, params: Object.fromEntries(location.searchParams) };
}

const receive = (s: string, params: Record<string, string>) =>
  call(app, s, 'POST', '/api/shop/WipayReceive', params).then((r) =>
    r.json<Answer<'wipayReceive'>>(),
  );

describe('card payment round trip (GetWipayUrl → hosted page → WipayReceive)', () => {
  it('GetWipayUrl answers PUBLIC_URL/wipay/pay/<payment id>, a page showing the TT$ total', async () => {
    const s = newSession();
    const { url, order } = await startPayment(s);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3001\/wipay\/pay\/[A-Za-z0-9_-]{22}$/);
    const page = await app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { 'x-mock-session': s },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('TT$');
    expect(page.body).toContain(formatTTD(order.TotalAmount).replace('TT$', ''));
    for (const label of ['Pay', 'Decline', 'Cancel']) expect(page.body).toContain(`>${label}`);
    expect(page.body).toContain('lang="en"');
  });

  it("nobody reaches another shopper's payment by its order number: the page's id is random", async () => {
    const s = newSession();
    const { url } = await startPayment(s);
    const orders = await app.inject({ url: '/__mock/orders', headers: { 'x-mock-session': s } });
    const [pending] = orders.json<{ orders: { OrderNo: number }[] }>().orders;
    const byNumber = `/wipay/pay/${pending!.OrderNo}`;
    expect(new URL(url).pathname).not.toBe(byNumber);
    const peek = await app.inject({ url: byNumber, headers: { 'x-mock-session': s } });
    expect(peek.statusCode).toBe(404);
    const cancel = await app.inject({
      method: 'POST',
      url: `${byNumber}/cancel`,
      headers: { 'x-mock-session': s },
    });
    expect(cancel.statusCode).toBe(404);
    // The shopper's own page still takes the payment.
    const { params } = await act(s, url, 'pay');
    expect(params.status).toBe('success');
    // Two payments never share an id.
    const second = await startPayment(s);
    expect(second.url).not.toBe(url);
  });

  it('a paid order is placed exactly once; a replayed return fails', async () => {
    const s = newSession();
    const { url } = await startPayment(s);
    const { location, params } = await act(s, url, 'pay');
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:4173/wipay');
    expect(params.status).toBe('success');
    const first = await receive(s, params);
    expect(first.status).toBe('success');
    expect(first.OrderNo).toBe(Number(params.order_id));
    const replay = await receive(s, params);
    expect(replay).toMatchObject({
      status: 'failed',
      msg: SERVER_MESSAGES.PAYMENT_ALREADY_PROCESSED,
    });
  });

  it('the hosted page cannot be paid twice', async () => {
    const s = newSession();
    const { url } = await startPayment(s);
    await act(s, url, 'pay');
    const second = await app.inject({
      method: 'POST',
      url: `${new URL(url).pathname}/pay`,
      headers: { 'x-mock-session': s },
    });
    expect(second.statusCode).toBe(409);
  });

  it('a declined payment answers status failed and is not placed', async () => {
    const s = newSession();
    const { url } = await startPayment(s);
    const { params } = await act(s, url, 'decline');
    expect(params.status).toBe('failed');
    expect(await receive(s, params)).toMatchObject({
      status: 'failed',
      msg: SERVER_MESSAGES.PAYMENT_NOT_PAID,
    });
  });

  it('a cancelled payment redirects with status cancelled and refunds reserved cashback', async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const { url } = await startPayment(s, auth, 50);
    const mid = await call(
      app,
      s,
      'GET',
      '/api/Common/LoadCustomerCashbackInfo2?CustomerMobile=7000001',
      undefined,
      auth,
    );
    expect(mid.json()).toEqual({ TotalCashback: 0 });
    const { params } = await act(s, url, 'cancel');
    expect(params.status).toBe('cancelled');
    expect((await receive(s, params)).status).toBe('failed');
    const after = await call(
      app,
      s,
      'GET',
      '/api/Common/LoadCustomerCashbackInfo2?CustomerMobile=7000001',
      undefined,
      auth,
    );
    expect(after.json()).toEqual({ TotalCashback: 50 });
  });

  it('a tampered field or hash fails', async () => {
    const s = newSession();
    const { url } = await startPayment(s);
    const { params } = await act(s, url, 'pay');
    const tampered = [
      { ...params, total: '1.00' },
      { ...params, transaction_id: 'TXN-FAKE' },
      { ...params, hash: params.hash!.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...params, status: 'success', order_id: String(Number(params.order_id) + 1) },
    ];
    for (const t of tampered) expect((await receive(s, t)).status).toBe('failed');
    expect((await receive(s, params)).status).toBe('success');
  });

  it('an unknown order fails and its payment page is 404', async () => {
    const s = newSession();
    expect(
      (
        await receive(s, {
          status: 'success',
          order_id: '1',
          transaction_id: 'x',
          total: '1.00',
          hash: 'x',
        })
      ).status,
    ).toBe('failed');
    const page = await app.inject({
      method: 'GET',
      url: '/wipay/pay/99999999',
      headers: { 'x-mock-session': s },
    });
    expect(page.statusCode).toBe(404);
  });

  it('GetWipayUrl applies the SaveOrder checks', async () => {
    const s = newSession();
    const order = orderFor({ items: [{ no: 1008 }], options: { PMNo: 1 } });
    const res = await call(app, s, 'POST', '/api/shop/GetWipayUrl', { ...order, TotalAmount: 1 });
    expect(res.json()).toEqual({ success: false, msg: SERVER_MESSAGES.ORDER_TOTALS_MISMATCH });
  });

  it('the hosted page forms carry the XSRF token: a browser POST with cookie and _xsrf field passes, without it 403', async () => {
    const s = newSession();
    const { url } = await startPayment(s);
    const path = new URL(url).pathname;
    const page = await app.inject({
      method: 'GET',
      url: path,
      headers: { 'x-mock-session': s },
      cookies: { 'XSRF-TOKEN': 'tok-1' },
    });
    expect(page.body).toContain('name="_xsrf" value="tok-1"');
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'x-mock-session': s };
    const bad = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: form,
      cookies: { 'XSRF-TOKEN': 'tok-1' },
      payload: '',
    });
    expect(bad.statusCode).toBe(403);
    const ok = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: form,
      cookies: { 'XSRF-TOKEN': 'tok-1' },
      payload: '_xsrf=tok-1',
    });
    expect(ok.statusCode).toBe(303);
  });
});
