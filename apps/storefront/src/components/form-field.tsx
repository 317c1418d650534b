import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { MobileInput } from './mobile-input';

/** What a form field takes besides its input's own attributes (type, autoComplete, register…). */
export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label. A `required` field shows a `*` after it (hidden from screen readers). */
  label: ReactNode;
  /** A hint under the input, read with it (aria-describedby). */
  hint?: ReactNode;
  /** The failing rule's message under the input; marks the input invalid and is read with it. */
  error?: string | null;
  /** Marks the input invalid without a message of its own (the form's message line has it). */
  invalid?: boolean;
  /** Spans both columns of a `.form-grid`. */
  wide?: boolean;
  /** A mobile number: the fixed +1(868) prefix and at most 7 digits (MobileInput). */
  mobile?: boolean;
}

/**
 * One labelled form field (`.field`): label, input, optional hint and error line, wired for
 * assistive technology (htmlFor/id, aria-invalid, aria-describedby). Spread react-hook-form's
 * `register(name)` into it like into an `<input>`: the ref reaches the input. Without `id` it makes
 * its own (useId plus the input's name). Inputs only; radios, checkboxes and text areas keep their own markup.
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, hint, error, invalid, wide = false, mobile = false, id, required, ...input },
  ref,
) {
  const ownId = useId();
  // The input's name follows the id React gives, so an id in the page says which field it is.
  const inputId = id ?? `${ownId}-${input.name ?? 'field'}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const props = {
    id: inputId,
    ref,
    required,
    'aria-invalid': invalid || error ? true : undefined,
    'aria-describedby': describedBy,
    ...input,
  };
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={inputId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {mobile ? <MobileInput {...props} /> : <input type="text" {...props} />}
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
});
