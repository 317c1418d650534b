import { noteSnapshotLacks } from '../../lib/snapshot-note.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * GET /api/Trini/GetCityList — every delivery city, town and borough of Trinidad and of Tobago.
 * Serving a snapshot without cities, `[]` says so in `x-mock-note`. spec: ordering.md §4 direct order, §7
 */
export const getCityList: ContractHandlerEntry<'getCityList'> = {
  handler: async (request, reply) => {
    const cities = request.mock.state.cities;
    if (cities.length === 0) noteSnapshotLacks(request, reply, 'city list');
    return { status: 200, body: cities };
  },
};
