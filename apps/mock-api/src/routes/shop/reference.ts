import { contracts } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';

/**
 * GET /api/Trini/GetCityList (every delivery city) and GET /api/Shop/GetShop (`{ ShopNo, ShopName }`,
 * or `{ ShopNo }` alone for an unknown shop). spec: ordering.md §4 direct order, §7
 */
export async function shopRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, contracts.getCityList, async (request) => ({
    status: 200,
    body: request.mock.state.cities,
  }));
  contractRoute(app, contracts.getShop, async (request) => {
    const { ShopNo } = request.query;
    const shop = request.mock.state.shops.find((s) => s.ShopNo === ShopNo);
    return { status: 200, body: shop ? { ShopNo, ShopName: shop.ShopName } : { ShopNo } };
  });
}
