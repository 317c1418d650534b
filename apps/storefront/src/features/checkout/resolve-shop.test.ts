// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP, resolveShop } from './resolve-shop';

describe('direct order shop (ordering.md §4 direct order, §8 shop lookup failure)', () => {
  it('uses the looked-up shop when it has a ShopName', () => {
    expect(resolveShop(2, { ShopNo: 2, ShopName: 'San Fernando Outlet' }, false)).toEqual({
      ShopNo: 2,
      ShopName: 'San Fernando Outlet',
    });
  });
  it("falls back to shop 9 'Online Store' on a missing ShopName, a failed lookup or no ShopNo", () => {
    expect(DEFAULT_SHOP).toEqual({ ShopNo: 9, ShopName: 'Online Store' });
    expect(resolveShop(77, { ShopNo: 77 }, false)).toEqual(DEFAULT_SHOP);
    expect(resolveShop(77, { ShopNo: 77, ShopName: '  ' }, false)).toEqual(DEFAULT_SHOP);
    expect(resolveShop(2, undefined, true)).toEqual(DEFAULT_SHOP);
    expect(resolveShop(null, { ShopNo: 2, ShopName: 'X' }, false)).toEqual(DEFAULT_SHOP);
  });
});
