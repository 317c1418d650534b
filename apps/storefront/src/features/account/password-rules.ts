import { MESSAGES, PASSWORD_MIN_LENGTH } from '@trini/domain';

/**
 * The change-password form's first failing rule, with the registration panel's messages:
 * password required, at least 6 characters, confirm required, passwords match. Null when valid.
 * spec: ordering.md §9 password minimum (the change password form itself shows no rules)
 */
export function passwordChangeError(password: string, confirm: string): string | null {
  if (!password) return MESSAGES.REG_PASSWORD_REQUIRED;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.REG_PASSWORD_SHORT;
  if (!confirm) return MESSAGES.REG_CONFIRM_REQUIRED;
  if (confirm !== password) return MESSAGES.REG_PASSWORDS_MISMATCH;
  return null;
}
