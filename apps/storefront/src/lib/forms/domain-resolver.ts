import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ValidationResult } from '@trini/domain';

/**
 * A domain validator as the forms use it: the form's values (and the form's `context`, e.g. the
 * cart lines an order needs) in, `{ ok: true }` or the FIRST failing rule (`field`, `message`)
 * out, as `validateReview`, `validateOrder`, `validateLogin`... of `@trini/domain` answer.
 */
export type DomainValidate<TValues, TContext = undefined> = (
  values: TValues,
  context: TContext,
) => ValidationResult;

/**
 * Per-field mode (forms that check as the shopper types and show every field's own message):
 * `fields` in the spec's order, and `probe(values, field)`, the input in which only `field`'s
 * rules can fail (the other fields set to passing values).
 */
export interface EachFieldOptions<TValues> {
  fields: readonly (keyof TValues & string)[];
  probe: (values: TValues, field: keyof TValues & string) => TValues;
}

const failure = (message: string) => ({ type: 'validate', message });

/**
 * Turns a domain validate function into a react-hook-form resolver, so every form checks with
 * the domain's own rules, in the spec's order and with its exact messages (typos included).
 * - Default (one message at a time, the spec's alerts): the FIRST failing rule becomes that
 *   field's error (`errors[field].message`, type 'validate'); nothing else is reported. A rule on
 *   a value that is not an input (the order's 'OrderProductList') is reported under its name too.
 * - `eachField`: every listed field gets its own first failing message (see EachFieldOptions),
 *   e.g. the registration panel, which shows them field by field as you type.
 * Passing values are answered unchanged. When messages show (on submit, or on change) stays the
 * form's choice (`mode`, `reValidateMode`). spec: shopping.md §5, ordering.md §5
 */
export function domainResolver<TValues extends FieldValues, TContext = undefined>(
  validate: DomainValidate<TValues, TContext>,
  options: { eachField?: EachFieldOptions<TValues> } = {},
): Resolver<TValues, TContext> {
  return (values, context) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const each = options.eachField;
    if (each) {
      for (const field of each.fields) {
        const result = validate(each.probe(values, field), context as TContext);
        if (!result.ok && result.field === field) errors[field] = failure(result.message);
      }
    } else {
      const result = validate(values, context as TContext);
      if (!result.ok) errors[result.field] = failure(result.message);
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<TValues> }
      : { values, errors: {} };
  };
}

/** A form's failing rule as shown: its field and the spec's message. */
export interface FormError {
  field: string;
  message: string;
}

/**
 * The first error of a form's `formState.errors` (the only one with the default domainResolver),
 * or null when there is none. spec: shopping.md §5, ordering.md §5 (one message at a time)
 */
export function firstFormError(errors: FieldErrors): FormError | null {
  for (const [field, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return { field, message };
  }
  return null;
}
