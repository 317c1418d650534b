import { ORDER_DEFAULTS } from '@trini/domain';
import type { Shop } from '@trini/domain';

/** The shop an order goes to. */
export interface OrderShop {
  ShopNo: number;
  ShopName: string;
}

/** The default shop: 9 'Online Store'. spec: ordering.md §9 order defaults */
export const DEFAULT_SHOP: OrderShop = {
  ShopNo: ORDER_DEFAULTS.ShopNo,
  ShopName: ORDER_DEFAULTS.ShopName,
};

/**
 * The direct order's shop: the looked-up shop when the route has a ShopNo and the lookup answered
 * a ShopName; on a missing or invalid ShopNo, a failed lookup or a missing ShopName the shop
 * selection is cleared and the default shop (9 'Online Store') is used.
 * spec: ordering.md §4 direct order, §8 shop lookup failure
 */
export function resolveShop(
  routeShopNo: number | null,
  lookup: Shop | undefined,
  failed: boolean,
): OrderShop {
  if (routeShopNo === null || failed || !lookup) return DEFAULT_SHOP;
  const name = lookup.ShopName?.trim();
  if (!name) return DEFAULT_SHOP;
  return { ShopNo: lookup.ShopNo, ShopName: name };
}
