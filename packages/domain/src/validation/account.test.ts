import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  validateAccountInfo,
  validateChangePassword,
  validateLogin,
  validateRegistration,
  validateRegistrationDialog,
} from './account.js';

describe('login rules (ordering.md §5)', () => {
  it('mobile required: "Mobile number is required"', () => {
    expect(validateLogin({ Mobile: ' ', Password: '' })).toEqual({
      ok: false,
      field: 'Mobile',
      message: 'Mobile number is required',
    });
  });
  it('password required: "Password is required"', () => {
    expect(validateLogin({ Mobile: '7000001', Password: '' })).toEqual({
      ok: false,
      field: 'Password',
      message: 'Password is required',
    });
  });
  it('both present passes', () =>
    expect(validateLogin({ Mobile: '7000001', Password: 'x' })).toEqual({ ok: true }));
});

const panel = {
  Mobile1: '7000003',
  CustomerName: 'Nadia Mohammed',
  EmailID: 'nadia@example.tt',
  NewPassword: 'secret12',
  ConfirmPassword: 'secret12',
  ConfirmMobile: true,
};

describe('registration panel rules in order (ordering.md §5)', () => {
  it('a complete form passes', () => expect(validateRegistration(panel)).toEqual({ ok: true }));
  it('the password minimum is PASSWORD_MIN_LENGTH, 8 (a security requirement over the spec 6)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    const eight = { NewPassword: 'abcd1234', ConfirmPassword: 'abcd1234' };
    expect(validateRegistration({ ...panel, ...eight })).toEqual({ ok: true });
  });
  it.each([
    ['mobile required', { Mobile1: '' }, 'Mobile1', 'Mobile Number is required'],
    ['mobile exactly 7 digits', { Mobile1: '12345' }, 'Mobile1', 'Enter 7 digits'],
    ['full name required', { CustomerName: ' ' }, 'CustomerName', 'Full Name is required'],
    ['email required', { EmailID: '' }, 'EmailID', 'Email is required'],
    ['email valid', { EmailID: 'nadia@' }, 'EmailID', 'Enter a valid email'],
    [
      'password required',
      { NewPassword: '', ConfirmPassword: '' },
      'NewPassword',
      'Password is required',
    ],
    [
      'password at least 8 characters: 7 are refused',
      { NewPassword: 'abcd123', ConfirmPassword: 'abcd123' },
      'NewPassword',
      'Password must be at least 8 characters',
    ],
    [
      'confirm password required',
      { ConfirmPassword: '' },
      'ConfirmPassword',
      'Confirm Password is required',
    ],
    [
      'passwords match',
      { ConfirmPassword: 'secret2' },
      'ConfirmPassword',
      'Passwords do not match',
    ],
    [
      'own-number checkbox required',
      { ConfirmMobile: false },
      'ConfirmMobile',
      'You must confirm mobile number',
    ],
  ])('%s', (_rule, change, field, message) => {
    expect(validateRegistration({ ...panel, ...change })).toEqual({ ok: false, field, message });
  });
  it('the first failing rule wins: an empty form reports the mobile', () => {
    expect(validateRegistration({})).toMatchObject({
      field: 'Mobile1',
      message: 'Mobile Number is required',
    });
  });
});

describe('registration dialog rules in order (ordering.md §5)', () => {
  it('a complete form passes', () =>
    expect(validateRegistrationDialog(panel)).toEqual({ ok: true }));
  it.each([
    ['mobile required', { Mobile1: '' }, 'Mobile1', 'CustomerName is requiered.'],
    ['name required', { CustomerName: '' }, 'CustomerName', 'CustomerName is requiered.'],
    ['password required', { NewPassword: '' }, 'NewPassword', 'Password is requiered.'],
    [
      'password at least 8 characters (the panel message)',
      { NewPassword: 'secret1', ConfirmPassword: 'secret1' },
      'NewPassword',
      'Password must be at least 8 characters',
    ],
    [
      'confirm password required',
      { ConfirmPassword: ' ' },
      'ConfirmPassword',
      'Confirm Password is requiered.',
    ],
    [
      'passwords match',
      { ConfirmPassword: 'other1' },
      'ConfirmPassword',
      'Passwords do not match.',
    ],
    [
      'own-number checkbox ticked',
      { ConfirmMobile: undefined },
      'ConfirmMobile',
      'You need to confirm that this is your  mobile number and You agree to its use for account notifications.',
    ],
  ])('%s', (_rule, change, field, message) => {
    expect(validateRegistrationDialog({ ...panel, ...change })).toEqual({
      ok: false,
      field,
      message,
    });
  });
});

describe('change password and account information (one home for form and API)', () => {
  it('change password: required, minimum length, confirm required, match, in that order', () => {
    expect(validateChangePassword({})).toMatchObject({
      field: 'CurrentPassword',
      message: MESSAGES.CURRENT_PASSWORD_REQUIRED,
    });
    const current = { CurrentPassword: 'password1' };
    expect(validateChangePassword(current)).toMatchObject({
      field: 'Password',
      message: MESSAGES.REG_PASSWORD_REQUIRED,
    });
    expect(validateChangePassword({ ...current, Password: 'abc' })).toMatchObject({
      message: MESSAGES.REG_PASSWORD_SHORT,
    });
    expect(validateChangePassword({ ...current, Password: 'abcd123' })).toMatchObject({
      field: 'Password',
      message: 'Password must be at least 8 characters',
    });
    expect(validateChangePassword({ ...current, Password: 'abcd1234' })).toMatchObject({
      field: 'PasswordConfirm',
      message: MESSAGES.REG_CONFIRM_REQUIRED,
    });
    expect(
      validateChangePassword({ ...current, Password: 'abcd1234', PasswordConfirm: 'abcd1235' }),
    ).toMatchObject({ message: MESSAGES.REG_PASSWORDS_MISMATCH });
    expect(
      validateChangePassword({ ...current, Password: 'abcd1234', PasswordConfirm: 'abcd1234' }),
    ).toEqual({ ok: true });
  });

  it('account information: a name, then a present and valid email', () => {
    expect(validateAccountInfo({ FirstName: ' ', LastName: '' })).toMatchObject({
      field: 'FirstName',
      message: MESSAGES.REG_NAME_REQUIRED,
    });
    expect(validateAccountInfo({ LastName: 'Ramdial' })).toMatchObject({
      message: MESSAGES.REG_EMAIL_REQUIRED,
    });
    expect(validateAccountInfo({ FirstName: 'K', EmailID: 'not-an-email' })).toMatchObject({
      message: MESSAGES.REG_EMAIL_INVALID,
    });
    expect(validateAccountInfo({ FirstName: 'K', EmailID: 'k@example.com' })).toEqual({ ok: true });
  });
});
