import * as z from 'zod/mini';
import { AVAILABILITY, SORT_CHOICES } from '../constants.js';

const int = z.coerce.number().check(z.int());
const positiveInt = z.coerce.number().check(z.int(), z.positive());
/** A query flag: '1'/'true' is true, '0'/'false' false. */
const flag = z.pipe(
  z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])]),
  z.transform((v) => v === true || v === '1' || v === 'true'),
);

/**
 * GetProducts query: a home page (MaxRecords, HomePageProducts, PageNo), a search (SearchText
 * and/or BannerNo), or a related list (BestSellers=1, NewProducts=1, SimilarProductNo).
 * spec: shopping.md §7, ordering.md §7
 */
export const GetProductsQuerySchema = z.object({
  MaxRecords: z._default(positiveInt.check(z.maximum(100)), 15),
  HomePageProducts: z.optional(flag),
  PageNo: z._default(positiveInt, 1),
  SearchText: z.optional(z.string().check(z.maxLength(200))),
  BannerNo: z.optional(int.check(z.minimum(1), z.maximum(5))),
  BestSellers: z.optional(flag),
  NewProducts: z.optional(flag),
  SimilarProductNo: z.optional(positiveInt),
});
/** GetProducts query (parsed). */
export type GetProductsQuery = z.infer<typeof GetProductsQuerySchema>;

/** The most product numbers one loadproducts call takes (a cart's lines are asked in batches). */
export const LOAD_PRODUCTS_MAX = 100;

/**
 * loadproducts query (extension): `ProductNos`, a comma list of 1 to LOAD_PRODUCTS_MAX product
 * numbers (`1001,1002`), no spaces. spec: shopping.md §9 pricing (extension)
 */
export const LoadProductsQuerySchema = z.object({
  ProductNos: z.string().check(
    z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,99}$/, {
      message: `Give 1 to ${LOAD_PRODUCTS_MAX} product numbers, separated by commas`,
    }),
  ),
});
/** loadproducts query (parsed). */
export type LoadProductsQuery = z.infer<typeof LoadProductsQuerySchema>;

/** loadproduct query. spec: shopping.md §7 */
export const LoadProductQuerySchema = z.object({
  ProductNo: positiveInt,
  LoadReviews: z.optional(flag),
});
const money = z.coerce.number().check(z.nonnegative());

/**
 * Category products query: the spec's CategoryNo and MaxRecords, plus documented extensions so
 * the category page can sort, filter and page over the whole category: PageNo
 * (from 1, default 1), SortBy (a SORT_CHOICES value, default 'default': the catalogue's order),
 * MinPrice and MaxPrice (TT$, on SalesPrice, inclusive) and Availability ('in' in stock, 'out'
 * sold out; absent: both). A backend that ignores them answers the spec's first MaxRecords.
 * spec: shopping.md §7
 */
export const CategoryProductsQuerySchema = z.object({
  CategoryNo: positiveInt,
  MaxRecords: z._default(positiveInt.check(z.maximum(100)), 15),
  PageNo: z.optional(positiveInt),
  SortBy: z.optional(z.enum(SORT_CHOICES.map((c) => c.value))),
  MinPrice: z.optional(money),
  MaxPrice: z.optional(money),
  Availability: z.optional(z.enum(AVAILABILITY)),
});
/** Category products query (parsed). */
export type CategoryProductsQuery = z.infer<typeof CategoryProductsQuerySchema>;

/**
 * Product count query (extension): the search of GetProducts (SearchText and/or
 * BannerNo) whose matches to count, so the search page can show '23 products' and its page links.
 */
export const ProductCountQuerySchema = z.object({
  SearchText: z.optional(z.string().check(z.maxLength(200))),
  BannerNo: z.optional(int.check(z.minimum(1), z.maximum(5))),
});
/** Category tree query. spec: shopping.md §7 */
export const CategoryTreeQuerySchema = z.object({
  MaxRecords: z._default(positiveInt.check(z.maximum(100)), 15),
});
/** Design page query (PageNo 2 on category and product pages, 3 on cart). spec: shopping.md §7 */
export const DesignPageQuerySchema = z.object({
  PageNo: positiveInt,
  MaxRecords: z._default(positiveInt.check(z.maximum(100)), 15),
});
/** GetShop query. spec: ordering.md §7 */
export const ShopQuerySchema = z.object({ ShopNo: int });
/** Customer calls' query. spec: ordering.md §7 */
export const CustomerMobileQuerySchema = z.object({
  CustomerMobile: z.string().check(z.minLength(1), z.maxLength(20)),
});
/** Wishlist stub query. spec: shopping.md §7 */
export const WishlistQuerySchema = z.object({
  MaxRecords: z.optional(positiveInt.check(z.maximum(100))),
});
