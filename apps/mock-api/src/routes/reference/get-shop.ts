import { noteSnapshotLacks } from '../../lib/snapshot-note.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * GET /api/Shop/GetShop — `{ ShopNo, ShopName }`, or `{ ShopNo }` alone for an unknown shop.
 * Serving a snapshot, an unknown shop says so in `x-mock-note`. spec: ordering.md §4 direct order, §7
 */
export const getShop: ContractHandlerEntry<'getShop'> = {
  handler: async (request, reply) => {
    const { ShopNo } = request.query;
    const shop = request.mock.state.shops.find((s) => s.ShopNo === ShopNo);
    if (!shop) noteSnapshotLacks(request, reply, `shop ${ShopNo}`);
    return { status: 200, body: shop ? { ShopNo, ShopName: shop.ShopName } : { ShopNo } };
  },
};
