import { CURRENCY_LABEL } from '../constants.js';

/**
 * Rounds an amount of TT$ to whole cents, removing binary floating-point noise
 * (59.970000000000006 becomes 59.97). Used on every computed money figure.
 */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

const formatter = new Intl.NumberFormat('en-TT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount of TT$ for display: `formatTTD(1234.5)` is 'TT$1,234.50', a negative amount
 * is '-TT$5.00'. Throws a RangeError for NaN or an infinite amount.
 * spec: shopping.md §1 (prices in TT$), ordering.md §9 (currency label TT$)
 */
export function formatTTD(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatTTD: not a finite amount: ${amount}`);
  const rounded = roundMoney(Math.abs(amount));
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${CURRENCY_LABEL}${formatter.format(rounded)}`;
}
