import { noteSnapshotLacks } from '../../lib/snapshot-note.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * GET /api/store/getproductcategorylist — the whole category tree (roots with nested
 * SubCategories). MaxRecords is accepted but does not cut the tree. Serving a snapshot without a
 * tree, `[]` says so in `x-mock-note`. spec: shopping.md §7
 */
export const getCategoryTree: ContractHandlerEntry<'getCategoryTree'> = {
  handler: async (request, reply) => {
    const tree = request.mock.state.categories;
    if (tree.length === 0) noteSnapshotLacks(request, reply, 'category tree');
    return { status: 200, body: tree };
  },
};
