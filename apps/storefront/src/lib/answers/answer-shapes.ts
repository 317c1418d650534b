/*
 * Small building blocks for checking API answers against the domain contracts without loading the
 * validation library in the browser (issue 12 §6). A `Check` says whether a value has a contract's
 * shape; `shapeOf` accepts what a zod object of the same fields accepts (extra keys allowed).
 */

/** Whether one answer value has the expected shape. issue 12 §6 */
export type Check = (value: unknown) => boolean;

/** A plain object (not null, not an array). issue 12 §6 */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** A string (z.string()). issue 12 §6 */
export const isText: Check = (v) => typeof v === 'string';
/** A boolean (z.boolean()). issue 12 §6 */
export const isBool: Check = (v) => typeof v === 'boolean';
/** A whole number (z.number().int()). issue 12 §6 */
export const isInt: Check = (v) => Number.isSafeInteger(v);
/** A whole number above 0 (the domain's IdSchema). issue 12 §6 */
export const isId: Check = (v) => isInt(v) && (v as number) > 0;
/**
 * A number from `min` to `max` (z.number().min().max()); `whole` also asks for an integer.
 * issue 12 §6
 */
export const inRange =
  (min: number, max: number, whole = false): Check =>
  (v) =>
    (whole ? isInt(v) : typeof v === 'number' && Number.isFinite(v)) &&
    (v as number) >= min &&
    (v as number) <= max;
/** One of the given literal values (z.union of z.literal). issue 12 §6 */
export const oneOf =
  (...values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v);
/** Absent or passing `check` (zod's `.optional()`). issue 12 §6 */
export const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
/** An array whose every item passes `check` (z.array). issue 12 §6 */
export const listOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
/**
 * An object whose named fields pass their checks (z.object; other keys are let through).
 * issue 12 §6
 */
export const shapeOf =
  (fields: Readonly<Record<string, Check>>): Check =>
  (v) =>
    isRecord(v) && Object.entries(fields).every(([key, check]) => check(v[key]));

/**
 * `{ success, msg }` (SuccessResponseSchema), the answer of most mutating calls: saveproductreview,
 * updateinfo. Kept with the building blocks (loaded with the api itself) as several features'
 * calls share it. issue 12 §6
 */
export const isSuccessAnswer = shapeOf({ success: isBool, msg: isText });

/**
 * `{ success, msg, jwt? }`: the answer of register (RegistrationResponseSchema) and changepassword
 * (ChangePasswordResponseSchema), a success answer with the customer's new token. issue 12 §6
 */
export const isTokenAnswer = shapeOf({ success: isBool, msg: isText, jwt: optional(isText) });
