import { inRange, isId, isText, listOf, shapeOf } from './answer-shapes';
import type { Check } from './answer-shapes';

/*
 * The storefront's boundary with the API: every answer a page renders from is
 * checked before it reaches a component, and a malformed one becomes that call's error (the
 * component's own error or empty state), never a throw during render. The checks are plain
 * functions, like the domain's readers, so no validation library is loaded in the browser; they
 * check what the screens read (types, ranges, lists), and the answer passes on unchanged. The
 * other calls' checks (built on answer-shapes.ts), each imported by one api file so the bundler
 * keeps it in that feature's chunk: product-answer-readers.ts and category-answer-reader.ts (with
 * the contract's defaults), auth-, account-, order-answer-checks.ts, coupon-answer-check.ts.
 */

/** Deepest category tree the storefront renders (levels); deeper answers are refused. */
const MAX_TREE_DEPTH = 8;

// The product answers are read with the contract's defaults: see product-answer-readers.ts.

const isCategory =
  (depth: number): Check =>
  (v) =>
    depth <= MAX_TREE_DEPTH &&
    // SubCategories is required by CategorySchema: the tree and the category page walk it.
    shapeOf({
      ProductCategoryNo: isId,
      ProductCategoryName: isText,
      SubCategories: listOf(isCategory(depth + 1)),
    })(v);

/** The category tree: categories with names, numbers and sub-categories (at most 8 levels). */
export const isCategoryTree = listOf(isCategory(1));

/** GetProductsCount's answer (extension): `{ TotalRecords }`, a whole number ≥ 0. */
export const isProductCount = shapeOf({
  TotalRecords: inRange(0, Number.MAX_SAFE_INTEGER, true),
});

/** An amount in TT$: a finite number of at least 0. */
const isAmount = inRange(0, Number.POSITIVE_INFINITY);
const isNumber = inRange(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);

const isPurchase = shapeOf({
  ProductName: isText,
  ImageFilePath: isText,
  Barcode: isText,
  ProductStyle: isText,
  InvoiceBillNumber: isText,
  InvoiceDateFormatted: isText,
  Quantity: isNumber,
  Rate: isNumber,
  Amount: isNumber,
});

/** The account summary: the customer's texts, totals in TT$ and purchase lines. */
export const isCustomerSummary = shapeOf({
  CustomerName: isText,
  CountryCode: isText,
  Mobile1: isText,
  Address: isText,
  TotalPurchases: isAmount,
  TotalCashback: isAmount,
  Purchases: listOf(isPurchase),
});

/** The message a malformed answer becomes (the query's error). */
export const UNEXPECTED_ANSWER = 'The shop answered in a form this page cannot show.';

/**
 * A Standard Schema (what RTK Query's `responseSchema` takes) over a reader: `read` answers the
 * value the screens get (the contract's defaults filled in) or null for a malformed answer, which
 * fails with one issue naming the call (the api's `catchSchemaFailure` makes it the call's error).
 * Shape: `{ '~standard': { version: 1, vendor, validate } }`.
 */
export function readerSchema<T>(call: string, read: (value: unknown) => T | null) {
  return {
    '~standard': {
      version: 1 as const,
      vendor: 'trini-storefront',
      validate: (value: unknown) => {
        const answer = read(value);
        return answer === null
          ? { issues: [{ message: `${call}: ${UNEXPECTED_ANSWER}` }] }
          : { value: answer };
      },
    },
  };
}

/**
 * A Standard Schema (what RTK Query's `responseSchema` takes) over a check: valid answers pass
 * unchanged, others fail with one issue naming the call. The api's `catchSchemaFailure` turns the
 * failure into the query's error.
 */
export const answerSchema = <T>(call: string, check: (value: unknown) => boolean) =>
  readerSchema<T>(call, (value) => (check(value) ? (value as T) : null));
