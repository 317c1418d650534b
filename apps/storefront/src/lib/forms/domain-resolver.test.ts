// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MESSAGES, validateLogin, validateOrder } from '@trini/domain';
import { domainResolver, firstFormError } from './domain-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('domainResolver (every form on the domain validators)', () => {
  it("reports only the first failing rule, under its field, with the domain's exact message", async () => {
    const resolve = domainResolver(validateLogin);
    expect(await resolve({ Mobile: ' ', Password: '' }, undefined, options)).toEqual({
      values: {},
      errors: { Mobile: { type: 'validate', message: MESSAGES.LOGIN_MOBILE_REQUIRED } },
    });
    expect(await resolve({ Mobile: '7000001', Password: '' }, undefined, options)).toEqual({
      values: {},
      errors: { Password: { type: 'validate', message: MESSAGES.LOGIN_PASSWORD_REQUIRED } },
    });
  });

  it('answers passing values unchanged, with no errors', async () => {
    const values = { Mobile: '7000001', Password: 'x' };
    expect(await domainResolver(validateLogin)(values, undefined, options)).toEqual({
      values,
      errors: {},
    });
  });

  it("hands the form's context to the validator (the order's cart lines)", async () => {
    const resolve = domainResolver(
      (
        v: { CustomerMobile: string; CustomerName: string },
        ctx: { lines: { Quantity: number }[] },
      ) => validateOrder({ ...v, OrderProductList: ctx.lines }),
    );
    const values = { CustomerMobile: '7000001', CustomerName: 'Asha' };
    expect(await resolve(values, { lines: [] }, options)).toMatchObject({
      errors: { OrderProductList: { message: MESSAGES.ORDER_NO_PRODUCT } },
    });
    expect(await resolve(values, { lines: [{ Quantity: 1 }] }, options)).toEqual({
      values,
      errors: {},
    });
  });

  it('in per-field mode gives every listed field its own first failing message, probing one field at a time', async () => {
    interface Pair {
      A: string;
      B: string;
    }
    const rules = (v: Pair) =>
      !v.A
        ? ({ ok: false, field: 'A', message: 'A is required' } as const)
        : !v.B
          ? ({ ok: false, field: 'B', message: 'B is required' } as const)
          : ({ ok: true } as const);
    const passing: Pair = { A: 'a', B: 'b' };
    const resolve = domainResolver(rules, {
      eachField: {
        fields: ['A', 'B'],
        probe: (values, field) => ({ ...passing, [field]: values[field] }),
      },
    });
    expect((await resolve({ A: '', B: '' }, undefined, options)).errors).toEqual({
      A: { type: 'validate', message: 'A is required' },
      B: { type: 'validate', message: 'B is required' },
    });
    expect(await resolve({ A: 'x', B: 'y' }, undefined, options)).toEqual({
      values: { A: 'x', B: 'y' },
      errors: {},
    });
  });

  it('firstFormError is null without errors', () => {
    expect(firstFormError({})).toBeNull();
  });
});
