import { readProductList } from '@trini/domain';
import type { CategoryProducts } from '@trini/domain';
import { inRange, isRecord } from './answer-shapes';

/** A whole number ≥ 0 (TotalRecords). */
const isCount = inRange(0, Number.MAX_SAFE_INTEGER, true);
/** A finite TT$ amount ≥ 0 (HighestPrice). */
const isAmount = inRange(0, Number.MAX_VALUE);

/**
 * A category's products, `{ ProductList, TotalRecords?, HighestPrice? }`, as
 * `CategoryProductsSchema` parses it (the products' defaults filled in by the domain's reader), or
 * null: the call's error. The two extension fields are kept when they
 * are well formed and dropped otherwise, as a backend without the extension would answer.
 * Imported by categories-api.ts only.
 */
export function readCategoryProducts(value: unknown): CategoryProducts | null {
  if (!isRecord(value)) return null;
  const list = readProductList(value.ProductList);
  if (!list) return null;
  return {
    ProductList: list,
    ...(isCount(value.TotalRecords) ? { TotalRecords: value.TotalRecords as number } : {}),
    ...(isAmount(value.HighestPrice) ? { HighestPrice: value.HighestPrice as number } : {}),
  };
}
