import { readProductList } from '@trini/domain';
import type { CategoryProducts } from '@trini/domain';
import { isRecord } from './answer-shapes';

/** A whole number ≥ 0, or undefined for anything else (an absent or drifted extension field). */
const count = (v: unknown) =>
  Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : undefined;
/** A finite TT$ amount ≥ 0, or undefined. */
const amount = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;

/**
 * A category's products, `{ ProductList, TotalRecords?, HighestPrice? }`, as
 * `CategoryProductsSchema` parses it (the products' defaults filled in by the domain's reader), or
 * null: the call's error (issue 12 §6). The two extension fields (issue 14 §1) are kept when they
 * are well formed and dropped otherwise, as a backend without the extension would answer.
 * Imported by categories-api.ts only.
 */
export function readCategoryProducts(value: unknown): CategoryProducts | null {
  if (!isRecord(value)) return null;
  const list = readProductList(value.ProductList);
  if (!list) return null;
  const total = count(value.TotalRecords);
  const highest = amount(value.HighestPrice);
  return {
    ProductList: list,
    ...(total === undefined ? {} : { TotalRecords: total }),
    ...(highest === undefined ? {} : { HighestPrice: highest }),
  };
}
