import { z } from 'zod';

const int = z.coerce.number().int();
const positiveInt = z.coerce.number().int().positive();
/** A query flag: '1'/'true' is true, '0'/'false' false. */
const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/**
 * GetProducts query: a home page (MaxRecords, HomePageProducts, PageNo), a search (SearchText
 * and/or BannerNo), or a related list (BestSellers=1, NewProducts=1, SimilarProductNo).
 * spec: shopping.md §7, ordering.md §7
 */
export const GetProductsQuerySchema = z.object({
  MaxRecords: positiveInt.max(100).default(15),
  HomePageProducts: flag.optional(),
  PageNo: positiveInt.default(1),
  SearchText: z.string().max(200).optional(),
  BannerNo: int.min(1).max(5).optional(),
  BestSellers: flag.optional(),
  NewProducts: flag.optional(),
  SimilarProductNo: positiveInt.optional(),
});
/** GetProducts query (parsed). */
export type GetProductsQuery = z.infer<typeof GetProductsQuerySchema>;

/** loadproduct query. spec: shopping.md §7 */
export const LoadProductQuerySchema = z.object({
  ProductNo: positiveInt,
  LoadReviews: flag.optional(),
});
/** Category products query. spec: shopping.md §7 */
export const CategoryProductsQuerySchema = z.object({
  CategoryNo: positiveInt,
  MaxRecords: positiveInt.max(100).default(15),
});
/** Category tree query. spec: shopping.md §7 */
export const CategoryTreeQuerySchema = z.object({ MaxRecords: positiveInt.max(100).default(15) });
/** Design page query (PageNo 2 on category and product pages, 3 on cart). spec: shopping.md §7 */
export const DesignPageQuerySchema = z.object({
  PageNo: positiveInt,
  MaxRecords: positiveInt.max(100).default(15),
});
/** GetShop query. spec: ordering.md §7 */
export const ShopQuerySchema = z.object({ ShopNo: int });
/** Customer calls' query. spec: ordering.md §7 */
export const CustomerMobileQuerySchema = z.object({ CustomerMobile: z.string().min(1).max(20) });
/** Wishlist stub query. spec: shopping.md §7 */
export const WishlistQuerySchema = z.object({ MaxRecords: positiveInt.max(100).optional() });
