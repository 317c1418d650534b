import {
  CategorySchema,
  CitySchema,
  IdSchema,
  ProductDetailSchema,
  ShopSchema,
  TEXT_LIMITS,
  limitedText,
} from '@trini/domain';
import type { Category } from '@trini/domain';
import { z } from 'zod';
import { SNAPSHOT_FORMAT, SNAPSHOT_LIMITS, isMediaPath } from './snapshot-files.js';

const productNos = z.array(IdSchema).max(SNAPSHOT_LIMITS.LIST);
const list = <T extends z.core.$ZodType>(item: T) => z.array(item).max(SNAPSHOT_LIMITS.LIST);

/** meta.json: `{ format: 1, recordedAt, target }`: when the data was recorded and from where. */
export const SnapshotMetaSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  /** ISO time of the first answer the recording kept. */
  recordedAt: z.iso.datetime({ offset: true }),
  /** The backend it was recorded from (origin, or the HAR's API origin). */
  target: limitedText(TEXT_LIMITS.PATH, 'target'),
});
/** The content of meta.json. */
export type SnapshotMeta = z.infer<typeof SnapshotMetaSchema>;

/** How deep a category tree goes (1 for roots without sub-categories). */
function treeDepth(nodes: readonly Category[]): number {
  return nodes.reduce((deepest, n) => Math.max(deepest, 1 + treeDepth(n.SubCategories)), 0);
}

/**
 * products.json: products with their details (description, gallery, category) and reviews
 * (ProductDetailSchema), at most SNAPSHOT_LIMITS.PRODUCTS, each ProductNo once, at most
 * SNAPSHOT_LIMITS.REVIEWS reviews each.
 */
export const SnapshotProductsSchema = z
  .array(ProductDetailSchema)
  .max(SNAPSHOT_LIMITS.PRODUCTS)
  .superRefine((products, ctx) => {
    const seen = new Set<number>();
    products.forEach((p, i) => {
      if (seen.has(p.ProductNo))
        ctx.addIssue({ code: 'custom', path: [i, 'ProductNo'], message: 'ProductNo repeated' });
      seen.add(p.ProductNo);
      if (p.ProductReviewList.length > SNAPSHOT_LIMITS.REVIEWS)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'ProductReviewList'],
          message: `more than ${SNAPSHOT_LIMITS.REVIEWS} reviews`,
        });
    });
  });

/** categories.json: the category tree (CategorySchema), at most CATEGORY_DEPTH levels deep. */
export const SnapshotCategoriesSchema = list(CategorySchema).refine(
  (tree) => treeDepth(tree) <= SNAPSHOT_LIMITS.CATEGORY_DEPTH,
  `the tree is more than ${SNAPSHOT_LIMITS.CATEGORY_DEPTH} levels deep`,
);

/**
 * product-lists.json: the curated lists GetProducts pages through, as product numbers: `home`
 * (HomePageProducts, in page order), `banners` (BannerNo 1 to 5 and its products), `bestSellers`
 * and `newProducts`. Each may be empty (not recorded).
 */
export const SnapshotProductListsSchema = z.object({
  home: productNos.default([]),
  banners: list(
    z.object({ BannerNo: z.number().int().min(1).max(5), ProductNos: productNos }),
  ).default([]),
  bestSellers: productNos.default([]),
  newProducts: productNos.default([]),
});
/** The content of product-lists.json. */
export type SnapshotProductLists = z.infer<typeof SnapshotProductListsSchema>;

/** design-pages.json: each design page's new arrivals and titled sections, as product numbers. */
export const SnapshotDesignPagesSchema = list(
  z.object({
    PageNo: IdSchema,
    NewArrivalList: productNos,
    Sections: list(
      z.object({
        SectionName: limitedText(TEXT_LIMITS.NAME, 'SectionName'),
        ProductNos: productNos,
      }),
    ),
  }),
);
/** The content of design-pages.json. */
export type SnapshotDesignPage = z.infer<typeof SnapshotDesignPagesSchema>[number];

/** coupons.json: codes seen validated: valid ones with their percent, expired ones (percent 0). */
export const SnapshotCouponsSchema = list(
  z.object({
    CouponCode: limitedText(TEXT_LIMITS.CODE, 'CouponCode').check(z.minLength(1)),
    CouponDiscPercent: z.number().min(0).max(100),
    expired: z.boolean(),
  }),
);

/** media.json: each media file's path (relative to the media base), type, size and SHA-256. */
export const SnapshotMediaSchema = z
  .array(
    z.object({
      path: z.string().refine(isMediaPath, 'not a media path (letters, digits, _ . / -)'),
      contentType: z
        .string()
        .max(100)
        .regex(/^[\w.+-]+\/[\w.+-]+$/, 'not a content type'),
      bytes: z.number().int().nonnegative().max(SNAPSHOT_LIMITS.MEDIA_FILE_BYTES),
      sha256: z.string().regex(/^[0-9a-f]{64}$/, 'not a SHA-256 in hex'),
    }),
  )
  .max(SNAPSHOT_LIMITS.MEDIA_FILES);
/** One media file of media.json. */
export type SnapshotMediaEntry = z.infer<typeof SnapshotMediaSchema>[number];

/** The schema of each snapshot file, by kind. Every file but meta.json may be absent (empty). */
export const SNAPSHOT_SCHEMAS = {
  meta: SnapshotMetaSchema,
  products: SnapshotProductsSchema.default([]),
  categories: SnapshotCategoriesSchema.default([]),
  productLists: SnapshotProductListsSchema.default({
    home: [],
    banners: [],
    bestSellers: [],
    newProducts: [],
  }),
  designPages: SnapshotDesignPagesSchema.default([]),
  coupons: SnapshotCouponsSchema.default([]),
  cities: list(CitySchema).default([]),
  shops: list(ShopSchema).default([]),
  media: SnapshotMediaSchema.default([]),
} as const;

/** Every file of a snapshot folder, validated: what it serves. */
export type SnapshotData = {
  [K in keyof typeof SNAPSHOT_SCHEMAS]: z.output<(typeof SNAPSHOT_SCHEMAS)[K]>;
};
