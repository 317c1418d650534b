import { CURRENCY_LABEL } from '../constants.js';

/**
 * Rounds an amount of TT$ to whole cents, removing binary floating-point noise
 * (59.970000000000006 becomes 59.97). Used on every computed money figure.
 */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Digits of a whole number with a comma between thousands: '1234567' → '1,234,567'. */
function groupThousands(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/**
 * Formats an amount of TT$ for display: `formatTTD(1234.5)` is 'TT$1,234.50', a negative amount
 * is '-TT$5.00'. Throws a RangeError for NaN or an infinite amount. Formatted by hand rather than
 * with `Intl.NumberFormat`: the same text on every server and browser (no locale data to differ,
 * so server-rendered prices hydrate unchanged), and no locale data to load at start (creating the
 * formatter took about 17 ms of a phone's first page load).
 * spec: shopping.md §1 (prices in TT$), ordering.md §9 (currency label TT$)
 */
export function formatTTD(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatTTD: not a finite amount: ${amount}`);
  const rounded = roundMoney(Math.abs(amount));
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  const [whole = '0', cents = '00'] = rounded.toFixed(2).split('.');
  return `${sign}${CURRENCY_LABEL}${groupThousands(whole)}.${cents}`;
}
