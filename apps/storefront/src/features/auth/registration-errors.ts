import { PASSWORD_MIN_LENGTH } from '@trini/domain';
import type { RegistrationFormInput } from '@trini/domain';

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
  NewPassword: 'x'.repeat(PASSWORD_MIN_LENGTH),
  ConfirmPassword: 'x'.repeat(PASSWORD_MIN_LENGTH),
  ConfirmMobile: true,
};

/**
 * The input in which only `field`'s registration rules can fail (the domain resolver's per-field
 * probe, see domainResolver's `eachField`): the other fields set to passing values, except that
 * the confirm password keeps the typed password, which it must match, and the password is probed
 * with a matching confirmation. So every field shows its own first failing message while the
 * rules, their order and their messages stay the domain's (validateRegistration).
 * spec: ordering.md §5 registration (panel)
 */
export function registrationProbe<T extends RegistrationFormInput>(values: T, field: string): T {
  const probe = { ...values, ...PASSING, [field]: values[field as RegistrationField] } as T;
  if (field === 'ConfirmPassword') probe.NewPassword = values.NewPassword;
  if (field === 'NewPassword') probe.ConfirmPassword = values.NewPassword;
  return probe;
}
