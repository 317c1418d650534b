import { contracts } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { categoryAndDescendants, findCategory, toListItem } from '../../lib/catalogue.js';
import { contractRoute } from '../../plugins/contract-route.js';

/**
 * GET /api/Product/GetProducts — `{ ProductList }` of a category and its sub-categories, capped by
 * MaxRecords; an unknown CategoryNo answers an empty list. spec: shopping.md §7
 */
export async function categoryProductsRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, contracts.getCategoryProducts, async (request) => {
    const state = request.mock.state;
    const node = findCategory(state.categories, request.query.CategoryNo);
    if (!node) return { status: 200, body: { ProductList: [] } };
    const nos = categoryAndDescendants(node);
    const list = state.products
      .filter((p) => p.ProductCategoryNo !== undefined && nos.has(p.ProductCategoryNo))
      .slice(0, request.query.MaxRecords)
      .map(toListItem);
    return { status: 200, body: { ProductList: list } };
  });
}
