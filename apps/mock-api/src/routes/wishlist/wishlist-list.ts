import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * The wishlist stub GET /api/?MaxRecords=15: answers an empty list (nothing is ever stored).
 * spec: shopping.md §2 wishlist, §7
 */
export const wishlistList: ContractHandlerEntry<'wishlistList'> = {
  handler: async () => ({ status: 200, body: [] }),
};
