import { MESSAGES, SERVER_MESSAGES, TokenClaimsSchema } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, LoginError, LoginResponse, RegistrationResponse } from '@trini/domain';
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

  it('a wrong password answers 401 isRegistered true with the invalid message', async () => {
    const res = await login(newSession(), '7000001', 'wrong-pass');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: SERVER_MESSAGES.LOGIN_INVALID, isRegistered: true });
  });

  it('an unknown mobile answers 401 isRegistered false', async () => {
    const res = await login(newSession(), '7999999', 'whatever');
    expect(res.statusCode).toBe(401);
    expect(res.json<LoginError>().isRegistered).toBe(false);
  });

  it('blank fields answer the domain login messages', async () => {
    expect((await login(newSession(), '', 'x')).json<ErrorResponse>().msg).toBe(
      MESSAGES.LOGIN_MOBILE_REQUIRED,
    );
    expect((await login(newSession(), '7000001', '')).json<ErrorResponse>().msg).toBe(
      MESSAGES.LOGIN_PASSWORD_REQUIRED,
    );
  });

  // Rate limits per client address (not per session): test/routes/rate-limits.test.ts (issue 12 §4).
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
});
