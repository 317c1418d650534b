import type { FastifyInstance } from 'fastify';
import { categoryProductsRoute } from './category-products.js';
import { categoryTreeRoute } from './category-tree.js';
import { countProductsRoute } from './count-products.js';
import { designPageRoute } from './design-page.js';
import { getProductsRoute } from './get-products.js';
import { loadProductRoute } from './load-product.js';

/**
 * Catalogue routes: GetProducts (and its count, an extension), loadproduct, category products and
 * tree, design pages. spec: shopping.md §7
 */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  await getProductsRoute(app);
  await countProductsRoute(app);
  await loadProductRoute(app);
  await categoryProductsRoute(app);
  await categoryTreeRoute(app);
  await designPageRoute(app);
}
