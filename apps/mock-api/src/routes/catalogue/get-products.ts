import { contracts, type GetProductsQuery } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { page, productsByNos, searchProducts, toListItem } from '../../lib/catalogue.js';
import { noteSnapshotLacks } from '../../lib/snapshot-note.js';
import { cachedJson, type MockState } from '../../state/mock-state.js';
import { encodeJson, type ContractHandlerEntry } from '../../plugins/contract-route.js';

const contract = contracts.getProducts;

/**
 * The list GetProducts answers for a query, in this order of precedence: SimilarProductNo (same
 * category, itself excluded), BestSellers=1, NewProducts=1, a search (SearchText and/or BannerNo,
 * combined when both; paged by PageNo), else the home pages walking homePageProductNos by PageNo.
 * Every list is capped by MaxRecords. spec: shopping.md §7
 */
export function selectProducts(state: MockState, q: GetProductsQuery) {
  const max = q.MaxRecords;
  if (q.SimilarProductNo !== undefined) {
    const self = state.productIndex.get(q.SimilarProductNo);
    if (!self) return [];
    return state.products
      .filter(
        (p) => p.ProductNo !== self.ProductNo && p.ProductCategoryNo === self.ProductCategoryNo,
      )
      .slice(0, max)
      .map(toListItem);
  }
  if (q.BestSellers) return productsByNos(state, state.bestSellerProductNos).slice(0, max);
  if (q.NewProducts) return productsByNos(state, state.newProductNos).slice(0, max);
  const matches = searchMatches(state, q);
  if (matches) return page(matches, q.PageNo, max).map(toListItem);
  return productsByNos(state, page(state.homePageProductNos, q.PageNo, max));
}

/**
 * Every product a search matches (SearchText and/or BannerNo, combined when both), before paging;
 * null when the query is no search (neither given). spec: shopping.md §7 GetProducts SearchText
 */
export function searchMatches(
  state: MockState,
  q: Pick<GetProductsQuery, 'SearchText' | 'BannerNo'>,
): ProductDetail[] | null {
  const text = q.SearchText?.trim() ?? '';
  if (text === '' && q.BannerNo === undefined) return null;
  let base: ProductDetail[] = state.products;
  if (q.BannerNo !== undefined) {
    const nos = state.bannerProductNos[q.BannerNo] ?? [];
    base = nos
      .map((n) => state.productIndex.get(n))
      .filter((p): p is ProductDetail => p !== undefined);
  }
  return searchProducts(state, base, text);
}

/**
 * What an empty GetProducts answer lacks, for the `x-mock-note` of a snapshot: the
 * product of SimilarProductNo, the best-seller or new-products list, a search's matches, or the
 * home page PageNo.
 */
export function emptyListCause(state: MockState, q: GetProductsQuery): string {
  if (q.SimilarProductNo !== undefined)
    return `product ${q.SimilarProductNo} (similar products are those of its category)`;
  if (q.BestSellers) return 'best-seller list';
  if (q.NewProducts) return 'new-products list';
  if (searchMatches(state, q))
    return q.BannerNo === undefined
      ? 'product matching this search'
      : `product of banner ${q.BannerNo} matching this search`;
  return `home page ${q.PageNo} of ${q.MaxRecords} (its home list holds ${state.homePageProductNos.length} products)`;
}

/**
 * GET /api/trini/GetProducts — the list `selectProducts` picks; answers are cached per session
 * and query (cleared on review). Serving a snapshot, an empty list says in `x-mock-note` what the
 * snapshot lacks (see emptyListCause). spec: shopping.md §7
 */
export const getProducts: ContractHandlerEntry<'getProducts'> = {
  handler: async (request, reply) => {
    const state = request.mock.state;
    const key = `getProducts:${JSON.stringify(request.query)}`;
    const raw = cachedJson(state, key, () =>
      encodeJson(contract.responses[200], selectProducts(state, request.query)),
    );
    if (raw === '[]') noteSnapshotLacks(request, reply, emptyListCause(state, request.query));
    return { status: 200, raw };
  },
  cacheByUrl: true,
};
