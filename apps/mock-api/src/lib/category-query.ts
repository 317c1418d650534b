import type { CategoryProductsQuery, ProductDetail, SortChoice } from '@trini/domain';
import { page } from './catalogue.js';

const byName = (a: ProductDetail, b: ProductDetail) =>
  a.ProductName.localeCompare(b.ProductName, 'en') || a.ProductNo - b.ProductNo;
const byPrice = (a: ProductDetail, b: ProductDetail) =>
  a.SalesPrice - b.SalesPrice || a.ProductNo - b.ProductNo;

/** Orders of the Sort By choices; 'default' keeps the catalogue's order. Ties go by ProductNo. */
const ORDERS: Record<SortChoice, ((a: ProductDetail, b: ProductDetail) => number) | null> = {
  default: null,
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'price-asc': byPrice,
  'price-desc': (a, b) => b.SalesPrice - a.SalesPrice || a.ProductNo - b.ProductNo,
};

/** One page of a category's products after its filters and sort, and the figures of the whole. */
export interface CategoryPage {
  /** The products of page PageNo (MaxRecords of them at most). */
  products: ProductDetail[];
  /** How many products pass the filters, over all pages. */
  total: number;
  /** The highest SalesPrice of the whole category before filtering, TT$ (0 when empty). */
  highest: number;
}

/**
 * Applies the category call's extensions to the category's products, in this order:
 * availability ('in': not IsSoldOut, 'out': IsSoldOut), price range on SalesPrice (MinPrice ≤
 * price ≤ MaxPrice, TT$), sort (ties by ProductNo, so pages never overlap), then the page
 * (PageNo from 1, MaxRecords per page; a page past the end is empty). Pure.
 */
export function categoryPage(
  products: readonly ProductDetail[],
  q: CategoryProductsQuery,
): CategoryPage {
  const highest = products.reduce((m, p) => Math.max(m, p.SalesPrice), 0);
  const matching = products.filter(
    (p) =>
      (q.Availability === undefined || (q.Availability === 'out') === (p.IsSoldOut === true)) &&
      (q.MinPrice === undefined || p.SalesPrice >= q.MinPrice) &&
      (q.MaxPrice === undefined || p.SalesPrice <= q.MaxPrice),
  );
  const order = ORDERS[q.SortBy ?? 'default'];
  const sorted = order ? [...matching].sort(order) : matching;
  return { products: page(sorted, q.PageNo ?? 1, q.MaxRecords), total: matching.length, highest };
}
