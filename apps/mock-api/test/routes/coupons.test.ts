import { MESSAGES, SERVER_MESSAGES, couponEarnedMessage } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponResponse, ErrorResponse } from '@trini/domain';
import { build, call, loginHeader, newSession } from '../helpers.js';

let app: FastifyInstance;
const s = newSession();
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const validate = (code: string, headers: Record<string, string> = {}) =>
  call(app, s, 'POST', '/api/shop/validatecoupon', { CouponCode: code }, headers).then((r) =>
    r.json<CouponResponse>(),
  );

describe('POST /api/shop/validatecoupon', () => {
  it('SAVE10 and SAVE25 are valid case-insensitively with their percent', async () => {
    expect(await validate('SAVE10')).toEqual({
      success: true,
      CouponDiscPercent: 10,
      msg: couponEarnedMessage(10),
    });
    expect(await validate('save25')).toMatchObject({ success: true, CouponDiscPercent: 25 });
  });

  it("TRINI5, Kavita's earned coupon, is valid with her token only: anyone else gets the unknown code's answer", async () => {
    const invalid = { success: false, CouponDiscPercent: 0, msg: SERVER_MESSAGES.COUPON_INVALID };
    expect(await validate(' Trini5 ', await loginHeader(app, s))).toMatchObject({
      success: true,
      CouponDiscPercent: 5,
    });
    expect(await validate('TRINI5')).toEqual(invalid);
    expect(await validate('TRINI5', await loginHeader(app, s, '7000002', 'password2'))).toEqual(
      invalid,
    );
    expect(await validate('TRINI5', { authorization: 'Bearer forged.token.here' })).toEqual(
      invalid,
    );
    expect(await validate('NOPE')).toEqual(invalid);
  });

  it('EXPIRED20 answers success false naming its expiry, percent 0', async () => {
    expect(await validate('EXPIRED20')).toEqual({
      success: false,
      CouponDiscPercent: 0,
      msg: 'Coupon EXPIRED20 has expired.',
    });
  });

  it('an unknown code answers Invalid coupon code. and an empty one asks for a code', async () => {
    expect(await validate('NOPE')).toEqual({
      success: false,
      CouponDiscPercent: 0,
      msg: SERVER_MESSAGES.COUPON_INVALID,
    });
    expect(await validate('')).toEqual({
      success: false,
      CouponDiscPercent: 0,
      msg: MESSAGES.COUPON_EMPTY,
    });
  });

  it('a missing CouponCode answers 400', async () => {
    const res = await call(app, s, 'POST', '/api/shop/validatecoupon', {});
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().fields).toEqual(['CouponCode']);
  });
});
