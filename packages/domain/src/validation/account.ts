import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import type { Rule, ValidationResult } from './result.js';
import { firstFailure, isBlank, isEmail, isSevenDigits } from './result.js';

/** The login form. spec: ordering.md §3 Login model */
export interface LoginFormInput {
  Mobile?: string | null;
  Password?: string | null;
}

/**
 * Login rules in order: mobile required ('Mobile number is required'), password required
 * ('Password is required'). spec: ordering.md §5 login
 */
export function validateLogin(input: LoginFormInput): ValidationResult {
  return firstFailure(input, [
    ['Mobile', (i) => isBlank(i.Mobile), MESSAGES.LOGIN_MOBILE_REQUIRED],
    ['Password', (i) => isBlank(i.Password), MESSAGES.LOGIN_PASSWORD_REQUIRED],
  ]);
}

/**
 * The registration form: the registration model's fields plus `ConfirmMobile`, the own-number
 * checkbox. spec: ordering.md §3 Registration model, §2 register dialog
 */
export interface RegistrationFormInput {
  Mobile1?: string | null;
  CustomerName?: string | null;
  EmailID?: string | null;
  NewPassword?: string | null;
  ConfirmPassword?: string | null;
  Address?: string | null;
  ConfirmMobile?: boolean | null;
}

const passwordShort = (p: string | null | undefined) =>
  String(p ?? '').length < PASSWORD_MIN_LENGTH;

const panelRules: readonly Rule<RegistrationFormInput>[] = [
  ['Mobile1', (i) => isBlank(i.Mobile1), MESSAGES.REG_MOBILE_REQUIRED],
  ['Mobile1', (i) => !isSevenDigits(i.Mobile1), MESSAGES.REG_MOBILE_DIGITS],
  ['CustomerName', (i) => isBlank(i.CustomerName), MESSAGES.REG_NAME_REQUIRED],
  ['EmailID', (i) => isBlank(i.EmailID), MESSAGES.REG_EMAIL_REQUIRED],
  ['EmailID', (i) => !isEmail(i.EmailID), MESSAGES.REG_EMAIL_INVALID],
  ['NewPassword', (i) => isBlank(i.NewPassword), MESSAGES.REG_PASSWORD_REQUIRED],
  ['NewPassword', (i) => passwordShort(i.NewPassword), MESSAGES.REG_PASSWORD_SHORT],
  ['ConfirmPassword', (i) => isBlank(i.ConfirmPassword), MESSAGES.REG_CONFIRM_REQUIRED],
  ['ConfirmPassword', (i) => i.ConfirmPassword !== i.NewPassword, MESSAGES.REG_PASSWORDS_MISMATCH],
  ['ConfirmMobile', (i) => i.ConfirmMobile !== true, MESSAGES.REG_CONFIRM_MOBILE],
];

/**
 * The side panel's registration rules in order: mobile required, exactly 7 digits, full name
 * required, email required and valid, password required and at least PASSWORD_MIN_LENGTH (8) characters, confirm
 * password required and matching, the own-number checkbox ticked.
 * spec: ordering.md §5 registration (panel)
 */
export function validateRegistration(input: RegistrationFormInput): ValidationResult {
  return firstFailure(input, panelRules);
}

const dialogRules: readonly Rule<RegistrationFormInput>[] = [
  ['Mobile1', (i) => isBlank(i.Mobile1), MESSAGES.REGD_NAME_REQUIRED],
  ['CustomerName', (i) => isBlank(i.CustomerName), MESSAGES.REGD_NAME_REQUIRED],
  ['NewPassword', (i) => isBlank(i.NewPassword), MESSAGES.REGD_PASSWORD_REQUIRED],
  ['NewPassword', (i) => passwordShort(i.NewPassword), MESSAGES.REG_PASSWORD_SHORT],
  ['ConfirmPassword', (i) => isBlank(i.ConfirmPassword), MESSAGES.REGD_CONFIRM_REQUIRED],
  ['ConfirmPassword', (i) => i.ConfirmPassword !== i.NewPassword, MESSAGES.REGD_PASSWORDS_MISMATCH],
  ['ConfirmMobile', (i) => i.ConfirmMobile !== true, MESSAGES.REGD_CONFIRM_MOBILE],
];

/**
 * The registration dialog's rules in order: mobile and name required (both answer the spec's
 * 'CustomerName is requiered.'), password required, at least PASSWORD_MIN_LENGTH characters
 * (the panel's message: the spec's dialog has no length rule, the server has), confirm password
 * required, passwords match
 * ('Passwords do not match.'), the own-number checkbox ticked. Spelled as in the spec.
 * spec: ordering.md §5 registration (dialog)
 */
export function validateRegistrationDialog(input: RegistrationFormInput): ValidationResult {
  return firstFailure(input, dialogRules);
}

/** The change-password form (extension). spec: ordering.md §2 change password */
export interface ChangePasswordFormInput {
  CurrentPassword?: string | null;
  Password?: string | null;
  PasswordConfirm?: string | null;
}

/**
 * The change-password rules in order, with the registration panel's messages (the spec's form
 * shows none of its own): the current password required ('Current Password is required';
 * whether it is right, only the server knows), the new password required, at least
 * PASSWORD_MIN_LENGTH characters, confirm required, passwords match. One home for the form and
 * the API. spec: ordering.md §2 change password, §9 password minimum
 */
export function validateChangePassword(input: ChangePasswordFormInput): ValidationResult {
  return firstFailure(input, [
    ['CurrentPassword', (i) => isBlank(i.CurrentPassword), MESSAGES.CURRENT_PASSWORD_REQUIRED],
    ['Password', (i) => isBlank(i.Password), MESSAGES.REG_PASSWORD_REQUIRED],
    ['Password', (i) => passwordShort(i.Password), MESSAGES.REG_PASSWORD_SHORT],
    ['PasswordConfirm', (i) => isBlank(i.PasswordConfirm), MESSAGES.REG_CONFIRM_REQUIRED],
    ['PasswordConfirm', (i) => i.PasswordConfirm !== i.Password, MESSAGES.REG_PASSWORDS_MISMATCH],
  ]);
}

/** The edit-information form (extension). spec: ordering.md §2 edit information */
export interface AccountInfoFormInput {
  FirstName?: string | null;
  LastName?: string | null;
  EmailID?: string | null;
  Telephone?: string | null;
}

/**
 * The account-information rules in order, with the registration panel's messages: a name
 * (first and last together not blank), email required and valid. One home for the form and the
 * API. spec: ordering.md §2 edit information
 */
export function validateAccountInfo(input: AccountInfoFormInput): ValidationResult {
  return firstFailure(input, [
    [
      'FirstName',
      (i) => isBlank(`${i.FirstName ?? ''} ${i.LastName ?? ''}`),
      MESSAGES.REG_NAME_REQUIRED,
    ],
    ['EmailID', (i) => isBlank(i.EmailID), MESSAGES.REG_EMAIL_REQUIRED],
    ['EmailID', (i) => !isEmail(i.EmailID), MESSAGES.REG_EMAIL_INVALID],
  ]);
}
