import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * The wishlist stub POST /api/ (empty body): answers `{ success: true, msg: '' }`; nothing is
 * stored. spec: shopping.md §2 wishlist, §7
 */
export const wishlistAdd: ContractHandlerEntry<'wishlistAdd'> = {
  handler: async () => ({ status: 200, body: { success: true, msg: '' } }),
};
