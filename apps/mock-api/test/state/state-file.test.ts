import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../src/seed/index.js';
import type { Settings } from '../../src/settings.js';
import { STATE_FORMAT, type StateFile } from '../../src/state/state-file.js';
import { RETURN_REQUEST, build, call, loginHeader, orderFor, type Answer } from '../helpers.js';

/** The default session: no x-mock-session header means this one. */
const DEFAULT = 'default';
const MINUTE = 60_000;

const registration = {
  CustomerName: 'Kept Shopper',
  Mobile1: '7123456',
  EmailID: 'kept@example.com',
  NewPassword: 'secret12',
  ConfirmPassword: 'secret12',
};
const review = {
  ProductNo: 1001,
  CustomerMobile: '7000002',
  CustomerName: 'Ravi',
  ReviewTitle: 'Still here',
  Comments: 'Kept across restarts',
  Rating: 5,
};

/** A fresh folder and the state file path in it (the file does not exist yet). */
function stateFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'state-file-')), 'mock-state.json');
}

const open: FastifyInstance[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(open.splice(0).map((app) => app.close()));
});

/** A test app keeping its default session in `path`. */
async function appOn(path: string, settings: Partial<Settings> = {}): Promise<FastifyInstance> {
  const app = await build({ stateFile: path, ...settings });
  open.push(app);
  return app;
}

/** Closes `app` (its last write included) and forgets it. */
async function closeApp(app: FastifyInstance): Promise<void> {
  open.splice(open.indexOf(app), 1);
  await app.close();
}

const readState = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as StateFile;

async function cashback(app: FastifyInstance, auth: Record<string, string>): Promise<number> {
  const url = '/api/Common/LoadCustomerCashbackInfo2?CustomerMobile=7000001';
  return (await call(app, DEFAULT, 'GET', url, undefined, auth)).json<
    Answer<'loadCustomerCashbackInfo2'>
  >().TotalCashback;
}

