import { describe, expect, it } from 'vitest';
import type { Contract } from './define.js';
import { contracts } from './index.js';

const entries: [string, Contract][] = Object.entries(contracts);

describe('API contracts (shopping.md §7, ordering.md §7)', () => {
  it('every call of both specs has a contract', () => {
    const calls = entries.map(([, c]) => `${c.method} ${c.path}`);
    for (const call of [
      'GET /api/trini/GetProducts',
      'GET /api/Product/loadproduct',
      'GET /api/Product/GetProducts',
      'GET /api/store/getproductcategorylist',
      'GET /api/design/LoadDesignPageProducts',
      'POST /api/trini/saveproductreview',
      'POST /api/shop/validatecoupon',
      'POST /api/',
      'GET /api/',
      'POST /api/Auth/CLogin',
      'POST /api/customer/register',
      'GET /api/Trini/GetCityList',
      'GET /api/Shop/GetShop',
      'POST /api/shop/SaveOrder',
      'POST /api/shop/GetWipayUrl',
      'POST /api/shop/WipayReceive',
      'GET /api/Common/LoadCustomerCashbackInfo',
      'GET /api/Common/LoadCustomerCashbackInfo2',
      'GET /api/Common/LoadCustomer',
    ]) {
      expect(calls).toContain(call);
    }
  });
  it('method and path are unique per contract, paths compared case-insensitively like the backend', () => {
    const keys = entries.map(([, c]) => `${c.method} ${c.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('every contract documents a 200 answer and a summary', () => {
    for (const [, c] of entries) {
      expect(c.responses[200]).toBeDefined();
      expect(c.summary.length).toBeGreaterThan(10);
    }
  });
  it('GET contracts take no body and POST contracts other than the wishlist stub take one', () => {
    for (const [name, c] of entries) {
      if (c.method === 'GET') expect(c.body, name).toBeUndefined();
      else if (name !== 'wishlistAdd') expect(c.body, name).toBeDefined();
    }
  });
  it('every contract names its docs tag, one spelling per group', () => {
    const tags = new Set(entries.map(([name, c]) => c.tag ?? `${name} has no tag`));
    expect([...tags].sort()).toEqual([
      'Cart & coupons',
      'Catalogue',
      'Customer',
      'Orders & payment',
      'Reference',
      'Wishlist',
    ]);
  });
  it('customer calls are marked as needing the bearer token', () => {
    expect(contracts.loadCustomer.auth).toBe('customer');
    expect(contracts.loadCustomerCashbackInfo.auth).toBe('customer');
  });
  it('query strings are coerced: GetProducts reads numbers and flags from text', () => {
    const q = contracts.getProducts.query.parse({
      MaxRecords: '15',
      HomePageProducts: '1',
      PageNo: '2',
    });
    expect(q).toMatchObject({ MaxRecords: 15, HomePageProducts: true, PageNo: 2 });
  });
});

/** Every string a schema accepts, by dotted path, with its maximum length (null when unbounded). */
function stringLimits(schema: unknown, path = ''): [string, number | null][] {
  const def = (schema as { _zod?: { def: SchemaDef } })._zod?.def;
  if (!def) return [];
  if (def.type === 'string') {
    const limits = (def.checks ?? []).flatMap(({ _zod: check }) =>
      check.def.check === 'max_length' && check.def.maximum !== undefined
        ? [check.def.maximum]
        : [],
    );
    return [[path, limits.length > 0 ? Math.min(...limits) : null]];
  }
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([k, v]) =>
      stringLimits(v, path ? `${path}.${k}` : k),
    );
  if (def.type === 'array') return stringLimits(def.element, `${path}[]`);
  if (def.type === 'union') return (def.options ?? []).flatMap((o) => stringLimits(o, path));
  if (def.type === 'pipe') return stringLimits(def.in, path);
  if (def.innerType) return stringLimits(def.innerType, path);
  return [];
}
/** The parts of a zod schema's definition the walk reads. */
interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  in?: unknown;
  options?: unknown[];
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}

describe('stored text has a length limit', () => {
  it('every string of every request body is bounded', () => {
    const unbounded = entries.flatMap(([name, c]) =>
      c.body
        ? stringLimits(c.body)
            .filter(([, max]) => max === null)
            .map(([p]) => `${name}.${p}`)
        : [],
    );
    expect(unbounded).toEqual([]);
  });
  it('a 12,012-character name is refused with a readable message', () => {
    const result = contracts.register.body.safeParse({
      CustomerName: 'n'.repeat(12_012),
      Mobile1: '7000009',
      EmailID: 'a@b.tt',
      NewPassword: 'secret1',
      ConfirmPassword: 'secret1',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('CustomerName must be at most 100 characters.');
  });
});
