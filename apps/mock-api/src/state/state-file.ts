import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { OrderSchema, ReviewSchema } from '@trini/domain';
import { z } from 'zod';
import type { MockState } from './mock-state.js';
import type { SeedData } from '../seed/types.js';
import type { DataInfo } from '../snapshot/served-data.js';
import { DATA_MODES } from '../snapshot/snapshot-seed.js';

/**
 * The state file: what the default session's requests changed, as JSON, so a restarted mock
 * serves it again. The catalogue, categories, lists, coupons, shops and cities come from the data
 * the mock serves (seed or snapshot); the file holds only what requests change:
 *
 * ```
 * { "format": "trini-mock-state", "version": 1,
 *   "data":      { mode, seed, recordedAt?, target? }   the data the state belongs to
 *   "counters":  { nextOrderNo, nextCustomerNo, nextRmaNo }
 *   "customers": every customer, seeded and registered (password hashes as stored, cashback left)
 *   "orders":    every stored order (seeded past purchases, placed, pending and ended card orders)
 *   "payments":  [{ OrderNo, transactionId, received }]  card payments the payment page reported
 *   "reviews":   [{ ProductNo, Rating, ProductReviewList }]  products whose reviews changed }
 * ```
 */

/** The `format` every state file carries; a JSON file without it is someone else's. */
export const STATE_FORMAT = 'trini-mock-state';

/** The layout version this mock writes and reads. */
export const STATE_VERSION = 1;

/** Bounds of a state file: a larger one is neither read nor written. */
export const STATE_LIMITS = {
  /** Largest file, bytes (64 MiB). */
  FILE_BYTES: 64 * 1024 * 1024,
  /** Most customers. */
  CUSTOMERS: 100_000,
  /** Most stored orders (the store keeps at most MAX_STORED_ORDERS). */
  ORDERS: 100_000,
  /** Most products with changed reviews. */
  PRODUCTS: 20_000,
  /** Most reviews of one product (saveproductreview keeps the newest MAX_PRODUCT_REVIEWS). */
  REVIEWS: 2_000,
  /** Longest text of any field, characters. */
  TEXT: 10_000,
} as const;

/** A state file that cannot be used: its message names the file and the problem, in one line. */
export class StateFileError extends Error {
  /** @param file the state file's absolute path */
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`State file ${file}: ${problem}. It was left as it is: fix it or move it away.`);
    this.name = 'StateFileError';
  }
}

const text = z.string().max(STATE_LIMITS.TEXT);
const count = z.number().int().positive();

const CustomerSchema = z.object({
  CustomerNo: count,
  CustomerName: text,
  Mobile1: text,
  EmailID: text,
  Address: text,
  CountryCode: text,
  PasswordHash: z.string().regex(/^scrypt\$[0-9a-f]{1,128}\$[0-9a-f]{1,256}$/, 'not a scrypt hash'),
  TotalCashback: z.number().finite().nonnegative(),
  CouponCode: text.optional(),
  TokenVersion: z.number().int().nonnegative().optional(),
});

const StoredOrderSchema = z.object({
  OrderNo: count,
  InvoiceBillNumber: text,
  OrderDate: text,
  status: z.enum(['placed', 'pending-payment', 'paid', 'declined', 'cancelled', 'expired']),
  order: OrderSchema,
  CustomerNo: count.nullable(),
  paymentExpiresAt: z.number().finite().optional(),
  paymentId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/)
    .optional(),
});

const StoredReviewSchema = z.object({
  ...ReviewSchema.shape,
  CustomerName: text,
  ReviewTitle: text,
  Comments: text,
  CustomerMobile: text,
});

/** The state file's schema (see the layout above). */
export const StateFileSchema = z.object({
  format: z.literal(STATE_FORMAT),
  version: z.literal(STATE_VERSION),
  data: z.object({
    mode: z.enum(['seed', ...DATA_MODES]),
    seed: z.number().int(),
    recordedAt: text.optional(),
    target: text.optional(),
  }),
  counters: z.object({ nextOrderNo: count, nextCustomerNo: count, nextRmaNo: count }),
  customers: z.array(CustomerSchema).max(STATE_LIMITS.CUSTOMERS),
  orders: z.array(StoredOrderSchema).max(STATE_LIMITS.ORDERS),
  payments: z
    .array(z.object({ OrderNo: count, transactionId: text, received: z.boolean() }))
    .max(STATE_LIMITS.ORDERS),
  reviews: z
    .array(
      z.object({
        ProductNo: count,
        Rating: z.number().min(0).max(5),
        ProductReviewList: z.array(StoredReviewSchema).max(STATE_LIMITS.REVIEWS),
      }),
    )
    .max(STATE_LIMITS.PRODUCTS),
});

/** A state file's content. */
export type StateFile = z.infer<typeof StateFileSchema>;

/** The data a state belongs to, as the file records it. */
type StateData = StateFile['data'];

/** The part of DataInfo that identifies the data (not where its folder happens to be). */
function dataOf(info: DataInfo): StateData {
  return {
    mode: info.mode,
    seed: info.seed,
    ...(info.recordedAt === undefined ? {} : { recordedAt: info.recordedAt }),
    ...(info.target === undefined ? {} : { target: info.target }),
  };
}

/** 'seed 20241' or 'the snapshot of https://shop.example recorded 2024-…' (over seed N). */
function describe(data: StateData): string {
  if (data.mode === 'seed') return `seed ${data.seed}`;
  return `the snapshot of ${data.target ?? '?'} recorded ${data.recordedAt ?? '?'} (${data.mode}, seed ${data.seed})`;
}

