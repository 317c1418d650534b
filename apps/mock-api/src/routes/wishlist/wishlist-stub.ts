import { contracts } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';

/**
 * The wishlist stubs: POST /api/ (empty body) answers `{ success: true, msg: '' }` and
 * GET /api/?MaxRecords=15 an empty list; nothing is stored. spec: shopping.md §2 wishlist, §7
 */
export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, contracts.wishlistAdd, async () => ({
    status: 200,
    body: { success: true, msg: '' },
  }));
  contractRoute(app, contracts.wishlistList, async () => ({ status: 200, body: [] }));
}
