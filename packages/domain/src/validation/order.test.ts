import { describe, expect, it } from 'vitest';
import { validateOrder } from './order.js';

const valid = {
  CustomerMobile: '7000001',
  CustomerName: 'Kavita',
  OrderProductList: [{ Quantity: 1 }],
};

describe('checkout and direct order save rules in order (ordering.md §5)', () => {
  it('a complete order passes', () => expect(validateOrder(valid)).toEqual({ ok: true }));
  it('phone not exactly 7 digits comes first', () => {
    expect(
      validateOrder({ CustomerMobile: '868123', CustomerName: '', OrderProductList: [] }),
    ).toEqual({
      ok: false,
      field: 'CustomerMobile',
      message: 'Phone Number is invalid. Please enter 7 digits.',
    });
  });
  it('blank mobile: "Customer Mobile is required."', () => {
    expect(validateOrder({ ...valid, CustomerMobile: '' })).toMatchObject({
      message: 'Customer Mobile is required.',
    });
    expect(validateOrder({ ...valid, CustomerMobile: null })).toMatchObject({
      message: 'Customer Mobile is required.',
    });
  });
  it('blank name: "Customer Name is required."', () => {
    expect(validateOrder({ ...valid, CustomerName: '  ' })).toMatchObject({
      field: 'CustomerName',
      message: 'Customer Name is required.',
    });
  });
  it('no product: "No product added."', () => {
    expect(validateOrder({ ...valid, OrderProductList: [] })).toMatchObject({
      field: 'OrderProductList',
      message: 'No product added.',
    });
    expect(validateOrder({ ...valid, OrderProductList: undefined })).toMatchObject({
      message: 'No product added.',
    });
  });
  it('lines left at quantity 0 buy nothing: only such lines is "No product added."', () => {
    const zeros = [{ Quantity: 0 }, { Quantity: 0 }];
    expect(validateOrder({ ...valid, OrderProductList: zeros })).toMatchObject({
      field: 'OrderProductList',
      message: 'No product added.',
    });
    expect(validateOrder({ ...valid, OrderProductList: [...zeros, { Quantity: 2 }] })).toEqual({
      ok: true,
    });
  });
  it('name is checked before the product list', () => {
    expect(validateOrder({ ...valid, CustomerName: '', OrderProductList: [] })).toMatchObject({
      field: 'CustomerName',
    });
  });
});
