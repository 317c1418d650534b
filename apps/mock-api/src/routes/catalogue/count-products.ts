import { noteSnapshotLacks } from '../../lib/snapshot-note.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import { searchMatches } from './get-products.js';

/**
 * GET /api/trini/GetProductsCount — extension: `{ TotalRecords }`, how many products
 * the same search of GetProducts (SearchText and/or BannerNo) matches over all its pages; without
 * a search, how many products the home page pages through. Serving a snapshot, 0 says in
 * `x-mock-note` that it lacks matching products.
 */
export const countProducts: ContractHandlerEntry<'countProducts'> = {
  handler: async (request, reply) => {
    const state = request.mock.state;
    const matches = searchMatches(state, request.query);
    const total = matches ? matches.length : state.homePageProductNos.length;
    if (total === 0)
      noteSnapshotLacks(request, reply, matches ? 'product matching this search' : 'home list');
    return { status: 200, body: { TotalRecords: total } };
  },
};
