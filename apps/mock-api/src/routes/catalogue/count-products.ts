import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import { searchMatches } from './get-products.js';

/**
 * GET /api/trini/GetProductsCount — extension (issue 14 §1): `{ TotalRecords }`, how many products
 * the same search of GetProducts (SearchText and/or BannerNo) matches over all its pages; without
 * a search, how many products the home page pages through.
 */
export const countProducts: ContractHandlerEntry<'countProducts'> = {
  handler: async (request) => {
    const state = request.mock.state;
    const matches = searchMatches(state, request.query);
    return {
      status: 200,
      body: { TotalRecords: matches ? matches.length : state.homePageProductNos.length },
    };
  },
};
