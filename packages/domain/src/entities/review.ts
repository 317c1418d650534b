import { z } from 'zod';
import { IdSchema } from './common.js';

/**
 * A product review as stored and listed. Rating 1 to 5, or 0 when the reviewer gave none.
 * spec: shopping.md §3 Review
 */
export const ReviewSchema = z.object({
  ProductNo: IdSchema,
  CustomerName: z.string(),
  CustomerMobile: z.string(),
  ReviewTitle: z.string(),
  Comments: z.string(),
  Rating: z.number().int().min(0).max(5),
});
/** A stored review. */
export type Review = z.infer<typeof ReviewSchema>;

/**
 * The body of saveproductreview. Fields are loose strings here; `validateReview` applies the
 * spec's rules and messages. Rating is not required. spec: shopping.md §5, §7
 */
export const ReviewInputSchema = z.object({
  ProductNo: z.coerce.number().int().positive(),
  CustomerMobile: z.string(),
  CustomerName: z.string(),
  ReviewTitle: z.string(),
  Comments: z.string(),
  Rating: z.number().int().nullish(),
});
/** A review as submitted. */
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
