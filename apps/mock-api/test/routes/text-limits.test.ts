import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@trini/domain';
import { build, call, loginHeader, newSession, orderFor } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const long = (n: number) => 'x'.repeat(n);

describe('stored text has a length limit', () => {
  it('a 12,012-character registration name answers 400, and nothing is stored', async () => {
    const s = newSession();
    const reg = {
      CustomerName: long(12_012),
      Mobile1: '7123499',
      EmailID: 'long@example.com',
      NewPassword: 'secret12',
      ConfirmPassword: 'secret12',
    };
    const res = await call(app, s, 'POST', '/api/customer/register', reg);
    expect(res.statusCode).toBe(400);
    const { msg, ...refusal } = res.json<ErrorResponse>();
    expect(msg).toContain('CustomerName must be at most 100 characters.');
    expect(refusal).toEqual({ fields: ['CustomerName'] });
    const login = await call(app, s, 'POST', '/api/Auth/CLogin', {
      Mobile: '7123499',
      Password: 'secret12',
    });
    expect(login.statusCode).toBe(401);
  });

  it('order, account and return texts over their limits answer 400 naming the field', async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const order = orderFor({ items: [{ no: 1001 }] });
    const cases: [string, unknown, string][] = [
      ['/api/shop/SaveOrder', { ...order, Remarks: long(1001) }, 'Remarks'],
      ['/api/shop/SaveOrder', { ...order, CustomerAddress: long(501) }, 'CustomerAddress'],
      [
        '/api/customer/updateinfo',
        { FirstName: long(101), LastName: 'R', EmailID: 'a@b.tt', Telephone: '7000001' },
        'FirstName',
      ],
      ['/api/shop/validatecoupon', { CouponCode: long(51) }, 'CouponCode'],
    ];
    for (const [url, body, field] of cases) {
      const res = await call(app, s, 'POST', url, body, auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorResponse>().fields, url).toEqual([field]);
      expect(res.json<ErrorResponse>().msg, url).toMatch(/must be at most \d+ characters\./);
    }
  });
});
