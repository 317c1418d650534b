import { contracts } from '@trini/domain';
import { noteSnapshotLacks } from '../../lib/snapshot-note.js';
import { cachedJson } from '../../state/mock-state.js';
import { encodeJson, type ContractHandlerEntry } from '../../plugins/contract-route.js';

const contract = contracts.loadProduct;

/**
 * GET /api/Product/loadproduct — the product with its reviews (most recent first) when
 * LoadReviews=true, else with an empty ProductReviewList; 404 `{ msg }` for an unknown ProductNo.
 * Serving a snapshot, the 404 says in `x-mock-note` that it lacks the product. spec: shopping.md §7
 */
export const loadProduct: ContractHandlerEntry<'loadProduct'> = {
  handler: async (request, reply) => {
    const state = request.mock.state;
    const { ProductNo, LoadReviews } = request.query;
    const product = state.productIndex.get(ProductNo);
    if (!product) {
      noteSnapshotLacks(request, reply, `product ${ProductNo}`);
      return { status: 404, body: { msg: `Product ${ProductNo} was not found.` } };
    }
    const key = `loadProduct:${ProductNo}:${LoadReviews ? 1 : 0}`;
    const raw = cachedJson(state, key, () =>
      encodeJson(
        contract.responses[200],
        LoadReviews ? product : { ...product, ProductReviewList: [] },
      ),
    );
    return { status: 200, raw };
  },
  cacheByUrl: true,
};
