import { contracts } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { searchMatches } from './get-products.js';

/**
 * GET /api/trini/GetProductsCount — extension (issue 14 §1): `{ TotalRecords }`, how many products
 * the same search of GetProducts (SearchText and/or BannerNo) matches over all its pages; without
 * a search, how many products the home page pages through.
 */
export async function countProductsRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, contracts.countProducts, async (request) => {
    const state = request.mock.state;
    const matches = searchMatches(state, request.query);
    return {
      status: 200,
      body: { TotalRecords: matches ? matches.length : state.homePageProductNos.length },
    };
  });
}
