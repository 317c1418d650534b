import type { ReactNode } from 'react';

/** What a submit button says while its form is being sent, when the form shows it. */
export const PLEASE_WAIT = 'Please wait…';

/**
 * A form's message line. It stays in the document even while empty (then visually hidden), so
 * screen readers announce each new text. A failure (`ok` false) shows as `.form-error`, a success
 * as `.rma-result`. Announced as an alert, or with `polite` as a status (role=status,
 * aria-live=polite) for outcomes that should not interrupt.
 */
export function FormMessage({
  text,
  ok = false,
  polite = false,
  id,
}: {
  text: string | null | undefined;
  ok?: boolean;
  polite?: boolean;
  id?: string;
}) {
  const className = text ? (ok ? 'rma-result' : 'form-error') : 'visually-hidden';
  return polite ? (
    <p id={id} className={className} role="status" aria-live="polite">
      {text ?? ''}
    </p>
  ) : (
    <p id={id} className={className} role="alert">
      {text ?? ''}
    </p>
  );
}

/**
 * A form's primary submit button: disabled and marked aria-busy while `busy`, also disabled when
 * `disabled`; with `busyText` it says that while busy. `block` makes it full width.
 */
export function SubmitButton({
  busy,
  disabled = false,
  block = false,
  busyText,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  block?: boolean;
  busyText?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={block ? 'btn btn--primary btn--block' : 'btn btn--primary'}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && busyText ? busyText : children}
    </button>
  );
}
