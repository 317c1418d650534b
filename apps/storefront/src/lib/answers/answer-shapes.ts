/*
 * Small building blocks for checking API answers against the domain contracts without loading the
 * validation library in the browser. A `Check` says whether a value has a contract's
 * shape; `shapeOf` accepts what a zod object of the same fields accepts (extra keys allowed).
 */

/** Whether one answer value has the expected shape. */
export type Check = (value: unknown) => boolean;

/** A plain object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** A string (z.string()). */
export const isText: Check = (v) => typeof v === 'string';
/** A boolean (z.boolean()). */
export const isBool: Check = (v) => typeof v === 'boolean';
/** A whole number (z.number().int()). */
export const isInt: Check = (v) => Number.isSafeInteger(v);
/** A whole number above 0 (the domain's IdSchema). */
export const isId: Check = (v) => isInt(v) && (v as number) > 0;
/** A number from `min` to `max` (z.number().min().max()); `whole` also asks for an integer. */
export const inRange =
  (min: number, max: number, whole = false): Check =>
  (v) =>
    (whole ? isInt(v) : typeof v === 'number' && Number.isFinite(v)) &&
    (v as number) >= min &&
    (v as number) <= max;
/** One of the given literal values (z.union of z.literal). */
export const oneOf =
  (...values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v);
/** Absent or passing `check` (zod's `.optional()`). */
export const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
/** An array whose every item passes `check` (z.array). */
export const listOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
/** An object whose named fields pass their checks (z.object; other keys are let through). */
export const shapeOf =
  (fields: Readonly<Record<string, Check>>): Check =>
  (v) =>
    isRecord(v) && Object.entries(fields).every(([key, check]) => check(v[key]));

/**
 * `{ success, msg }` (SuccessResponseSchema), the answer of most mutating calls: saveproductreview,
 * updateinfo. Kept with the building blocks (loaded with the api itself) as several features'
 * calls share it.
 */
export const isSuccessAnswer = shapeOf({ success: isBool, msg: isText });

/**
 * `{ success, msg, jwt? }`: the answer of register (RegistrationResponseSchema) and changepassword
 * (ChangePasswordResponseSchema), a success answer with the customer's new token.
 */
export const isTokenAnswer = shapeOf({ success: isBool, msg: isText, jwt: optional(isText) });
