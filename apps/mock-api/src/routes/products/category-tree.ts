import { contracts } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';

/**
 * GET /api/store/getproductcategorylist — the whole category tree (roots with nested
 * SubCategories). MaxRecords is accepted but does not cut the tree. spec: shopping.md §7
 */
export async function categoryTreeRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, contracts.getCategoryTree, async (request) => ({
    status: 200,
    body: request.mock.state.categories,
  }));
}
