import { readProductList } from '@trini/domain';

/*
 * The storefront's boundary with the API (issue 12 §6): every answer a page renders from is
 * checked before it reaches a component, and a malformed one becomes that call's error (the
 * component's own error or empty state), never a throw during render. The checks are plain
 * functions, like the domain's readers, so no validation library is loaded in the browser; they
 * check what the screens read (types, ranges, lists), and the answer passes on unchanged.
 */

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isAmount = (v: unknown): boolean => isFiniteNumber(v) && v >= 0;
const isListOf = (v: unknown, check: (item: unknown) => boolean): boolean =>
  Array.isArray(v) && v.every(check);

/** Deepest category tree the storefront renders (levels); deeper answers are refused. */
const MAX_TREE_DEPTH = 8;

/** A product list as the product cards read it (the domain's product reader). */
export const isProductList = (v: unknown): boolean => readProductList(v) !== null;

const isReview = (v: unknown): boolean =>
  isRecord(v) &&
  isString(v.CustomerName) &&
  isString(v.ReviewTitle) &&
  isString(v.Comments) &&
  isFiniteNumber(v.Rating) &&
  v.Rating >= 0 &&
  v.Rating <= 5;

/** A loadproduct answer: a product, and its reviews when present. */
export const isProductDetail = (v: unknown): boolean =>
  isRecord(v) &&
  isProductList([v]) &&
  (v.ProductReviewList === undefined || isListOf(v.ProductReviewList, isReview));

/** A category's products: `{ ProductList }`. */
export const isCategoryProducts = (v: unknown): boolean =>
  isRecord(v) && isProductList(v.ProductList);

/** A design page: `{ NewArrivalList, Sections: [{ SectionName, Products }] }`. */
export const isDesignPage = (v: unknown): boolean =>
  isRecord(v) &&
  isProductList(v.NewArrivalList) &&
  isListOf(v.Sections, (s) => isRecord(s) && isString(s.SectionName) && isProductList(s.Products));

const isCategory = (v: unknown, depth: number): boolean =>
  depth <= MAX_TREE_DEPTH &&
  isRecord(v) &&
  Number.isSafeInteger(v.ProductCategoryNo) &&
  (v.ProductCategoryNo as number) > 0 &&
  isString(v.ProductCategoryName) &&
  (v.SubCategories === undefined || isListOf(v.SubCategories, (c) => isCategory(c, depth + 1)));

/** The category tree: categories with names, numbers and sub-categories (at most 8 levels). */
export const isCategoryTree = (v: unknown): boolean => isListOf(v, (c) => isCategory(c, 1));

/** The cashback answer: `{ TotalCashback }`, an amount in TT$ of at least 0 (absent means 0). */
export const isCashback = (v: unknown): boolean =>
  isRecord(v) && (v.TotalCashback === undefined || isAmount(v.TotalCashback));

const isPurchase = (v: unknown): boolean =>
  isRecord(v) &&
  ['ProductName', 'ImageFilePath', 'Barcode', 'ProductStyle', 'InvoiceBillNumber'].every((k) =>
    isString(v[k]),
  ) &&
  isString(v.InvoiceDateFormatted) &&
  [v.Quantity, v.Rate, v.Amount].every(isFiniteNumber);

/** The account summary: the customer's texts, totals in TT$ and purchase lines. */
export const isCustomerSummary = (v: unknown): boolean =>
  isRecord(v) &&
  ['CustomerName', 'CountryCode', 'Mobile1', 'Address'].every((k) => isString(v[k])) &&
  isAmount(v.TotalPurchases) &&
  isAmount(v.TotalCashback) &&
  isListOf(v.Purchases, isPurchase);

/** The message a malformed answer becomes (the query's error). */
export const UNEXPECTED_ANSWER = 'The shop answered in a form this page cannot show.';

/**
 * A Standard Schema (what RTK Query's `responseSchema` takes) over a check: valid answers pass
 * unchanged, others fail with one issue naming the call. The api's `catchSchemaFailure` turns the
 * failure into the query's error. issue 12 §6
 */
export function answerSchema<T>(call: string, check: (value: unknown) => boolean) {
  return {
    '~standard': {
      version: 1 as const,
      vendor: 'trini-storefront',
      validate: (value: unknown) =>
        check(value)
          ? { value: value as T }
          : { issues: [{ message: `${call}: ${UNEXPECTED_ANSWER}` }] },
    },
  };
}
