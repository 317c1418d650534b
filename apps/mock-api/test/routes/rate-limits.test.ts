import { SERVER_MESSAGES } from '@trini/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, clientKey } from '../../src/plugins/rate-limits.js';
import { build, newSession, orderFor } from '../helpers.js';

/** Limits per client address, whatever x-mock-session each request carries. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ loginRateLimit: RATE_LIMITS.login }, { rateLimits: {} });
});
afterAll(() => app.close());

let addressCounter = 0;
/** A fresh client address (TEST-NET-3), so tests do not share an allowance. */
const newAddress = () => `203.0.113.${(addressCounter += 1)}`;

/** A POST from `address`, each in a NEW mock session (the bypass of the audit). */
const post = (address: string, url: string, payload: object, session = newSession()) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { 'x-mock-session': session },
    payload,
  });

async function postMany(
  count: number,
  send: (i: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await send(i));
  return answers;
}

/** A 429 carries the API's readable body and a Retry-After header. */
function expectReadable429(res: LightMyRequestResponse | undefined, message: string): void {
  expect(res?.statusCode).toBe(429);
  const body = res?.json<{ msg: string; fields: string[] }>();
  expect(body?.msg.startsWith(message)).toBe(true);
  expect(body?.fields).toEqual([]);
  expect(Number(res?.headers['retry-after'])).toBeGreaterThan(0);
}

let mobileCounter = 0;
/**
 * A fresh unknown mobile for one guess: guesses spread over mobiles so that only the address's
 * allowance stops them, never a mobile's lock (test/routes/login-lockout.test.ts).
 */
const newMobile = () => `79${String((mobileCounter += 1)).padStart(5, '0')}`;

/** A login from `address`: a guess at a fresh unknown mobile, or the seeded customer's login. */
const login = (address: string, Password: string) =>
  post(address, '/api/Auth/CLogin', {
    Mobile: Password === 'password1' ? '7000001' : newMobile(),
    Password,
  });

