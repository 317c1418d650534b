import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, call, loginHeader, newSession } from '../helpers.js';

/** The request journal (GET /__mock/requests) keeps no credentials and bounded memory. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

interface Entry {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  status: number;
}

const journal = async (target: FastifyInstance, session: string) => {
  const res = await call(target, session, 'GET', '/__mock/requests');
  expect(res.statusCode).toBe(200);
  return { text: res.body, requests: res.json<{ requests: Entry[] }>().requests };
};

/** `{"a":[{"a":[ … 1 … ]}]}` nested `depth` levels (objects and arrays). */
const nested = (depth: number) => '{"a":['.repeat(depth) + '1' + ']}'.repeat(depth);

describe('journal redaction', () => {
  it('keeps the scheme of Authorization, and no token, cookie or XSRF value', async () => {
    const s = newSession();
    const auth = await loginHeader(app, s);
    const token = auth.authorization.slice('Bearer '.length);
    await call(app, s, 'GET', '/api/Common/LoadCustomer', undefined, {
      ...auth,
      cookie: 'XSRF-TOKEN=xsrf-secret-value; theme=dark',
      'x-xsrf-token': 'xsrf-secret-value',
    });
    const { text, requests } = await journal(app, s);
    const entry = requests.at(-1);
    expect(entry?.headers).toMatchObject({
      authorization: 'Bearer [redacted]',
      cookie: 'XSRF-TOKEN=[redacted]; theme=[redacted]',
      'x-xsrf-token': '[redacted]',
      'x-mock-session': s,
    });
    expect(text).not.toContain(token);
    expect(text).not.toContain('xsrf-secret-value');
    expect(text).not.toContain('password1');
  });

  it('redacts password, token and secret-like keys at any depth of the body', async () => {
    const s = newSession();
    const body = {
      Mobile: 7000001,
      Password: 'zq-p-top',
      profile: {
        NewPassword: 'zq-p-new',
        list: [{ ConfirmPassword: 'zq-p-confirm', PasswordConfirm: 'zq-p-confirm2' }],
        deeper: {
          more: { Token: 'zq-t-1', jwt: 'zq-t-2', hash: 'zq-t-3', client_secret: 'zq-t-4' },
        },
      },
      apiKey: 'zq-t-5',
      _xsrf: 'zq-t-6',
      note: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      kept: 'visible',
    };
    expect((await call(app, s, 'POST', '/api/Auth/CLogin', body)).statusCode).toBe(400);
    const { text, requests } = await journal(app, s);
    for (const secret of [
      'zq-p-top',
      'zq-p-new',
      'zq-p-confirm',
      'zq-t-1',
      'zq-t-2',
      'zq-t-3',
      'zq-t-4',
      'zq-t-5',
      'zq-t-6',
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('eyJzdWIiOiIxIn0');
    expect(requests[0]?.body).toMatchObject({
      Mobile: 7000001,
      Password: '[redacted]',
      profile: {
        list: [{ ConfirmPassword: '[redacted]' }],
        deeper: { more: { jwt: '[redacted]' } },
      },
      kept: 'visible',
    });
  });

  it('redacts secret-like query parameters of the url', async () => {
    const s = newSession();
    await call(app, s, 'GET', '/api/Trini/GetCityList?token=q-secret&CountryNo=1');
    const { requests } = await journal(app, s);
    expect(requests[0]?.url).toBe('/api/Trini/GetCityList?token=[redacted]&CountryNo=1');
  });
});

describe('journal size', () => {
  it('a body over 8 KB is kept as { truncated, bytes, preview } (redacted)', async () => {
    const s = newSession();
    const body = { Password: 'p-hidden', CouponCode: 'x'.repeat(20_000) };
    await call(app, s, 'POST', '/api/shop/validatecoupon', body);
    const { text, requests } = await journal(app, s);
    const kept = requests[0]?.body as { truncated: boolean; bytes: number; preview: string };
    expect(kept.truncated).toBe(true);
    expect(kept.bytes).toBe(Buffer.byteLength(JSON.stringify({ ...body, Password: '[redacted]' })));
    expect(kept.preview.length).toBeLessThanOrEqual(8 * 1024);
    expect(kept.preview.startsWith('{"Password":"[redacted]","CouponCode":"xxx')).toBe(true);
    expect(text).not.toContain('p-hidden');
  });

  it('one session sending 30 bodies of 90 KB keeps under 300 KB of journal', async () => {
    const s = newSession();
    const big = { CouponCode: 'y'.repeat(90 * 1024) };
    for (let i = 0; i < 30; i += 1) await call(app, s, 'POST', '/api/shop/validatecoupon', big);
    const { text, requests } = await journal(app, s);
    expect(requests).toHaveLength(30);
    expect(text.length).toBeLessThan(300 * 1024);
  });

  it('keeps at most maxEntriesPerSession entries per session, the newest', async () => {
    const small = await build({}, { journal: { maxEntriesPerSession: 5 } });
    try {
      const s = newSession();
      for (let i = 0; i < 8; i += 1) await call(small, s, 'GET', `/health?n=${i}`);
      const { requests } = await journal(small, s);
      expect(requests.map((r) => r.url)).toEqual([3, 4, 5, 6, 7].map((n) => `/health?n=${n}`));
    } finally {
      await small.close();
    }
  });

  it('all sessions together keep at most budgetBytes, the oldest entries dropped first', async () => {
    const budgetBytes = 40_000;
    const small = await build({}, { journal: { budgetBytes } });
    try {
      const [a, b] = [newSession(), newSession()];
      const body = (n: number) => ({ CouponCode: `${n}-${'z'.repeat(2000)}` });
      for (let i = 0; i < 15; i += 1)
        await call(small, a, 'POST', '/api/shop/validatecoupon', body(i));
      for (let i = 0; i < 15; i += 1)
        await call(small, b, 'POST', '/api/shop/validatecoupon', body(i));
      const ja = await journal(small, a);
      const jb = await journal(small, b);
      const kept = ja.requests.length + jb.requests.length;
      expect(kept).toBeLessThan(30);
      expect(jb.requests).toHaveLength(15);
      const size = (list: Entry[]) => list.reduce((n, e) => n + JSON.stringify(e).length, 0);
      expect(size(ja.requests) + size(jb.requests)).toBeLessThanOrEqual(budgetBytes);
      // what a keeps is its newest
      expect(JSON.stringify(ja.requests.at(-1)?.body)).toContain('14-z');
    } finally {
      await small.close();
    }
  });
});

describe('journal depth', () => {
  it.each([100, 4100, 5000])(
    'a body nested %i levels deep still lets the journal answer 200',
    async (depth) => {
      const s = newSession();
      await app.inject({
        method: 'POST',
        url: '/api/shop/validatecoupon',
        headers: { 'x-mock-session': s, 'content-type': 'application/json' },
        payload: nested(depth),
      });
      const { text } = await journal(app, s);
      expect(text).toContain('[nested too deep]');
    },
  );
});
