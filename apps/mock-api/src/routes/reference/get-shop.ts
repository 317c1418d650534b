import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * GET /api/Shop/GetShop — `{ ShopNo, ShopName }`, or `{ ShopNo }` alone for an unknown shop.
 * spec: ordering.md §4 direct order, §7
 */
export const getShop: ContractHandlerEntry<'getShop'> = {
  handler: async (request) => {
    const { ShopNo } = request.query;
    const shop = request.mock.state.shops.find((s) => s.ShopNo === ShopNo);
    return { status: 200, body: shop ? { ShopNo, ShopName: shop.ShopName } : { ShopNo } };
  },
};
