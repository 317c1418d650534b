import { readProductList } from '@trini/domain';
import type { CategoryProducts } from '@trini/domain';
import { isRecord } from './answer-shapes';

/**
 * A category's products, `{ ProductList }`, as `CategoryProductsSchema` parses it (the products'
 * defaults filled in by the domain's reader), or null: the call's error (issue 12 §6). Imported
 * by categories-api.ts only.
 */
export function readCategoryProducts(value: unknown): CategoryProducts | null {
  const list = isRecord(value) ? readProductList(value.ProductList) : null;
  return list && { ProductList: list };
}
