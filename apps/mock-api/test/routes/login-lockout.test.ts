import { SERVER_MESSAGES } from '@trini/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_LOCKOUT_DECAY_MS,
  LOGIN_LOCKOUT_FAILURES,
  LOGIN_LOCKOUT_FAILURE_WINDOW_MS,
  LOGIN_LOCKOUT_FIRST_MS,
  LOGIN_LOCKOUT_MAX_MS,
  LoginLockout,
  waitInWords,
} from '../../src/lib/login-lockout.js';
import { build, newSession } from '../helpers.js';

/** The lock's clock, moved by the tests (the per-address allowance keeps the real one). */
let clock = Date.parse('2030-01-01T00:00:00Z');
const MAX_TRACKED = 20;

let app: FastifyInstance;
beforeAll(async () => {
  app = await build(
    {},
    { rateLimits: {}, loginLockout: { now: () => clock, maxTracked: MAX_TRACKED } },
  );
});
afterAll(() => app.close());

let addressCounter = 0;
/** A fresh client address (TEST-NET-2), so the per-address allowance never answers first. */
const newAddress = () =>
  `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

/**
 * A login sent through a proxy on this machine with a forged X-Forwarded-For (`forwarded`), in a
 * new mock session: the bypass of a per-address limit.
 */
const login = (Mobile: string, Password: string, forwarded = newAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/Auth/CLogin',
    remoteAddress: '127.0.0.1',
    headers: { 'x-mock-session': newSession(), 'x-forwarded-for': forwarded },
    payload: { Mobile, Password },
  });

/** Sends LOGIN_LOCKOUT_FAILURES wrong passwords for `mobile`, each from a new address. */
async function failEnough(mobile: string): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < LOGIN_LOCKOUT_FAILURES; i += 1)
    answers.push(await login(mobile, `wrong-${i}`));
  return answers;
}

/** A 429 of a locked mobile: its message with the wait, and Retry-After in seconds. */
function expectLocked(res: LightMyRequestResponse, ms: number): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    msg: `${SERVER_MESSAGES.LOGIN_MOBILE_LOCKED} (retry in ${waitInWords(ms)})`,
    fields: [],
  });
  expect(res.headers['retry-after']).toBe(String(Math.ceil(ms / 1000)));
}

describe('failed logins lock the mobile, whatever the address', () => {
  it('200 guesses from 20 forged addresses get 5 password checks; then 429, the right password too', async () => {
    const addresses = Array.from({ length: 20 }, newAddress);
    const codes: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 200; i += 1) {
      last = await login('7000002', `guess-${i}`, addresses[i % addresses.length]);
      codes.push(last.statusCode);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LOCKOUT_FAILURES);
    expect(codes.slice(0, LOGIN_LOCKOUT_FAILURES).every((c) => c === 401)).toBe(true);
    expect(codes.slice(LOGIN_LOCKOUT_FAILURES).every((c) => c === 429)).toBe(true);
    expectLocked(last!, LOGIN_LOCKOUT_FIRST_MS);
    expectLocked(await login('7000002', 'password2'), LOGIN_LOCKOUT_FIRST_MS);
    // Another mobile is not locked.
    expect((await login('7000001', 'password1')).statusCode).toBe(200);
    clock += LOGIN_LOCKOUT_FIRST_MS;
    expect((await login('7000002', 'password2')).statusCode).toBe(200);
  });

  it('each lock in a row doubles, 1 to 15 minutes at most, and every lock ends: the right password then logs in', async () => {
    const waits: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const answers = await failEnough('7000002');
      expect(answers.map((r) => r.statusCode)).toEqual(Array(LOGIN_LOCKOUT_FAILURES).fill(401));
      const locked = await login('7000002', 'password2');
      const wait = Number(locked.headers['retry-after']) * 1000;
      expectLocked(locked, wait);
      waits.push(wait);
      clock += wait - 1000;
      expect((await login('7000002', 'password2')).statusCode).toBe(429);
      clock += 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15].map((m) => m * 60_000));
    expect(Math.max(...waits)).toBe(LOGIN_LOCKOUT_MAX_MS);
    expect((await login('7000002', 'password2')).statusCode).toBe(200);
  });

  it('the lock level is forgotten an hour after a lock ends: the next lock is 1 minute again', async () => {
    await failEnough('7999995');
    clock += LOGIN_LOCKOUT_FIRST_MS;
    await failEnough('7999995');
    expectLocked(await login('7999995', 'x'), 2 * LOGIN_LOCKOUT_FIRST_MS);
    clock += 2 * LOGIN_LOCKOUT_FIRST_MS + LOGIN_LOCKOUT_DECAY_MS;
    await failEnough('7999995');
    expectLocked(await login('7999995', 'x'), LOGIN_LOCKOUT_FIRST_MS);
    clock += LOGIN_LOCKOUT_FIRST_MS;
  });

  it('failures older than 15 minutes no longer count, and a successful login clears them', async () => {
    for (let i = 0; i < LOGIN_LOCKOUT_FAILURES - 1; i += 1) await login('7000001', 'wrong');
    clock += LOGIN_LOCKOUT_FAILURE_WINDOW_MS;
    for (let i = 0; i < LOGIN_LOCKOUT_FAILURES - 1; i += 1)
      expect((await login('7000001', 'wrong')).statusCode).toBe(401);
    expect((await login('7000001', 'password1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LOCKOUT_FAILURES - 1; i += 1)
      expect((await login('7000001', 'wrong')).statusCode).toBe(401);
    expect((await login('7000001', 'password1')).statusCode).toBe(200);
  });

  it('an unknown mobile locks alike: a lock tells nothing about registration', async () => {
    await failEnough('7000002');
    await failEnough('7999997');
    const [known, unknown] = [await login('7000002', 'x'), await login('7999997', 'x')];
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
    clock += LOGIN_LOCKOUT_FIRST_MS;
    expect((await login('7000002', 'password2')).statusCode).toBe(200);
  });

  it(`tracks at most maxTracked mobiles (${MAX_TRACKED} here): guessing many mobiles cannot grow memory`, async () => {
    for (let i = 0; i < MAX_TRACKED * 2; i += 1)
      await login(`78${String(i).padStart(5, '0')}`, 'x');
    expect(app.loginLockout?.size).toBe(MAX_TRACKED);
  });
});

describe('LoginLockout', () => {
  it('forgets the least recently failed mobile beyond its cap', () => {
    const lockout = new LoginLockout({ now: () => 0, maxTracked: 2 });
    for (let i = 0; i < LOGIN_LOCKOUT_FAILURES - 1; i += 1) lockout.failed('b');
    for (let i = 0; i < LOGIN_LOCKOUT_FAILURES; i += 1) lockout.failed('a');
    expect(lockout.lockedFor('a')).toBe(LOGIN_LOCKOUT_FIRST_MS);
    lockout.failed('c');
    expect(lockout.size).toBe(2);
    expect(lockout.lockedFor('a')).toBe(LOGIN_LOCKOUT_FIRST_MS);
    // 'b' failed least recently: forgotten, so its next failure is its first, not its fifth.
    lockout.failed('b');
    expect(lockout.lockedFor('b')).toBe(0);
    expect(lockout.size).toBe(2);
  });

  it('says a wait in words', () => {
    expect(waitInWords(1000)).toBe('1 second');
    expect(waitInWords(45_000)).toBe('45 seconds');
    expect(waitInWords(60_000)).toBe('1 minute');
    expect(waitInWords(61_000)).toBe('2 minutes');
  });
});

describe('rateLimits: false (test servers)', () => {
  it('locks no mobile', async () => {
    const open = await build();
    try {
      const answers = [];
      for (let i = 0; i < LOGIN_LOCKOUT_FAILURES * 2; i += 1)
        answers.push(
          await open.inject({
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
