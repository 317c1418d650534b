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
