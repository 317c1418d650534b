import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { validateReview } from './review.js';

const valid = {
  CustomerMobile: '7000001',
  CustomerName: 'Asha',
  ReviewTitle: 'Great',
  Comments: 'Works well',
  Rating: 5,
};

describe('review submit rules in order (shopping.md §5)', () => {
  it('a complete review passes; rating is not required', () => {
    expect(validateReview(valid)).toEqual({ ok: true });
    expect(validateReview({ ...valid, Rating: null })).toEqual({ ok: true });
  });
  it('mobile not exactly 7 digits: "Phone Number is invalid. Please enter 7 digits."', () => {
    for (const m of ['123456', '12345678', '70000a1']) {
      expect(validateReview({ ...valid, CustomerMobile: m })).toEqual({
        ok: false,
        field: 'CustomerMobile',
        message: 'Phone Number is invalid. Please enter 7 digits.',
      });
    }
  });
  it('the 7-digit rule is checked before every other rule', () => {
    expect(
      validateReview({ CustomerMobile: '12', CustomerName: '', ReviewTitle: '', Comments: '' }),
    ).toMatchObject({ message: MESSAGES.REVIEW_PHONE_INVALID });
  });
  it('blank mobile: "Customer Mobile is required."', () => {
    expect(validateReview({ ...valid, CustomerMobile: '   ' })).toMatchObject({
      field: 'CustomerMobile',
      message: 'Customer Mobile is required.',
    });
  });
  it('blank name: "Customer Name is required."', () => {
    expect(validateReview({ ...valid, CustomerName: ' ' })).toMatchObject({
      field: 'CustomerName',
      message: 'Customer Name is required.',
    });
  });
  it('blank title: "Title is required."', () => {
    expect(validateReview({ ...valid, ReviewTitle: '' })).toMatchObject({
      field: 'ReviewTitle',
      message: 'Title is required.',
    });
  });
  it('blank comments: "Review  is required." (two spaces, as in the spec)', () => {
    expect(validateReview({ ...valid, Comments: '\t' })).toMatchObject({
      field: 'Comments',
      message: 'Review  is required.',
    });
  });
  it('name before title before comments', () => {
    expect(
      validateReview({ ...valid, CustomerName: '', ReviewTitle: '', Comments: '' }),
    ).toMatchObject({ field: 'CustomerName' });
    expect(validateReview({ ...valid, ReviewTitle: '', Comments: '' })).toMatchObject({
      field: 'ReviewTitle',
    });
  });
  it('limits: name and title at most 100, comments at most 1000 characters', () => {
    expect(validateReview({ ...valid, CustomerName: 'a'.repeat(100) })).toEqual({ ok: true });
    expect(validateReview({ ...valid, CustomerName: 'a'.repeat(101) })).toMatchObject({
      field: 'CustomerName',
    });
    expect(validateReview({ ...valid, ReviewTitle: 'a'.repeat(101) })).toMatchObject({
      field: 'ReviewTitle',
    });
    expect(validateReview({ ...valid, Comments: 'a'.repeat(1001) })).toMatchObject({
      field: 'Comments',
    });
  });
  it('a rating, when given, is 1 to 5', () => {
    expect(validateReview({ ...valid, Rating: 6 })).toMatchObject({ field: 'Rating' });
    expect(validateReview({ ...valid, Rating: 2.5 })).toMatchObject({ field: 'Rating' });
    expect(validateReview({ ...valid, Rating: 1 })).toEqual({ ok: true });
  });
});
