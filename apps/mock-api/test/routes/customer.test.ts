import { SERVER_MESSAGES } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@trini/domain';
import { RETURN_REQUEST, build, call, loginHeader, newSession, type Answer } from '../helpers.js';

const SECRET = 'test-secret-of-at-least-16-chars';
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ jwtSecret: SECRET });
});
afterAll(() => app.close());

const claims = {
  custom_id: '1',
  custom_Email: 'a@b.co',
  custom_mobile: '7000001',
  custom_CustomerName: 'K',
};
const sign = (secret: string, exp: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

const paths = [
  '/api/Common/LoadCustomerCashbackInfo',
  '/api/Common/LoadCustomerCashbackInfo2',
  '/api/Common/LoadCustomer',
];

describe('bearer-token account reads', () => {
  it('cashback answers the token owner their TotalCashback', async () => {
    const s = newSession();
    const one = await loginHeader(app, s);
    expect(
      (await call(app, s, 'GET', `${paths[0]}?CustomerMobile=7000001`, undefined, one)).json(),
    ).toEqual({ TotalCashback: 50 });
    const two = await loginHeader(app, s, '7000002', 'password2');
    expect(
      (await call(app, s, 'GET', `${paths[1]}?CustomerMobile=7000002`, undefined, two)).json(),
    ).toEqual({ TotalCashback: 0 });
  });

  it('LoadCustomer answers the summary with past purchases, most recent first', async () => {
    const s = newSession();
    const res = await call(
      app,
      s,
      'GET',
      '/api/Common/LoadCustomer?CustomerMobile=7000001',
      undefined,
      await loginHeader(app, s),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer<'loadCustomer'>>();
    expect(body).toMatchObject({ Mobile1: '7000001', CountryCode: '1868', TotalCashback: 50 });
    expect(body.Purchases.length).toBeGreaterThan(0);
    const invoices = body.Purchases.map((p) => Number(p.InvoiceBillNumber.replace('INV-', '')));
    expect([...invoices].sort((a, b) => b - a)).toEqual(invoices);
    const none = await call(
      app,
      s,
      'GET',
      '/api/Common/LoadCustomer?CustomerMobile=7000002',
      undefined,
      await loginHeader(app, s, '7000002', 'password2'),
    );
    expect(none.json()).toMatchObject({ Purchases: [], TotalPurchases: 0 });
  });

  it.each(paths)('%s without a token answers 401', async (path) => {
    const res = await call(app, newSession(), 'GET', `${path}?CustomerMobile=7000001`);
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorResponse>().msg).toBe(SERVER_MESSAGES.UNAUTHORIZED);
  });

  it.each(paths)('%s refuses an expired token and a forged one', async (path) => {
    const s = newSession();
    const expired = await sign(SECRET, Math.floor(Date.now() / 1000) - 60);
    const forged = await sign('another-secret-of-16-chars!', Math.floor(Date.now() / 1000) + 3600);
    for (const token of [expired, forged, 'garbage', `${forged}x`]) {
      const res = await call(app, s, 'GET', `${path}?CustomerMobile=7000001`, undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const valid = await sign(SECRET, Math.floor(Date.now() / 1000) + 3600);
    const ok = await call(app, s, 'GET', `${path}?CustomerMobile=7000001`, undefined, {
      authorization: `Bearer ${valid}`,
    });
    expect(ok.statusCode).toBe(200);
  });

  it.each(paths)("%s refuses another customer's mobile with 403", async (path) => {
    const s = newSession();
    const res = await call(
      app,
      s,
      'GET',
      `${path}?CustomerMobile=7000002`,
      undefined,
      await loginHeader(app, s),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: SERVER_MESSAGES.FORBIDDEN });
  });
});

describe('account form extensions', () => {
  const ret = RETURN_REQUEST;

  it('a return request answers RMA numbers like RMA-000001 and needs AgreeTerms', async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const first = (await call(app, s, 'POST', '/api/customer/returnrequest', ret, auth)).json<
      Answer<'submitReturnRequest'>
    >();
    expect(first).toMatchObject({ success: true, RmaNo: 'RMA-000001' });
    const second = (await call(app, s, 'POST', '/api/customer/returnrequest', ret, auth)).json<
      Answer<'submitReturnRequest'>
    >();
    expect(second.RmaNo).toBe('RMA-000002');
    const refused = (
      await call(app, s, 'POST', '/api/customer/returnrequest', { ...ret, AgreeTerms: false }, auth)
    ).json<Answer<'submitReturnRequest'>>();
    expect(refused).toEqual({ success: false, msg: SERVER_MESSAGES.RETURN_AGREE_TERMS });
    expect((await call(app, s, 'POST', '/api/customer/returnrequest', ret)).statusCode).toBe(401);
  });

  it('updateinfo saves the name into the next token; a bad email is refused', async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const body = {
      FirstName: 'Kavi',
      LastName: 'Ram',
      EmailID: 'kavi@example.com',
      Telephone: '7000001',
    };
    expect(
      (await call(app, s, 'POST', '/api/customer/updateinfo', body, auth)).json<
        Answer<'updateAccountInfo'>
      >().success,
    ).toBe(true);
    const summary = (
      await call(app, s, 'GET', '/api/Common/LoadCustomer?CustomerMobile=7000001', undefined, auth)
    ).json<Answer<'loadCustomer'>>();
    expect(summary.CustomerName).toBe('Kavi Ram');
    expect(
      (
        await call(app, s, 'POST', '/api/customer/updateinfo', { ...body, EmailID: 'nope' }, auth)
      ).json<Answer<'updateAccountInfo'>>().success,
    ).toBe(false);
  });

  it('changepassword needs 8+ characters, a password off the common list and a match, then the new password logs in', async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const CurrentPassword = 'password1';
    const change = (Password: string, PasswordConfirm = Password) =>
      call(
        app,
        s,
        'POST',
        '/api/customer/changepassword',
        { CurrentPassword, Password, PasswordConfirm },
        auth,
      ).then((r) => r.json<Answer<'changePassword'>>());
    expect(await change('newpas1')).toEqual({
      success: false,
      msg: 'Password must be at least 8 characters',
    });
    for (const common of ['baseball', 'Password1', 'iloveyou'])
      expect(await change(common)).toEqual({
        success: false,
        msg: 'This password is too common. Choose another.',
      });
    expect((await change('newpass1', 'newpass2')).success).toBe(false);
    // The refused ones changed nothing: the current password still logs in.
    expect((await loginHeader(app, s, '7000001', 'password1')).authorization).toMatch(/^Bearer /);
    const ok = await call(
      app,
      s,
      'POST',
      '/api/customer/changepassword',
      { CurrentPassword, Password: 'newpass1', PasswordConfirm: 'newpass1' },
      auth,
    );
    const { jwt, ...answer } = ok.json<Answer<'changePassword'>>();
    expect(answer).toEqual({ success: true, msg: SERVER_MESSAGES.PASSWORD_CHANGED });
    expect(jwt).toBeTypeOf('string');
    expect((await loginHeader(app, s, '7000001', 'newpass1')).authorization).toMatch(/^Bearer /);
  });

  it('changepassword needs the current password: a token alone changes nothing', async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const change = (body: object) =>
      call(app, s, 'POST', '/api/customer/changepassword', body, auth).then((r) =>
        r.json<Answer<'changePassword'>>(),
      );
    const missing = await call(
      app,
      s,
      'POST',
      '/api/customer/changepassword',
      { Password: 'taken123', PasswordConfirm: 'taken123' },
      auth,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: string[] }>().fields).toContain('CurrentPassword');
    const wrong = await change({
      CurrentPassword: 'guess123',
      Password: 'taken123',
      PasswordConfirm: 'taken123',
    });
    expect(wrong).toEqual({ success: false, msg: SERVER_MESSAGES.CURRENT_PASSWORD_WRONG });
    // The password is as it was: the old one logs in, the attacker's does not.
    expect((await loginHeader(app, s, '7000001', 'password1')).authorization).toMatch(/^Bearer /);
    const attacker = await call(app, s, 'POST', '/api/Auth/CLogin', {
      Mobile: '7000001',
      Password: 'taken123',
    });
    expect(attacker.statusCode).toBe(401);
  });
});