/** True when both name the same data. */
function sameData(a: StateData, b: StateData): boolean {
  return (
    a.mode === b.mode && a.seed === b.seed && a.recordedAt === b.recordedAt && a.target === b.target
  );
}

/** The reviews of a product for the comparison: their count and the newest one's JSON. */
function reviewsMark(list: readonly unknown[]): string {
  return `${list.length}:${JSON.stringify(list[0] ?? null)}`;
}

/**
 * What `state` (served from `base`, described by `info`) holds that requests change, as a state
 * file's content: customers, orders, card payments, counters, and the reviews and Rating of each
 * product whose reviews are no longer the base's (saveproductreview puts a new review first).
 * Products no longer in `base` (fixtures) are left out. Never includes the answer cache.
 * Throws when the state holds more than STATE_LIMITS allows (a file that would not load again).
 */
export function stateToFile(state: MockState, base: SeedData, info: DataInfo): StateFile {
  const baseReviews = new Map(
    base.products.map((p) => [p.ProductNo, reviewsMark(p.ProductReviewList)]),
  );
  const over = (
    [
      ['customers', state.customers.length, STATE_LIMITS.CUSTOMERS],
      ['orders', state.orders.length, STATE_LIMITS.ORDERS],
      ['card payments', state.payments.size, STATE_LIMITS.ORDERS],
    ] as const
  ).find(([, n, max]) => n > max);
  if (over) throw new Error(`the state holds ${over[1]} ${over[0]}, over the bound of ${over[2]}`);
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    data: dataOf(info),
    counters: {
      nextOrderNo: state.nextOrderNo,
      nextCustomerNo: state.nextCustomerNo,
      nextRmaNo: state.nextRmaNo,
    },
    customers: state.customers,
    orders: state.orders,
    payments: [...state.payments].map(([OrderNo, p]) => ({ OrderNo, ...p })),
    reviews: state.products
      .filter((p) => {
        const was = baseReviews.get(p.ProductNo);
        return was !== undefined && was !== reviewsMark(p.ProductReviewList);
      })
      .map((p) => ({
        ProductNo: p.ProductNo,
        Rating: p.Rating,
        ProductReviewList: p.ProductReviewList as StateFile['reviews'][number]['ProductReviewList'],
      })),
  };
}

/** A state file's text: compact JSON and a final newline (it is rewritten often). */
export function stateText(file: StateFile): string {
  return `${JSON.stringify(file)}\n`;
}

/** The first zod issue as `path: message`. */
function issueText(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') || '(whole)';
  return `${path}: ${issue?.message ?? 'invalid'}`;
}

/**
 * Reads and validates the state file at `path`: its content, or undefined when there is no file.
 * Throws a StateFileError naming the file when it cannot be read, is over
 * STATE_LIMITS.FILE_BYTES, is not JSON, is not a mock state file (no `format`
 * 'trini-mock-state'), is of another version, or breaks the schema (the zod path of the first
 * problem). It never writes the file.
 */
export async function readStateFile(path: string): Promise<StateFile | undefined> {
  const file = resolve(path);
  let size: number;
  try {
    const stats = await stat(file);
    if (!stats.isFile()) throw new StateFileError(file, 'not a file');
    size = stats.size;
  } catch (error) {
    if (error instanceof StateFileError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StateFileError(file, `cannot be read (${(error as Error).message})`);
  }
  if (size > STATE_LIMITS.FILE_BYTES)
    throw new StateFileError(file, `larger than ${STATE_LIMITS.FILE_BYTES} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new StateFileError(file, `not JSON (${(error as Error).message})`);
  }
  const format = (value as { format?: unknown } | null)?.format;
  if (format !== STATE_FORMAT)
    throw new StateFileError(file, `not a mock state file (no "format": "${STATE_FORMAT}")`);
  const version = (value as { version?: unknown }).version;
  if (version !== STATE_VERSION)
    throw new StateFileError(
      file,
      `version ${JSON.stringify(version)}, and this mock reads version ${STATE_VERSION}`,
    );
  const parsed = StateFileSchema.safeParse(value);
  if (!parsed.success) throw new StateFileError(file, issueText(parsed.error));
  return parsed.data;
}

/**
 * Puts a state file's content into `state` (a fresh state of the data `info` describes):
 * customers, orders, card payments and counters replaced, the saved reviews and Rating set on
 * the products still served, the answer cache emptied. Throws a StateFileError naming `path` when
 * the file belongs to other data (another seed or snapshot).
 */
export function applyStateFile(
  state: MockState,
  saved: StateFile,
  info: DataInfo,
  path: string,
): void {
  const served = dataOf(info);
  if (!sameData(saved.data, served))
    throw new StateFileError(
      resolve(path),
      `written for ${describe(saved.data)}, but this mock serves ${describe(served)}; start it with that data, or move the file away to start over`,
    );
  state.customers = saved.customers;
  state.orders = saved.orders;
  state.payments = new Map(
    saved.payments.map(({ OrderNo, transactionId, received }) => [
      OrderNo,
      { transactionId, received },
    ]),
  );
  state.nextOrderNo = saved.counters.nextOrderNo;
  state.nextCustomerNo = saved.counters.nextCustomerNo;
  state.nextRmaNo = saved.counters.nextRmaNo;
  for (const { ProductNo, Rating, ProductReviewList } of saved.reviews) {
    const product = state.productIndex.get(ProductNo);
    if (!product) continue;
    product.ProductReviewList = ProductReviewList;
    product.Rating = Rating;
  }
  state.cache.clear();
}
