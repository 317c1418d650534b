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
