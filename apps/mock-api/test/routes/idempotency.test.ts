import { IDEMPOTENCY, SERVER_MESSAGES } from '@trini/domain';
import type { SaveOrderResponse, WipayUrlResponse } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '../../src/lib/idempotency.js';
import { build, call, newSession, orderFor, type OrdersAnswer } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const order = orderFor({ items: [{ no: 1001 }], mobile: '7000002' });
const keyed = (key: string) => ({ [IDEMPOTENCY.HEADER]: key });
const save = (s: string, body: unknown, headers: Record<string, string> = {}) =>
  call(app, s, 'POST', '/api/shop/SaveOrder', body, headers);
const placed = async (s: string) =>
  (await call(app, s, 'GET', '/__mock/orders')).json<OrdersAnswer>().count;

describe('Idempotency-Key on SaveOrder and GetWipayUrl: one order per intent', () => {
  it('a retry with the same key and order gets the first answer and places nothing new', async () => {
    const s = newSession();
    const first = await save(s, order, keyed('attempt-1'));
    const again = await save(s, order, keyed('attempt-1'));
    expect(first.json<SaveOrderResponse>()).toMatchObject({ success: true });
    expect(again.json()).toEqual(first.json());
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await placed(s)).toBe(1);
  });

  it('a double submit (both in flight at once) is one order', async () => {
    const s = newSession();
    const answers = await Promise.all([
      save(s, order, keyed('double')),
      save(s, order, keyed('double')),
    ]);
    expect(answers[0].json()).toEqual(answers[1].json());
    expect(await placed(s)).toBe(1);
  });

  it('the same key with another order is refused (422), and places nothing', async () => {
    const s = newSession();
    await save(s, order, keyed('attempt-2'));
    const other = orderFor({ items: [{ no: 1002 }], mobile: '7000002' });
    const res = await save(s, other, keyed('attempt-2'));
    expect([res.statusCode, res.json()]).toEqual([
      422,
      { msg: SERVER_MESSAGES.IDEMPOTENCY_KEY_REUSED },
    ]);
    expect(await placed(s)).toBe(1);
  });

  it('a malformed key is a readable 400, never a 5xx', async () => {
    const s = newSession();
    for (const key of ['x'.repeat(IDEMPOTENCY.KEY_MAX_LENGTH + 1), 'two words', 'é']) {
      const res = await save(s, order, keyed(key));
      expect([res.statusCode, res.json()], key).toEqual([
        400,
        { msg: SERVER_MESSAGES.IDEMPOTENCY_KEY_INVALID, fields: [IDEMPOTENCY.HEADER] },
      ]);
    }
    expect(await placed(s)).toBe(0);
  });

  it('without a key every call places an order, as before', async () => {
    const s = newSession();
    await save(s, order);
    await save(s, order);
    expect(await placed(s)).toBe(2);
  });

  it('GetWipayUrl: a retry with the same key answers the same payment page and holds one order', async () => {
    const s = newSession();
    const card = { ...order, PMNo: 1 };
    const url = async () =>
      (
        await call(app, s, 'POST', '/api/shop/GetWipayUrl', card, keyed('card-1'))
      ).json<WipayUrlResponse>();
    const first = await url();
    expect(first).toMatchObject({ success: true });
    expect(await url()).toEqual(first);
    expect(await placed(s)).toBe(1);
  });
});
