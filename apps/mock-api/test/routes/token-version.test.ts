import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, loginHeader, newSession, type Answer } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const summary = (s: string, headers: Record<string, string>) =>
  call(app, s, 'GET', '/api/Common/LoadCustomer?CustomerMobile=7000001', undefined, headers);

describe('a password change ends earlier tokens', () => {
  it('tokens signed before the change answer 401; the fresh jwt of the answer works', async () => {
    const s = newSession();
    const here = await loginHeader(app, s);
    const otherDevice = await loginHeader(app, s);
    expect((await summary(s, otherDevice)).statusCode).toBe(200);

    const res = await call(
      app,
      s,
      'POST',
      '/api/customer/changepassword',
      { CurrentPassword: 'password1', Password: 'newsecret9', PasswordConfirm: 'newsecret9' },
      here,
    );
    const { jwt, ...answer } = res.json<Answer<'changePassword'>>();
    expect(answer).toMatchObject({ success: true });
    expect(jwt).toBeTypeOf('string');

    expect((await summary(s, here)).statusCode).toBe(401);
    expect((await summary(s, otherDevice)).statusCode).toBe(401);
    expect((await summary(s, { authorization: `Bearer ${jwt}` })).statusCode).toBe(200);
    // The new password logs in, with a token of the new version.
    const again = await loginHeader(app, s, '7000001', 'newsecret9');
    expect((await summary(s, again)).statusCode).toBe(200);
  });

  it('a refused change (mismatch) leaves tokens working', async () => {
    const s = newSession();
    const here = await loginHeader(app, s);
    const res = await call(
      app,
      s,
      'POST',
      '/api/customer/changepassword',
      { CurrentPassword: 'password1', Password: 'newsecret9', PasswordConfirm: 'other9999' },
      here,
    );
    expect(res.json()).toMatchObject({ success: false });
    expect((await summary(s, here)).statusCode).toBe(200);
  });
});
