import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTTD, roundMoney } from './money.js';

describe('TT$ display (ordering.md §9 currency label TT$)', () => {
  it('formats with the TT$ label, thousands separators and two decimals', () => {
    expect(formatTTD(1234.5)).toBe('TT$1,234.50');
    expect(formatTTD(0)).toBe('TT$0.00');
  });
  it('formats a negative amount with a leading minus', () =>
    expect(formatTTD(-5)).toBe('-TT$5.00'));
  it('rounds to the cent', () => expect(formatTTD(19.999)).toBe('TT$20.00'));
  it('refuses NaN and infinities', () => {
    expect(() => formatTTD(Number.NaN)).toThrow(RangeError);
    expect(() => formatTTD(Infinity)).toThrow(RangeError);
  });
  it('roundMoney removes floating-point noise', () => expect(roundMoney(19.99 * 3)).toBe(59.97));
});

describe('formatTTD matches the locale formatter it replaces (2 decimals, comma thousands)', () => {
  const intl = new Intl.NumberFormat('en-TT', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  it('for any amount from -10 million to 10 million TT$', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (amount) => {
        const rounded = roundMoney(Math.abs(amount));
        const sign = amount < 0 && rounded !== 0 ? '-' : '';
        expect(formatTTD(amount)).toBe(`${sign}TT$${intl.format(rounded)}`);
      }),
    );
  });
  it('groups every thousand', () => {
    expect(formatTTD(1_000)).toBe('TT$1,000.00');
    expect(formatTTD(999_999.99)).toBe('TT$999,999.99');
    expect(formatTTD(1_234_567.891)).toBe('TT$1,234,567.89');
  });
});
