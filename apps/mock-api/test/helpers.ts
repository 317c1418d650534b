import {
  addItem,
  buildOrder,
  emptyCart,
  setCashback,
  setDeliveryCountry,
  applyCoupon,
} from '@trini/domain';
import type {
  CallAnswer,
  ContractName,
  contracts,
  Order,
  OrderOptions,
  ProductDetail,
} from '@trini/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { createSeed } from '../src/seed/index.js';
import type { JournalEntry } from '../src/plugins/journal.js';
import type { PlacedOrder } from '../src/routes/mock-control/mock-control.js';
import type { Settings } from '../src/settings.js';

/**
 * Builds a ready app for tests (request logging off). Rate limits are OFF unless `options` gives
 * `rateLimits` (e.g. `{}` for the defaults): every injected request comes from 127.0.0.1, so one
 * suite's logins would share one address's allowance. test/routes/rate-limits.test.ts
 * enforces them.
 */
export function build(
  overrides: Partial<Settings> = {},
  options: AppOptions = {},
): Promise<FastifyInstance> {
  return buildApp({ logRequests: false, ...overrides }, { rateLimits: false, ...options });
}

let sessionCounter = 0;
/** A fresh x-mock-session id (each test gets its own isolated state). */
export function newSession(): string {
  sessionCounter += 1;
  return `test-${process.pid}-${sessionCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

const seed = createSeed();
/** A seeded product by number (throws when missing). */
export function seedProduct(no: number): ProductDetail {
  const product = seed.products.find((p) => p.ProductNo === no);
  if (!product) throw new Error(`no seed product ${no}`);
  return product;
}

/** What an order built by `orderFor` contains. */
export interface OrderSpec {
  items: { no: number; qty?: number }[];
  country?: 1 | 2;
  coupon?: { code: string; percent: number };
  cashback?: number;
  mobile?: string;
  name?: string;
  options?: OrderOptions;
}

/** A correct order (totals computed by the domain cart engine from seed prices). */
export function orderFor(spec: OrderSpec): Order {
  let cart = setDeliveryCountry(emptyCart(), spec.country ?? 1);
  for (const item of spec.items) cart = addItem(cart, seedProduct(item.no), item.qty ?? 1);
  if (spec.coupon) cart = applyCoupon(cart, spec.coupon.code, spec.coupon.percent);
  if (spec.cashback) cart = setCashback(cart, spec.cashback);
  return buildOrder(
    cart,
    {
      CustomerMobile: spec.mobile ?? '7000002',
      CustomerName: spec.name ?? 'Test Shopper',
      EmailID: 'test@example.com',
    },
    spec.options,
  );
}

/** Contract `N`'s 200 answer, to type an injected answer's body: `res.json<Answer<'saveOrder'>>()`. */
export type Answer<N extends ContractName> = CallAnswer<(typeof contracts)[N]>;

/** GET /__mock/requests: the session's journal (`count` counts every match, `limit` or not). */
export interface JournalAnswer {
  session: string;
  count: number;
  requests: JournalEntry[];
}

/** GET /__mock/orders: the orders placed in the session, oldest first. */
export interface OrdersAnswer {
  session: string;
  count: number;
  orders: PlacedOrder[];
}

/** Injects a JSON request in a session. */
export function call(
  app: FastifyInstance,
  session: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { 'x-mock-session': session, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** Logs a seeded customer in and answers the bearer header. */
export async function loginHeader(
  app: FastifyInstance,
  session: string,
  mobile = '7000001',
  password = 'password1',
) {
  const res = await call(app, session, 'POST', '/api/Auth/CLogin', {
    Mobile: mobile,
    Password: password,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { authorization: `Bearer ${res.json<{ Token: string }>().Token}` };
}

/** A valid return request (POST /api/customer/returnrequest) of Kavita's seeded order 100001. */
export const RETURN_REQUEST = {
  FirstName: 'K',
  LastName: 'P',
  EmailID: 'k@p.co',
  Telephone: '7000001',
  OrderId: '100001',
  OrderDate: '2026-01-01',
  ProductName: 'Thing',
  ProductCode: 'X1',
  Quantity: 1,
  ReturnReason: 1,
  ProductOpened: 0,
  Details: '',
  AgreeTerms: true,
};
