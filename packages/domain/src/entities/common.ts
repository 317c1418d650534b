import * as z from 'zod/mini';

/**
 * A text field of at most `max` characters (see TEXT_LIMITS); longer text fails with
 * '{label} must be at most {max} characters.' (the label defaults to 'Text').
 */
export function limitedText(max: number, label = 'Text') {
  return z.string().check(z.maxLength(max, `${label} must be at most ${max} characters.`));
}

/** A non-negative amount of money in TT$ (may carry cents). */
export const MoneySchema = z.number().check(z.nonnegative());
/** A whole positive identifier (ProductNo, ProductCategoryNo, ShopNo...). */
export const IdSchema = z.int().check(z.positive());
/** A 0/1 flag as the backend sends it (FreeDelivery, IsPickup...). */
export const FlagSchema = z.union([z.literal(0), z.literal(1)]);
/** A local calendar date as sent on the wire: yyyy-MM-dd. spec: ordering.md §9 dates */
export const DateStringSchema = z
  .string()
  .check(
    z.maxLength(10, 'Expected a date as yyyy-MM-dd'),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-MM-dd'),
  );
/** A 7-digit Trinidad and Tobago mobile number without the +1(868) prefix. spec: ordering.md §9 */
export const MobileSchema = z.string().check(z.regex(/^\d{7}$/, 'Expected 7 digits'));

/** The `{ success, msg }` answer of most mutating calls. spec: shopping.md §7, ordering.md §7 */
export const SuccessResponseSchema = z.object({ success: z.boolean(), msg: z.string() });
/** `{ success, msg }` */
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;

/** A readable error body: `msg` for people, `fields` naming what was wrong (mock API 4xx answers). */
export const ErrorResponseSchema = z.object({
  success: z.optional(z.literal(false)),
  msg: z.string(),
  fields: z.optional(z.array(z.string())),
});
/** `{ msg, fields? }` */
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
