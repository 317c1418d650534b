import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * GET /api/store/getproductcategorylist — the whole category tree (roots with nested
 * SubCategories). MaxRecords is accepted but does not cut the tree. spec: shopping.md §7
 */
export const getCategoryTree: ContractHandlerEntry<'getCategoryTree'> = {
  handler: async (request) => ({ status: 200, body: request.mock.state.categories }),
};
