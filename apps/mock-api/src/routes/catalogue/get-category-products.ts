import { categoryAndDescendants, findCategory, toListItem } from '../../lib/catalogue.js';
import { categoryPage } from '../../lib/category-query.js';
import { noteSnapshotLacks } from '../../lib/snapshot-note.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * GET /api/Product/GetProducts — `{ ProductList, TotalRecords, HighestPrice }` of a category and
 * its sub-categories: MaxRecords per page, with the documented extensions PageNo, SortBy,
 * MinPrice, MaxPrice and Availability (see categoryPage); without them, the spec's first
 * MaxRecords in catalogue order. An unknown CategoryNo answers an empty list. Serving a snapshot,
 * an unknown category or one without products says so in `x-mock-note`.
 * spec: shopping.md §7
 */
export const getCategoryProducts: ContractHandlerEntry<'getCategoryProducts'> = {
  handler: async (request, reply) => {
    const state = request.mock.state;
    const { CategoryNo } = request.query;
    const node = findCategory(state.categories, CategoryNo);
    if (!node) {
      noteSnapshotLacks(request, reply, `category ${CategoryNo}`);
      return { status: 200, body: { ProductList: [], TotalRecords: 0, HighestPrice: 0 } };
    }
    const nos = categoryAndDescendants(node);
    const inCategory = state.products.filter(
      (p) => p.ProductCategoryNo !== undefined && nos.has(p.ProductCategoryNo),
    );
    if (inCategory.length === 0)
      noteSnapshotLacks(request, reply, `product of category ${CategoryNo}`);
    const { products, total, highest } = categoryPage(inCategory, request.query);
    return {
      status: 200,
      body: { ProductList: products.map(toListItem), TotalRecords: total, HighestPrice: highest },
    };
  },
};
