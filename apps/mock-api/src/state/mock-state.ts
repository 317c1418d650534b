import type { ProductDetail } from '@trini/domain';
import type { SeedData, StoredCustomer } from '../seed/types.js';

/*
 * The state of one mock session and the operations every route and lib module shares on it. The
 * sessions themselves (which state answers which request) are the store plugin's
 * (plugins/store.ts).
 */

/** A card payment's provider-side facts, by OrderNo. */
export interface PaymentRecord {
  /** Provider transaction id, e.g. 'TXN-1A2B3C4D'. */
  transactionId: string;
  /** The answer WipayReceive already gave (a return is honoured once). */
  received: boolean;
}

/**
 * The mutable state of one mock session: a deep copy of the seed plus counters, indexes and a
 * cache of serialized answers (cleared whenever products change).
 */
export interface MockState extends SeedData {
  /** ProductNo → product (the same objects as `products`). */
  productIndex: Map<number, ProductDetail>;
  /** Next OrderNo to hand out (numbers increase, never reused). */
  nextOrderNo: number;
  /** Next CustomerNo for registrations. */
  nextCustomerNo: number;
  /** Next RMA number of return requests. */
  nextRmaNo: number;
  /** Card payments by OrderNo. */
  payments: Map<number, PaymentRecord>;
  /** Serialized JSON answers by cache key; see `cachedJson`. */
  cache: Map<string, string>;
}

/** Builds a fresh state from a seed (deep-copied, so sessions never share objects). */
export function createState(seed: SeedData): MockState {
  const copy = structuredClone(seed);
  const maxOrder = copy.orders.reduce((m, o) => Math.max(m, o.OrderNo), 1000);
  const maxCustomer = copy.customers.reduce((m, c) => Math.max(m, c.CustomerNo), 0);
  return {
    ...copy,
    productIndex: new Map(copy.products.map((p) => [p.ProductNo, p])),
    nextOrderNo: maxOrder + 1,
    nextCustomerNo: maxCustomer + 1,
    nextRmaNo: 1,
    payments: new Map(),
    cache: new Map(),
  };
}

/** Finds a customer by 7-digit mobile, or undefined. */
export function findCustomer(state: MockState, mobile: string): StoredCustomer | undefined {
  return state.customers.find((c) => c.Mobile1 === mobile);
}

/**
 * Returns the cached serialized JSON under `key`, computing it with `compute` on a miss.
 * Callers must clear `state.cache` when what they cache changes.
 */
export function cachedJson(state: MockState, key: string, compute: () => string): string {
  let hit = state.cache.get(key);
  if (hit === undefined) {
    hit = compute();
    rememberJson(state, key, hit);
  }
  return hit;
}

/** Most cached answers per session; the cache is emptied when full (bounded memory). */
export const CACHE_LIMIT = 2000;

/** Stores a serialized answer in the session cache (emptied first when it holds CACHE_LIMIT). */
export function rememberJson(state: MockState, key: string, json: string): void {
  if (state.cache.size >= CACHE_LIMIT) state.cache.clear();
  state.cache.set(key, json);
}
