import { MESSAGES, SERVER_MESSAGES, TokenClaimsSchema } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, LoginResponse, RegistrationResponse } from '@trini/domain';
import { build, call, newSession } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const login = (s: string, Mobile: string, Password: string) =>
  call(app, s, 'POST', '/api/Auth/CLogin', { Mobile, Password });

describe('POST /api/Auth/CLogin', () => {
  it('answers a signed JWT carrying the customer claims and a 24 h exp', async () => {
    const res = await login(newSession(), '7000001', 'password1');
    expect(res.statusCode).toBe(200);
    const claims = TokenClaimsSchema.parse(decodeJwt(res.json<LoginResponse>().Token));
    expect(claims.custom_mobile).toBe('7000001');
    expect(claims.custom_CustomerName).toBeTruthy();
    const hours = (claims.exp - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('a wrong password and an unknown mobile answer byte for byte the same 401, without isRegistered', async () => {
    const wrong = await login(newSession(), '7000001', 'wrong-pass');
    const unknown = await login(newSession(), '7999999', 'wrong-pass');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ msg: SERVER_MESSAGES.LOGIN_INVALID });
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(wrong.headers['content-length']);
  });

  it("an unknown mobile is refused after a password check too: its work is a wrong password's", async () => {
    // The work is this process's CPU time (every thread's, scrypt's on libuv's pool included),
    // which, unlike the wall clock, other work on a busy machine does not stretch.
    const work = async (mobile: string) => {
      const before = process.cpuUsage();
      for (let i = 0; i < 4; i += 1) await login(newSession(), mobile, `wrong-${i}`);
      const { user, system } = process.cpuUsage(before);
      return (user + system) / 1000;
    };
    await work('7000002');
    const [known, unknown] = [await work('7000002'), await work('7999998')];
    // Each refusal runs one scrypt (tens of ms of CPU); without the dummy check an unknown
    // mobile's refusal takes well under a millisecond.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('blank fields answer the domain login messages', async () => {
    expect((await login(newSession(), '', 'x')).json<ErrorResponse>().msg).toBe(
      MESSAGES.LOGIN_MOBILE_REQUIRED,
    );
    expect((await login(newSession(), '7000001', '')).json<ErrorResponse>().msg).toBe(
      MESSAGES.LOGIN_PASSWORD_REQUIRED,
    );
  });

  // Rate limits per client address (not per session): test/routes/rate-limits.test.ts.
});

describe('POST /api/customer/register', () => {
  const reg = {
    CustomerName: 'New Shopper',
    Mobile1: '7123456',
    EmailID: 'new@example.com',
    NewPassword: 'secret12',
    ConfirmPassword: 'secret12',
  };

  it('registers, answers a jwt, and the new customer can log in', async () => {
    const s = newSession();
    const res = await call(app, s, 'POST', '/api/customer/register', reg);
    const body = res.json<RegistrationResponse>();
    expect(body).toMatchObject({ success: true, msg: MESSAGES.REGISTERED });
    expect(decodeJwt(body.jwt!).custom_mobile).toBe('7123456');
    expect(res.body).not.toContain('secret12');
    expect(res.body).not.toContain('scrypt');
    expect((await login(s, '7123456', 'secret12')).statusCode).toBe(200);
  });

  it('two registrations of one mobile sent together: one succeeds, one is refused', async () => {
    const s = newSession();
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(app, s, 'POST', '/api/customer/register', { ...reg, Mobile1: '7123457' }),
      ),
    );
    expect(answers.map((r) => r.json<RegistrationResponse>().success).sort()).toEqual([
      false,
      true,
    ]);
  });

  it('a registered mobile is refused', async () => {
    const res = await call(app, newSession(), 'POST', '/api/customer/register', {
      ...reg,
      Mobile1: '7000001',
    });
    expect(res.json()).toEqual({ success: false, msg: SERVER_MESSAGES.MOBILE_ALREADY_REGISTERED });
  });

  it('domain registration rules answer their messages', async () => {
    const s = newSession();
    const cases: [object, string][] = [
      [{ Mobile1: '' }, MESSAGES.REG_MOBILE_REQUIRED],
      [{ Mobile1: '12345' }, MESSAGES.REG_MOBILE_DIGITS],
      [{ CustomerName: ' ' }, MESSAGES.REG_NAME_REQUIRED],
      [{ EmailID: 'not-an-email' }, MESSAGES.REG_EMAIL_INVALID],
      [{ NewPassword: '123', ConfirmPassword: '123' }, MESSAGES.REG_PASSWORD_SHORT],
      [{ ConfirmPassword: 'other123' }, MESSAGES.REG_PASSWORDS_MISMATCH],
    ];
    for (const [change, msg] of cases) {
      expect(
        (await call(app, s, 'POST', '/api/customer/register', { ...reg, ...change })).json(),
      ).toEqual({ success: false, msg });
    }
  });

  it('a password of 7 characters is refused with "Password must be at least 8 characters"', async () => {
    const res = await call(app, newSession(), 'POST', '/api/customer/register', {
      ...reg,
      NewPassword: 'secret1',
      ConfirmPassword: 'secret1',
    });
    expect(res.json()).toEqual({
      success: false,
      msg: 'Password must be at least 8 characters',
    });
  });

  it.each(['password', 'Password1', '12345678', 'QWERTYUIOP'])(
    'a common password (%s, compared in lowercase) is refused with its message, and nobody is registered',
    async (password) => {
      const s = newSession();
      const res = await call(app, s, 'POST', '/api/customer/register', {
        ...reg,
        NewPassword: password,
        ConfirmPassword: password,
      });
      expect(res.json()).toEqual({
        success: false,
        msg: 'This password is too common. Choose another.',
      });
      expect((await login(s, reg.Mobile1, password)).statusCode).toBe(401);
    },
  );
});
