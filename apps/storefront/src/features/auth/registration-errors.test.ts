// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MESSAGES, validateRegistration } from '@trini/domain';
import { domainResolver, firstFormError } from '@/lib/forms/domain-resolver';
import { REGISTRATION_FIELDS, registrationProbe } from './registration-errors';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('registration panel rules per field (ordering.md §5 registration (panel))', () => {
  it('the panel resolver (per-field mode over validateRegistration) gives every field its own first failing message, in the spec order', async () => {
    const resolve = domainResolver(validateRegistration, {
      eachField: { fields: REGISTRATION_FIELDS, probe: registrationProbe },
    });
    const result = await resolve(
      {
        Mobile1: '123',
        CustomerName: '',
        EmailID: 'asha@',
        NewPassword: 'abcdefgh',
        ConfirmPassword: 'abcdexyz',
        ConfirmMobile: false,
      },
      undefined,
      options,
    );
    expect(Object.keys(result.errors)).toEqual(
      REGISTRATION_FIELDS.filter((f) => f !== 'NewPassword'),
    );
    expect(firstFormError(result.errors)).toEqual({
      field: 'Mobile1',
      message: MESSAGES.REG_MOBILE_DIGITS,
    });
    expect(result.errors).toMatchObject({
      CustomerName: { message: MESSAGES.REG_NAME_REQUIRED },
      EmailID: { message: MESSAGES.REG_EMAIL_INVALID },
      ConfirmPassword: { message: MESSAGES.REG_PASSWORDS_MISMATCH },
      ConfirmMobile: { message: MESSAGES.REG_CONFIRM_MOBILE },
    });
    const short = await resolve(
      {
        Mobile1: '7000003',
        CustomerName: 'Asha',
        EmailID: 'asha@example.tt',
        NewPassword: 'abcdefg',
        ConfirmPassword: 'abcdefg',
        ConfirmMobile: true,
      },
      undefined,
      options,
    );
    expect(short.errors).toEqual({
      NewPassword: { type: 'validate', message: MESSAGES.REG_PASSWORD_SHORT },
    });
  });
});
