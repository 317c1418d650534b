import * as z from 'zod/mini';
import { IdSchema } from './common.js';
import { ProductSchema } from './product.js';

/** A node of the category tree, with its nested sub-categories. spec: shopping.md §3 Category */
export interface Category {
  ProductCategoryNo: number;
  ProductCategoryName: string;
  SubCategories: Category[];
}
/** Zod schema of a category tree node (recursive). */
export const CategorySchema: z.ZodMiniType<Category> = z.object({
  ProductCategoryNo: IdSchema,
  ProductCategoryName: z.string(),
  get SubCategories() {
    return z.array(CategorySchema);
  },
});

/** The category tree: its top-level categories, each with its sub-categories. spec: shopping.md §7 */
export const CategoryTreeSchema = z.array(CategorySchema);

/** Products of a category (sub-categories included). spec: shopping.md §3 category product response */
export const CategoryProductsSchema = z.object({
  ProductList: z.array(ProductSchema),
  /** Extension: how many products match the query's filters, over all pages. */
  TotalRecords: z.optional(z.int().check(z.nonnegative())),
  /** Extension: the highest SalesPrice of the whole category, TT$ (0 when empty). */
  HighestPrice: z.optional(z.number().check(z.nonnegative())),
});
/** `{ ProductList, TotalRecords?, HighestPrice? }` */
export type CategoryProducts = z.infer<typeof CategoryProductsSchema>;

/** The product count answer (extension): `{ TotalRecords }`. */
export const ProductCountSchema = z.object({
  TotalRecords: z.int().check(z.nonnegative()),
});
/** `{ TotalRecords }` */
export type ProductCount = z.infer<typeof ProductCountSchema>;

/** A titled section of product cards on a design page. spec: shopping.md §3 */
export const DesignSectionSchema = z.object({
  SectionName: z.string(),
  Products: z.array(ProductSchema),
});
/** `{ SectionName, Products }` */
export type DesignSection = z.infer<typeof DesignSectionSchema>;

/** A design page: new arrivals plus sections. spec: shopping.md §3 design-page response */
export const DesignPageSchema = z.object({
  NewArrivalList: z.array(ProductSchema),
  Sections: z.array(DesignSectionSchema),
});
/** `{ NewArrivalList, Sections }` */
export type DesignPage = z.infer<typeof DesignPageSchema>;
