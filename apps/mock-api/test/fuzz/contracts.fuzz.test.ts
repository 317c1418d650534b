import { contracts } from '@trini/domain';
import type { Contract } from '@trini/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, loginHeader, newSession, orderFor } from '../helpers.js';
import { deeplyNestedJson, hostileObject, hostileString, schemaKeys } from './hostile-values.js';

/**
 * Slowest answer allowed to any one request (ms): a hang detector for
 * super-linear work (a backtracking expression, a runaway parse takes seconds), not a speed
 * figure (speed is measured in `pnpm bench`). A login's scrypt check alone took 875 ms on a
 * machine busy with other builds, so the limit leaves room for that.
 */
const MAX_MS = 2_000;
/** Generated requests per contract; with every contract this passes 5,000 in all. */
const RUNS_PER_CONTRACT = 240;

let app: FastifyInstance;
let session: string;
let auth: Record<string, string>;
let sent = 0;
/** Answers by status code, printed after the run so a reader sees how deep the requests got. */
const statuses = new Map<number, number>();
const problems: string[] = [];

beforeAll(async () => {
  app = await build();
  session = newSession();
  auth = await loginHeader(app, session);
});
afterAll(() => app.close());

/** Valid bodies to mutate, so generated requests also get past validation into the handlers. */
const VALID_BODIES: Partial<Record<string, Record<string, unknown>>> = {
  saveOrder: orderFor({ items: [{ no: 1001 }, { no: 1002, qty: 2 }] }),
  getWipayUrl: orderFor({ items: [{ no: 1008 }], options: { PMNo: 1 } }),
  login: { Mobile: '7000001', Password: 'password1' },
  register: {
    CustomerName: 'Fuzz',
    Mobile1: '7999999',
    EmailID: 'f@example.com',
    NewPassword: 'secret12',
    ConfirmPassword: 'secret12',
  },
  saveProductReview: {
    ProductNo: 1001,
    CustomerMobile: '7000001',
    CustomerName: 'F',
    ReviewTitle: 'T',
    Comments: 'C',
    Rating: 4,
  },
  validateCoupon: { CouponCode: 'SAVE10' },
};

/** Sends one request and records what breaks the guard: a 5xx, an unreadable 4xx, a slow answer. */
async function send(
  name: string,
  contract: Contract,
  query: string,
  payload: string | undefined,
  withToken: boolean,
): Promise<LightMyRequestResponse> {
  const started = performance.now();
  const res = await app.inject({
    method: contract.method,
    url: `${contract.path}${query}`,
    headers: {
      'x-mock-session': session,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(withToken ? auth : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  const ms = performance.now() - started;
  sent += 1;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const where = `${name} ${res.statusCode} ${query.slice(0, 80)} ${String(payload).slice(0, 120)}`;
  if (res.statusCode >= 500) problems.push(`5xx: ${where} → ${res.body.slice(0, 200)}`);
  if (res.statusCode >= 400 && res.statusCode < 500) {
    let msg: unknown;
    try {
      msg = res.json<{ msg?: unknown }>().msg;
    } catch {
      msg = undefined;
    }
    if (typeof msg !== 'string' || msg.trim() === '')
      problems.push(`no msg: ${where} → ${res.body.slice(0, 200)}`);
  }
  if (ms > MAX_MS) problems.push(`slow (${Math.round(ms)} ms): ${where}`);
  return res;
}

/** Text safe for encodeURIComponent: lone surrogate halves become U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDFFF]/g, '\uFFFD');

/**
 * A query string with the schema's keys (and strays: prototype keys, repeated keys) set to hostile
 * text, sometimes followed by broken percent-escapes.
 */
function hostileQuery(keys: string[]) {
  const key = fc.oneof(
    fc.constantFrom(...keys, '__proto__[polluted]', 'constructor', 'a'),
    fc.string({ maxLength: 6 }),
  );
  const pairs = fc.array(fc.tuple(key, hostileString), { maxLength: 5 });
  const broken = fc.constantFrom('', '', '', '&%zz=1', `&${keys[0] ?? 'a'}=%E0%A4%A`, '&=&&');
  return fc.tuple(pairs, broken).map(([list, tail]) => {
    const text = list
      .map(
        ([k, v]) =>
          `${encodeURIComponent(wellFormed(k))}=${encodeURIComponent(wellFormed(v.slice(0, 3000)))}`,
      )
      .join('&');
    return text || tail ? `?${text}${tail}` : '';
  });
}

const entries = Object.entries(contracts) as [string, Contract][];

describe('fuzz: every contract under hostile input', () => {
  it(`${RUNS_PER_CONTRACT} generated requests per contract: no 5xx, a readable msg on every 4xx, none over ${MAX_MS} ms`, async () => {
    for (const [name, contract] of entries) {
      const queryKeys = schemaKeys(contract.query);
      const bodyKeys = schemaKeys(contract.body);
      const request = fc.record({
        query: queryKeys.length > 0 ? hostileQuery(queryKeys) : fc.constant(''),
        body: contract.body
          ? fc.oneof(
              hostileObject(bodyKeys, VALID_BODIES[name] ?? {}).map((b) => JSON.stringify(b)),
              fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
              fc.constantFrom('', '{', 'null', '[]', '"text"', '{"a":1,}'),
            )
          : fc.constant(undefined),
        withToken: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ query, body, withToken }) => {
          await send(name, contract, query, body, withToken);
        }),
        { numRuns: RUNS_PER_CONTRACT, seed: 20261123 },
      );
    }
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
    console.info(`fuzz: ${sent} requests, answers ${byStatus.join(' ')}`);
    expect(sent).toBeGreaterThanOrEqual(5000);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('a body nested 5,000 levels deep is refused readably by every contract with a body', async () => {
    for (const [name, contract] of entries.filter(([, c]) => c.body)) {
      const res = await send(name, contract, '', deeplyNestedJson(5000), true);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
    }
    expect(problems).toEqual([]);
  });

  it('no request polluted Object.prototype', () => {
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('the request journal still answers 200 with every fuzzed request in it', async () => {
    const res = await app.inject({
      url: '/__mock/requests',
      headers: { 'x-mock-session': session },
    });
    expect(res.statusCode).toBe(200);
  });
});
