import type { Shop } from '@trini/domain';
import { ORDER_DEFAULTS } from '@trini/domain';
import type { StoredCoupon } from './types.js';

/** The shops: ShopNo 9 'Online Store' (the default) and four outlets. spec: ordering.md §3 Shop */
export function buildShops(): Shop[] {
  return [
    { ShopNo: 1, ShopName: 'Port of Spain Outlet' },
    { ShopNo: 2, ShopName: 'San Fernando Outlet' },
    { ShopNo: 3, ShopName: 'Chaguanas Outlet' },
    { ShopNo: 4, ShopName: 'Scarborough Outlet' },
    { ShopNo: ORDER_DEFAULTS.ShopNo, ShopName: ORDER_DEFAULTS.ShopName },
  ];
}

/** The coupons: SAVE10, SAVE25, TRINI5 and the expired EXPIRED20 (percent off). */
export function buildCoupons(): StoredCoupon[] {
  return [
    { CouponCode: 'SAVE10', CouponDiscPercent: 10, expired: false },
    { CouponCode: 'SAVE25', CouponDiscPercent: 25, expired: false },
    { CouponCode: 'TRINI5', CouponDiscPercent: 5, expired: false },
    { CouponCode: 'EXPIRED20', CouponDiscPercent: 20, expired: true },
  ];
}
