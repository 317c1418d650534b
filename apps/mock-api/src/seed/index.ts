import { buildCities } from './cities.js';
import { buildCustomers } from './customers.js';
import { buildCategoryTree } from './layout.js';
import { buildLists } from './lists.js';
import { buildOrders } from './orders.js';
import { buildProducts } from './products.js';
import { buildCoupons, buildShops } from './reference.js';
import type { SeedData } from './types.js';

/** The default seed number (the server reads SEED from the environment and passes it here). */
export const DEFAULT_SEED = 20241;

const cache = new Map<number, SeedData>();

function generate(seed: number): SeedData {
  const products = buildProducts(seed);
  const cities = buildCities();
  const customers = buildCustomers(seed);
  const kavita = customers[0];
  if (!kavita) throw new Error('seed has no customer 1');
  return {
    products,
    categories: buildCategoryTree(),
    ...buildLists(seed, products),
    coupons: buildCoupons(),
    cities,
    shops: buildShops(),
    customers,
    orders: buildOrders(seed, products, kavita, cities),
  };
}

/**
 * Creates the mock API's data deterministically from a seed number: the same seed gives
 * deep-equal data, a different seed different prices, flags, reviews and orders (names,
 * ProductNos, categories, cities, fixtures 1001-1008 and the customers' logins never change).
 * Returns a fresh deep copy on every call (generation is memoised per seed), so callers may
 * mutate it freely.
 * @param seed any integer (low 32 bits used); default 20241
 */
export function createSeed(seed: number = DEFAULT_SEED): SeedData {
  let data = cache.get(seed);
  if (!data) {
    data = generate(seed);
    if (cache.size >= 8) cache.delete(cache.keys().next().value!);
    cache.set(seed, data);
  }
  return structuredClone(data);
}
