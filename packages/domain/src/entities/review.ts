import * as z from 'zod/mini';
import { REVIEW_LIMITS, TEXT_LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { IdSchema, limitedText } from './common.js';

/**
 * A product review as listed. Rating 1 to 5, or 0 when the reviewer gave none. The spec's Review
 * also has CustomerMobile, the reviewer's mobile number: it is theirs, so a listed review never
 * carries it (choice: a product page would publish every reviewer's number); an answer that
 * sends it has it dropped (unknown keys are stripped).
 * spec: shopping.md §3 Review
 */
export const ReviewSchema = z.object({
  ProductNo: IdSchema,
  CustomerName: z.string(),
  ReviewTitle: z.string(),
  Comments: z.string(),
  Rating: z.int().check(z.minimum(0), z.maximum(5)),
});
/** A stored review. */
export type Review = z.infer<typeof ReviewSchema>;

/**
 * The body of saveproductreview. `validateReview` applies the spec's rules and messages; the
 * schema only bounds what can be stored: name and title 100, comments 1000
 * characters (REVIEW_LIMITS, with the same messages as `validateReview`), mobile 20 as typed.
 * Rating is not required. spec: shopping.md §5, §7
 */
export const ReviewInputSchema = z.object({
  ProductNo: z.coerce.number().check(z.int(), z.positive()),
  CustomerMobile: limitedText(TEXT_LIMITS.PHONE, 'CustomerMobile'),
  CustomerName: z.string().check(z.maxLength(REVIEW_LIMITS.NAME, MESSAGES.REVIEW_NAME_TOO_LONG)),
  ReviewTitle: z.string().check(z.maxLength(REVIEW_LIMITS.TITLE, MESSAGES.REVIEW_TITLE_TOO_LONG)),
  Comments: z
    .string()
    .check(z.maxLength(REVIEW_LIMITS.COMMENTS, MESSAGES.REVIEW_COMMENTS_TOO_LONG)),
  Rating: z.nullish(z.int()),
});
/** A review as submitted. */
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
