import { z } from 'zod';
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
  SalesPrice2: MoneySchema.nullish(),
  SalesPrice3: MoneySchema.nullish(),
  SalesPrice5: MoneySchema.nullish(),
  DiscountPercent: z.number().min(0).max(100).default(0),
  FreeDelivery: FlagSchema.default(0),
  FreeDeliveryQuantity: z.number().int().nonnegative().default(0),
});

/**
 * A product as listed (card, search, related lists). The spec's card fields, plus the pricing
 * fields (optional on the wire) so a card can be added to the cart with its bundle prices: the
 * real backend returns the same product row for lists and detail.
 * The spec's card also has PurchasePrice, what the shop paid: never in a public product
 * (choice: every page would publish the shop's margins); an answer that sends it has it dropped.
 * spec: shopping.md §3 Product (list item / card)
 */
export const ProductSchema = ProductPricingSchema.extend({
  ProductNo: IdSchema,
  ProductName: z.string(),
  ProductStyle: z.string().default(''),
  ProductDescription: z.string().optional(),
  ProductCategoryNo: z.number().int().optional(),
  ProductCategoryName: z.string().optional(),
  ImageFilePathThumbnail: z.string().default(''),
  Thumbnail: z.string().default(''),
  ImageFilePath: z.string().default(''),
  VideoFileName: z.string().nullable().default(null),
  Barcode: z.string().default(''),
  Price: z.string().default(''),
  Total: z.number().default(0),
  ProductImageList: z.array(ProductImageSchema).default([]),
  Rating: z.number().min(0).max(5).default(0),
  RibbonText: z.string().default(''),
  IsSoldOut: z.boolean().default(false),
});
/** A listed product (card). */
export type Product = z.infer<typeof ProductSchema>;
/** A listed product as a client may send or write it (defaults optional). */
export type ProductInput = z.input<typeof ProductSchema>;

/**
 * A product loaded for its detail page, with reviews when LoadReviews=true.
 * spec: shopping.md §3 Product (loaded for detail)
 */
export const ProductDetailSchema = ProductSchema.extend({
  ProductDescription: z.string().default(''),
  ProductCategoryName: z.string().default(''),
  ProductReviewList: z.array(ReviewSchema).default([]),
});
/** A product with its detail fields and reviews. */
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
