import type { Category, Product, ProductDetail } from '@trini/domain';
import type { MockState } from '../state/mock-state.js';

/**
 * A product as listed (card): the detail without its reviews, description and gallery (the card
 * entity's ProductImageList defaults to empty; loadproduct answers them), which keeps lists small.
 * spec: shopping.md §3 Product (list item / card)
 */
export function toListItem(product: ProductDetail): Product {
  const { ProductReviewList: _reviews, ProductDescription: _description, ...item } = product;
  return { ...item, ProductImageList: [] };
}

/** The products of `nos` that exist, in that order, as list items. */
export function productsByNos(state: MockState, nos: readonly number[]): Product[] {
  const out: Product[] = [];
  for (const no of nos) {
    const product = state.productIndex.get(no);
    if (product) out.push(toListItem(product));
  }
  return out;
}

/** Finds a category node by number anywhere in the tree. */
export function findCategory(nodes: readonly Category[], no: number): Category | undefined {
  for (const node of nodes) {
    if (node.ProductCategoryNo === no) return node;
    const inner = findCategory(node.SubCategories, no);
    if (inner) return inner;
  }
  return undefined;
}

/** The numbers of a category and all its descendants. */
export function categoryAndDescendants(node: Category): Set<number> {
  const out = new Set<number>();
  const walk = (n: Category) => {
    out.add(n.ProductCategoryNo);
    n.SubCategories.forEach(walk);
  };
  walk(node);
  return out;
}

/** Category number → the names of it and its ancestors (so 'Tools' finds a sub-category's products). */
export function categoryPathNames(nodes: readonly Category[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const walk = (n: Category, trail: string[]) => {
    const names = [...trail, n.ProductCategoryName];
    out.set(n.ProductCategoryNo, names);
    n.SubCategories.forEach((c) => walk(c, names));
  };
  nodes.forEach((n) => walk(n, []));
  return out;
}

/**
 * Products matching a search text, case-insensitively, over ProductName, ProductDescription,
 * the category name (and its ancestors' names) and RibbonText. Blank text matches everything.
 * spec: shopping.md §7 GetProducts SearchText
 */
export function searchProducts(
  state: MockState,
  products: readonly ProductDetail[],
  text: string,
): ProductDetail[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...products];
  const paths = categoryPathNames(state.categories);
  return products.filter((p) => {
    const haystack = [
      p.ProductName,
      p.ProductDescription,
      p.ProductCategoryName,
      p.RibbonText,
      ...(p.ProductCategoryNo === undefined ? [] : (paths.get(p.ProductCategoryNo) ?? [])),
    ];
    return haystack.some((h) => typeof h === 'string' && h.toLowerCase().includes(needle));
  });
}

/** One page (from 1) of `size` items of a list; an out-of-range page is empty. */
export function page<T>(items: readonly T[], pageNo: number, size: number): T[] {
  const start = (pageNo - 1) * size;
  return items.slice(start, start + size);
}