describe('the state file (--state-file, STATE_FILE)', () => {
  it('is created from the seed when missing; a restart on it keeps customers, orders, reviews, return requests and spent cashback', async () => {
    const path = stateFile();
    const first = await appOn(path);
    expect(readState(path)).toMatchObject({
      format: STATE_FORMAT,
      version: 1,
      data: { mode: 'seed' },
    });

    const registered = await call(first, DEFAULT, 'POST', '/api/customer/register', registration);
    expect(registered.json()).toMatchObject({ success: true });
    const auth = await loginHeader(first, DEFAULT);
    const before = await cashback(first, auth);
    expect(before).toBeGreaterThanOrEqual(50);
    const order = orderFor({ items: [{ no: 1008 }], cashback: 50, mobile: '7000001' });
    const saved = await call(first, DEFAULT, 'POST', '/api/shop/SaveOrder', order, auth);
    const { OrderNo } = saved.json<Answer<'saveOrder'>>();
    expect(OrderNo).toBeGreaterThan(0);
    expect(await cashback(first, auth)).toBe(before - 50);
    expect(
      (await call(first, DEFAULT, 'POST', '/api/trini/saveproductreview', review)).json(),
    ).toMatchObject({ success: true });
    const rma = await call(
      first,
      DEFAULT,
      'POST',
      '/api/customer/returnrequest',
      RETURN_REQUEST,
      auth,
    );
    expect(rma.json()).toMatchObject({ RmaNo: 'RMA-000001' });
    await closeApp(first);

    const second = await appOn(path);
    // The registered customer logs in with the password hashed before the restart.
    await loginHeader(second, DEFAULT, '7123456', 'secret12');
    const auth2 = await loginHeader(second, DEFAULT);
    // Spent cashback stays spent: ordering it again is refused.
    expect(await cashback(second, auth2)).toBe(before - 50);
    const again = await call(second, DEFAULT, 'POST', '/api/shop/SaveOrder', order, auth2);
    expect(again.json()).toMatchObject({ success: false });
    const orders = (await call(second, DEFAULT, 'GET', '/__mock/orders')).json<{
      orders: { OrderNo: number }[];
    }>();
    expect(orders.orders.map((o) => o.OrderNo)).toEqual([OrderNo]);
    const product = (
      await call(second, DEFAULT, 'GET', '/api/Product/loadproduct?ProductNo=1001&LoadReviews=true')
    ).json<{ ProductReviewList: { ReviewTitle: string }[] }>();
    expect(product.ProductReviewList[0]?.ReviewTitle).toBe('Still here');
    // Counters go on where they stopped: numbers are never handed out twice.
    const rma2 = await call(
      second,
      DEFAULT,
      'POST',
      '/api/customer/returnrequest',
      RETURN_REQUEST,
      auth2,
    );
    expect(rma2.json()).toMatchObject({ RmaNo: 'RMA-000002' });
    const next = await call(
      second,
      DEFAULT,
      'POST',
      '/api/shop/SaveOrder',
      orderFor({ items: [{ no: 1008 }], mobile: '7000001' }),
      auth2,
    );
    expect(next.json<Answer<'saveOrder'>>().OrderNo).toBe(OrderNo! + 1);
  });

  it('a corrupt, foreign or other-data file stops the start with one line naming it, and is left untouched', async () => {
    for (const [text, problem] of [
      ['{"format": "trini-mock-state", "version": 1, "customers": [', /not JSON/],
      ['{"hello": "world"}\n', /not a mock state file/],
      ['{"format": "trini-mock-state", "version": 99}', /version 99/],
      [
        '{"format": "trini-mock-state", "version": 1, "data": {"mode": "seed", "seed": 1}}',
        /counters/,
      ],
    ] as const) {
      const path = stateFile();
      writeFileSync(path, text);
      const start = build({ stateFile: path });
      await expect(start).rejects.toThrow(`State file ${path}: `);
      await expect(start).rejects.toThrow(problem);
      expect(readFileSync(path, 'utf8')).toBe(text);
      expect(readdirSync(join(path, '..'))).toEqual(['mock-state.json']);
    }
    const path = stateFile();
    await closeApp(await appOn(path, { seed: 7 }));
    const written = readFileSync(path, 'utf8');
    await expect(build({ stateFile: path, seed: 8 })).rejects.toThrow(
      /written for seed 7, but this mock serves seed 8/,
    );
    expect(readFileSync(path, 'utf8')).toBe(written);
  });

  it('a write stopped mid-way never leaves a half-written state file: the previous one loads, the leftover is removed', async () => {
    const path = stateFile();
    const first = await appOn(path);
    await call(first, DEFAULT, 'POST', '/api/customer/register', registration);
    await closeApp(first);
    const whole = readFileSync(path, 'utf8');
    // What a crash between writing the temporary file and renaming it leaves behind.
    const leftover = `${path}.4242.0badf00d.tmp`;
    writeFileSync(leftover, whole.slice(0, whole.length / 2));

    const second = await appOn(path);
    await loginHeader(second, DEFAULT, '7123456', 'secret12');
    expect(readdirSync(join(path, '..'))).toEqual(['mock-state.json']);

    // While reviews keep changing the state, every read of the file finds a whole state.
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const state = JSON.parse(await readFile(path, 'utf8')) as StateFile;
        expect(state.format).toBe(STATE_FORMAT);
        reads += 1;
      }
    })();
    for (let i = 0; i < 40; i++) {
      await call(second, DEFAULT, 'POST', '/api/trini/saveproductreview', {
        ...review,
        Comments: `n${i}`,
      });
      await second.stateFile!.flush();
    }
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(
      readState(path).reviews.find((r) => r.ProductNo === 1001)?.ProductReviewList[0],
    ).toMatchObject({
      Comments: 'n39',
    });
  });

  it('changes close together share one write, and closing writes the last of them', async () => {
    const path = stateFile();
    const app = await appOn(path);
    const writer = app.stateFile!;
    const startWrites = writer.writes;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(app, DEFAULT, 'POST', '/api/trini/saveproductreview', {
          ...review,
          Comments: `c${i}`,
        }),
      ),
    );
    await closeApp(app);
    // One write within the delay (a few more only if the machine is slow), and the last at close.
    expect(writer.writes - startWrites).toBeGreaterThanOrEqual(1);
    expect(writer.writes - startWrites).toBeLessThanOrEqual(4);
    const seeded = createSeed().products.find((p) => p.ProductNo === 1001)!;
    expect(readState(path).reviews[0]?.ProductReviewList).toHaveLength(
      20 + seeded.ProductReviewList.length,
    );
  });

  it('POST /__mock/reset empties it before answering; sessions of x-mock-session stay in memory', async () => {
    const path = stateFile();
    const app = await appOn(path);
    await call(app, DEFAULT, 'POST', '/api/customer/register', registration);
    await call(app, 'a-test', 'POST', '/api/customer/register', {
      ...registration,
      Mobile1: '7123999',
    });
    await app.stateFile!.flush();
    const mobiles = () => readState(path).customers.map((c) => c.Mobile1);
    expect(mobiles()).toContain('7123456');
    expect(mobiles()).not.toContain('7123999');

    expect((await call(app, DEFAULT, 'POST', '/__mock/reset')).json()).toMatchObject({ ok: true });
    expect(mobiles()).not.toContain('7123456');
    const seeded = createSeed();
    expect(readState(path).customers).toEqual(seeded.customers);
    expect(readState(path).orders).toEqual(seeded.orders);
    await closeApp(app);
    const again = await appOn(path);
    const login = await call(again, DEFAULT, 'POST', '/api/Auth/CLogin', {
      Mobile: '7123456',
      Password: 'secret12',
    });
    expect(login.statusCode).not.toBe(200);
  });

  it('a pending card payment is kept, and still expires after the restart, its cashback coming back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-23T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const path = stateFile();
    const first = await appOn(path, {
      pendingPaymentMinutes: 30,
      publicUrl: 'http://127.0.0.1:3701',
    });
    const auth = await loginHeader(first, DEFAULT);
    const before = await cashback(first, auth);
    const order = orderFor({
      items: [{ no: 1008 }],
      options: { PMNo: 1 },
      mobile: '7000001',
      cashback: 50,
    });
    const res = await call(first, DEFAULT, 'POST', '/api/shop/GetWipayUrl', order, auth);
    expect(res.json()).toMatchObject({ success: true });
    await closeApp(first);
    expect(readState(path).orders.at(-1)).toMatchObject({ status: 'pending-payment' });

    const second = await appOn(path, { pendingPaymentMinutes: 30 });
    const auth2 = await loginHeader(second, DEFAULT);
    expect(await cashback(second, auth2)).toBe(before - 50);
    vi.setSystemTime(start + 31 * MINUTE);
    expect(await cashback(second, auth2)).toBe(before);
    await second.stateFile!.flush();
    expect(readState(path).orders.at(-1)).toMatchObject({ status: 'expired' });
  });
});
