import type { FastifyInstance } from 'fastify';
import { categoryProductsRoute } from './category-products.js';
import { categoryTreeRoute } from './category-tree.js';
import { designPageRoute } from './design-page.js';
import { getProductsRoute } from './get-products.js';
import { loadProductRoute } from './load-product.js';

/** Catalogue routes: GetProducts, loadproduct, category products and tree, design pages. spec: shopping.md §7 */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  await getProductsRoute(app);
  await loadProductRoute(app);
  await categoryProductsRoute(app);
  await categoryTreeRoute(app);
  await designPageRoute(app);
}
