import type { RegistrationFormInput, ValidationResult } from '@trini/domain';

/** The registration form's fields, in the spec's rule order. spec: ordering.md §5 registration */
export const REGISTRATION_FIELDS = [
  'Mobile1',
  'CustomerName',
  'EmailID',
  'NewPassword',
  'ConfirmPassword',
  'ConfirmMobile',
] as const;
/** A registration field name. */
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** Values that pass every registration rule; used to isolate one field's rules. */
const PASSING: Required<Omit<RegistrationFormInput, 'Address'>> = {
  Mobile1: '1234567',
  CustomerName: 'x',
  EmailID: 'x@x.tt',
  NewPassword: 'xxxxxx',
  ConfirmPassword: 'xxxxxx',
  ConfirmMobile: true,
};

/**
 * Each field's first failing message under `validate` (the domain's validateRegistration or
 * validateRegistrationDialog), so every field can show its own message while the rules and their
 * order stay the domain's: a field is checked with the other fields set to passing values (the
 * confirm password keeps the typed password, which it must match). Fields that pass are absent.
 * spec: ordering.md §5 registration (panel)
 */
export function registrationFieldErrors(
  values: RegistrationFormInput,
  validate: (input: RegistrationFormInput) => ValidationResult,
): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const field of REGISTRATION_FIELDS) {
    const probe: RegistrationFormInput = { ...PASSING, [field]: values[field] };
    if (field === 'ConfirmPassword') probe.NewPassword = values.NewPassword;
    if (field === 'NewPassword') probe.ConfirmPassword = values.NewPassword;
    const result = validate(probe);
    if (!result.ok && result.field === field) errors[field] = result.message;
  }
  return errors;
}
