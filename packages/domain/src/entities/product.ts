import * as z from 'zod/mini';
import { FlagSchema, IdSchema, MoneySchema } from './common.js';
import { ReviewSchema } from './review.js';

/** One gallery image: full size and thumbnail paths relative to the media base. spec: shopping.md §3 */
export const ProductImageSchema = z.object({
  ImageFilePath: z.string(),
  ImageFilePathThumbnail: z.string(),
});
/** A product gallery image. */
export type ProductImage = z.infer<typeof ProductImageSchema>;

/**
 * The pricing fields a cart line copies from a product. Bundle prices are TT$ for exactly 2, 3
 * and 5 units; null, missing or 0 means "no bundle price". spec: shopping.md §3, §9
 */
export const ProductPricingSchema = z.object({
  SalesPrice: MoneySchema,
  SalesPrice2: z.nullish(MoneySchema),
  SalesPrice3: z.nullish(MoneySchema),
  SalesPrice5: z.nullish(MoneySchema),
  DiscountPercent: z._default(z.number().check(z.minimum(0), z.maximum(100)), 0),
  FreeDelivery: z._default(FlagSchema, 0),
  FreeDeliveryQuantity: z._default(z.int().check(z.nonnegative()), 0),
});

/**
 * A product as listed (card, search, related lists). The spec's card fields, plus the pricing
 * fields (optional on the wire) so a card can be added to the cart with its bundle prices: the
 * real backend returns the same product row for lists and detail.
 * The spec's card also has PurchasePrice, what the shop paid: never in a public product
 * (choice: every page would publish the shop's margins); an answer that sends it has it dropped.
 * spec: shopping.md §3 Product (list item / card)
 */
export const ProductSchema = z.extend(ProductPricingSchema, {
  ProductNo: IdSchema,
  ProductName: z.string(),
  ProductStyle: z._default(z.string(), ''),
  ProductDescription: z.optional(z.string()),
  ProductCategoryNo: z.optional(z.int()),
  ProductCategoryName: z.optional(z.string()),
  ImageFilePathThumbnail: z._default(z.string(), ''),
  Thumbnail: z._default(z.string(), ''),
  ImageFilePath: z._default(z.string(), ''),
  VideoFileName: z._default(z.nullable(z.string()), null),
  Barcode: z._default(z.string(), ''),
  Price: z._default(z.string(), ''),
  Total: z._default(z.number(), 0),
  ProductImageList: z._default(z.array(ProductImageSchema), []),
  Rating: z._default(z.number().check(z.minimum(0), z.maximum(5)), 0),
  RibbonText: z._default(z.string(), ''),
  IsSoldOut: z._default(z.boolean(), false),
});
/** A listed product (card). */
export type Product = z.infer<typeof ProductSchema>;
/** A listed product as a client may send or write it (defaults optional). */
export type ProductInput = z.input<typeof ProductSchema>;

/**
 * A product loaded for its detail page, with reviews when LoadReviews=true.
 * spec: shopping.md §3 Product (loaded for detail)
 */
export const ProductDetailSchema = z.extend(ProductSchema, {
  ProductDescription: z._default(z.string(), ''),
  ProductCategoryName: z._default(z.string(), ''),
  ProductReviewList: z._default(z.array(ReviewSchema), []),
});
/** A product with its detail fields and reviews. */
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** A list of products (GetProducts' answer, the stored wishlist). spec: shopping.md §7 */
export const ProductListSchema = z.array(ProductSchema);
/** A list of products with their detail fields (loadproducts' answer, extension). */
export const ProductDetailListSchema = z.array(ProductDetailSchema);

/**
 * A product list (e.g. the stored wishlist) as `z.array(ProductSchema)` parses it (defaults filled
 * in, unknown keys dropped), or null when anything is wrong: never a throw.
 */
export function readProductList(value: unknown): Product[] | null {
  const parsed = ProductListSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
