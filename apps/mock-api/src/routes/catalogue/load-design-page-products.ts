import { productsByNos } from '../../lib/catalogue.js';
import { noteSnapshotLacks } from '../../lib/snapshot-note.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * GET /api/design/LoadDesignPageProducts — NewArrivalList and Sections of design page PageNo
 * (2 category/product, 3 cart), lists capped by MaxRecords; an unknown page answers empty lists
 * (serving a snapshot, with an `x-mock-note` saying it lacks the page). spec: shopping.md §7
 */
export const loadDesignPageProducts: ContractHandlerEntry<'loadDesignPageProducts'> = {
  handler: async (request, reply) => {
    const state = request.mock.state;
    const { PageNo, MaxRecords } = request.query;
    const design = state.designPages[PageNo];
    if (!design) {
      noteSnapshotLacks(request, reply, `design page ${PageNo}`);
      return { status: 200, body: { NewArrivalList: [], Sections: [] } };
    }
    return {
      status: 200,
      body: {
        NewArrivalList: productsByNos(state, design.NewArrivalList).slice(0, MaxRecords),
        Sections: design.Sections.map((s) => ({
          SectionName: s.SectionName,
          Products: productsByNos(state, s.ProductNos).slice(0, MaxRecords),
        })),
      },
    };
  },
};
