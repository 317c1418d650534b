import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * GET /api/Trini/GetCityList — every delivery city, town and borough of Trinidad and of Tobago.
 * spec: ordering.md §4 direct order, §7
 */
export const getCityList: ContractHandlerEntry<'getCityList'> = {
  handler: async (request) => ({ status: 200, body: request.mock.state.cities }),
};
