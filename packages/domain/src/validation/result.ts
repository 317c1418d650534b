/**
 * The outcome of a validator: ok, or the FIRST failing rule in the spec's order, naming the field
 * (spelled as the spec's field name) and the spec's exact message.
 */
export type ValidationResult = { ok: true } | { ok: false; field: string; message: string };

/** The passing result. */
export const OK: ValidationResult = Object.freeze({ ok: true });

/** A failing result for `field` with `message`. */
export function fail(field: string, message: string): ValidationResult {
  return { ok: false, field, message };
}

/** A rule: a field, a check that is true when the rule FAILS, and its message. */
export type Rule<T> = readonly [field: string, fails: (input: T) => boolean, message: string];

/** Runs rules in order and returns the first failure, or OK. */
export function firstFailure<T>(input: T, rules: readonly Rule<T>[]): ValidationResult {
  for (const [field, fails, message] of rules) {
    if (fails(input)) return fail(field, message);
  }
  return OK;
}

/**
 * A submitted value's text, as `String` spells it: a request body may hold any JSON value (a
 * number, a list), and the rules judge whatever text it makes.
 */
const textOf = (value: unknown): string => String(value);

/** True when a value is missing, blank or whitespace only (the spec's "empty"). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || textOf(value).trim() === '';
}

/** True for exactly 7 digits (a Trinidad and Tobago mobile without +1(868)); surrounding spaces ignored. */
export function isSevenDigits(value: unknown): boolean {
  return /^\d{7}$/.test(textOf(value ?? '').trim());
}

/** Longest email address accepted, in characters (RFC 5321's limit for a forward path). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * True for a plausible email address: at most EMAIL_MAX_LENGTH characters (surrounding spaces
 * ignored), exactly one @ with something before it, and a domain with a dot that has something on
 * both sides; no whitespace. Checked in linear time without a regular expression (the pattern it
 * replaces took 10 s on a 90,000-character input: quadratic backtracking).
 */
export function isEmail(value: unknown): boolean {
  const text = textOf(value ?? '').trim();
  if (text.length === 0 || text.length > EMAIL_MAX_LENGTH || /\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return false;
  const domain = text.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}