describe('rate limits per client address', () => {
  it('login: rotating x-mock-session does not reset the allowance', async () => {
    const address = newAddress();
    const answers = await postMany(RATE_LIMITS.login + 10, (i) => login(address, `guess-${i}`));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.slice(0, RATE_LIMITS.login).every((c) => c === 401)).toBe(true);
    expect(codes.slice(RATE_LIMITS.login).every((c) => c === 429)).toBe(true);
    expectReadable429(answers.at(-1), SERVER_MESSAGES.LOGIN_RATE_LIMITED);
    // the right password from yet another session of that address waits too…
    expect((await login(address, 'password1')).statusCode).toBe(429);
    // …while another address still logs in
    expect((await login(newAddress(), 'password1')).statusCode).toBe(200);
  });

  it('register shares the login allowance of the address: mobiles cannot be probed through registrations instead', async () => {
    const address = newAddress();
    const logins = RATE_LIMITS.login - 3;
    await postMany(logins, (i) => login(address, `guess-${i}`));
    const answers = await postMany(5, (i) =>
      post(address, '/api/customer/register', {
        CustomerName: 'Spam',
        Mobile1: `71000${String(i).padStart(2, '0')}`,
        EmailID: 'spam@example.com',
        NewPassword: 'secret12',
        ConfirmPassword: 'secret12',
      }),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expectReadable429(answers.at(-1), SERVER_MESSAGES.REGISTER_RATE_LIMITED);
    // …and the registrations used up the logins of that address too.
    expectReadable429(await login(address, 'password1'), SERVER_MESSAGES.LOGIN_RATE_LIMITED);
  });

  it('validatecoupon: guessing codes stops after RATE_LIMITS.validateCoupon', async () => {
    const address = newAddress();
    const answers = await postMany(RATE_LIMITS.validateCoupon + 5, (i) =>
      post(address, '/api/shop/validatecoupon', { CouponCode: `GUESS${i}` }),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.slice(0, RATE_LIMITS.validateCoupon).every((c) => c === 200)).toBe(true);
    expect(codes.slice(RATE_LIMITS.validateCoupon).every((c) => c === 429)).toBe(true);
    expectReadable429(answers.at(-1), SERVER_MESSAGES.COUPON_RATE_LIMITED);
    // the right code is refused too for the rest of the window
    const right = await post(address, '/api/shop/validatecoupon', { CouponCode: 'SAVE10' });
    expect(right.statusCode).toBe(429);
  });

  it("SaveOrder and GetWipayUrl with a coupon share validatecoupon's allowance: codes cannot be guessed through orders", async () => {
    const address = newAddress();
    const guess = (i: number) =>
      orderFor({ items: [{ no: 1008 }], coupon: { code: `GUESS${i}`, percent: 10 } });
    const half = RATE_LIMITS.validateCoupon / 2;
    const answers = await postMany(RATE_LIMITS.validateCoupon + 4, (i) =>
      i < half
        ? post(address, '/api/shop/validatecoupon', { CouponCode: `GUESS${i}` })
        : post(address, i % 2 ? '/api/shop/SaveOrder' : '/api/shop/GetWipayUrl', guess(i)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.slice(0, RATE_LIMITS.validateCoupon).every((c) => c === 200)).toBe(true);
    expect(codes.slice(RATE_LIMITS.validateCoupon).every((c) => c === 429)).toBe(true);
    expectReadable429(answers.at(-1), SERVER_MESSAGES.COUPON_RATE_LIMITED);
    // Every refused code got one message, whatever it was.
    for (const r of answers.slice(half, RATE_LIMITS.validateCoupon))
      expect(r.json<{ msg: string }>().msg).toBe(SERVER_MESSAGES.COUPON_INVALID);
    // The coupon box of that address waits too; an order without a coupon does not.
    expect(
      (await post(address, '/api/shop/validatecoupon', { CouponCode: 'SAVE10' })).statusCode,
    ).toBe(429);
    const plain = await post(address, '/api/shop/SaveOrder', orderFor({ items: [{ no: 1008 }] }));
    expect(plain.json<{ success: boolean }>().success).toBe(true);
  });

  it('saveproductreview: 30 one-star reviews in one session store only RATE_LIMITS.saveProductReview', async () => {
    const address = newAddress();
    const session = newSession();
    const reviews = () =>
      app
        .inject({
          url: '/api/Product/loadproduct?ProductNo=1001&LoadReviews=true',
          headers: { 'x-mock-session': session },
        })
        .then((r) => r.json<{ ProductReviewList: unknown[] }>().ProductReviewList.length);
    const before = await reviews();
    const answers = await postMany(30, () =>
      post(
        address,
        '/api/trini/saveproductreview',
        {
          ProductNo: 1001,
          CustomerMobile: '7000002',
          CustomerName: 'Bot',
          ReviewTitle: 'Bad',
          Comments: 'Bad',
          Rating: 1,
        },
        session,
      ),
    );
    const saved = answers.filter((r) => r.statusCode === 200).length;
    expect(saved).toBe(RATE_LIMITS.saveProductReview);
    expectReadable429(answers.at(-1), SERVER_MESSAGES.REVIEW_RATE_LIMITED);
    expect(await reviews()).toBe(before + RATE_LIMITS.saveProductReview);
  });

  it('limits are per route: a locked-out login leaves the coupon box working', async () => {
    const address = newAddress();
    await postMany(RATE_LIMITS.login + 1, () => login(address, 'bad'));
    expect((await login(address, 'bad')).statusCode).toBe(429);
    const coupon = await post(address, '/api/shop/validatecoupon', { CouponCode: 'SAVE10' });
    expect(coupon.statusCode).toBe(200);
  });

  it("behind a proxy on this machine, each shopper's forwarded address has its own allowance", async () => {
    const [shopper, other] = [newAddress(), newAddress()];
    const viaProxy = (forwarded: string, Password: string, remoteAddress = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/Auth/CLogin',
        remoteAddress,
        headers: { 'x-mock-session': newSession(), 'x-forwarded-for': forwarded },
        payload: { Mobile: Password === 'password1' ? '7000001' : newMobile(), Password },
      });
    const answers = await postMany(RATE_LIMITS.login + 1, (i) => viaProxy(shopper, `guess-${i}`));
    expect(answers.at(-1)?.statusCode).toBe(429);
    // another shopper behind the same proxy still logs in
    expect((await viaProxy(other, 'password1')).statusCode).toBe(200);
    // a peer elsewhere cannot choose its allowance by sending the header itself
    const remote = newAddress();
    await postMany(RATE_LIMITS.login, (i) => login(remote, `guess-${i}`));
    expect((await viaProxy(newAddress(), 'password1', remote)).statusCode).toBe(429);
  });

  it('addresses of one IPv6 /64 share an allowance', async () => {
    const answers = await postMany(RATE_LIMITS.login + 1, (i) =>
      login(`2001:db8:0:7::${(i + 1).toString(16)}`, 'bad'),
    );
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect((await login('2001:db8:0:8::1', 'password1')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY: the storefront on another machine (containers, a cluster)', () => {
  /** The storefront's copies, on the private network TRUST_PROXY names. */
  const STOREFRONT = '10.0.0.7';
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await build(
      { loginRateLimit: RATE_LIMITS.login, trustProxy: ['10.0.0.0/8'] },
      { rateLimits: {} },
    );
  });
  afterAll(() => proxied.close());

  /** A login sent to `proxied` from `remoteAddress` with `forwardedFor` as X-Forwarded-For. */
  const loginVia = (remoteAddress: string, forwardedFor: string, Password: string) =>
    proxied.inject({
      method: 'POST',
      url: '/api/Auth/CLogin',
      remoteAddress,
      headers: { 'x-mock-session': newSession(), 'x-forwarded-for': forwardedFor },
      payload: { Mobile: Password === 'password1' ? '7000001' : newMobile(), Password },
    });

  it('counts each shopper behind the trusted storefront on its own: one exhausting the login limit does not block another', async () => {
    const [shopper, other] = [newAddress(), newAddress()];
    const answers = await postMany(RATE_LIMITS.login + 1, (i) =>
      loginVia(STOREFRONT, shopper, `guess-${i}`),
    );
    expect(answers.slice(0, RATE_LIMITS.login).every((r) => r.statusCode === 401)).toBe(true);
    expectReadable429(answers.at(-1), SERVER_MESSAGES.LOGIN_RATE_LIMITED);
    expect((await loginVia(STOREFRONT, other, 'password1')).statusCode).toBe(200);
    // Entries the shopper wrote before the proxy's own are not believed: still the same shopper.
    expect(
      (await loginVia(STOREFRONT, `${newAddress()}, ${shopper}`, 'password1')).statusCode,
    ).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer it does not trust: forging it does not escape the limit', async () => {
    const peer = '198.51.100.20';
    const answers = await postMany(RATE_LIMITS.login + 1, (i) =>
      loginVia(peer, newAddress(), `guess-${i}`),
    );
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect((await loginVia(peer, newAddress(), 'password1')).statusCode).toBe(429);
    // Loopback is not trusted when TRUST_PROXY does not name it.
    await postMany(RATE_LIMITS.login, (i) => loginVia('127.0.0.1', newAddress(), `guess-${i}`));
    expect((await loginVia('127.0.0.1', newAddress(), 'password1')).statusCode).toBe(429);
  });
});

describe('clientKey', () => {
  it('keys IPv4 (also IPv4-mapped) by address and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:0db8:0000:0007:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:7::/64');
    expect(clientKey('2001:db8:0:7::1')).toBe('2001:db8:0:7::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('rateLimits: false (test servers)', () => {
  it('turns every limit off', async () => {
    const open = await build();
    try {
      const answers = await postMany(RATE_LIMITS.login * 3, () =>
        open.inject({
          method: 'POST',
          url: '/api/Auth/CLogin',
          payload: { Mobile: '7000001', Password: 'bad' },
        }),
      );
      expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    } finally {
      await open.close();
    }
  });
});
