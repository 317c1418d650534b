import { MESSAGES } from '../messages.js';
import type { Rule, ValidationResult } from './result.js';
import { firstFailure, isBlank, isSevenDigits } from './result.js';

/** The order fields the save rules read. spec: ordering.md §3 Order */
export interface OrderFormInput {
  CustomerMobile?: string | null;
  CustomerName?: string | null;
  OrderProductList?: readonly { Quantity?: number | null }[] | null;
}

const rules: readonly Rule<OrderFormInput>[] = [
  [
    'CustomerMobile',
    (o) => !isBlank(o.CustomerMobile) && !isSevenDigits(o.CustomerMobile),
    MESSAGES.ORDER_PHONE_INVALID,
  ],
  ['CustomerMobile', (o) => isBlank(o.CustomerMobile), MESSAGES.ORDER_MOBILE_REQUIRED],
  ['CustomerName', (o) => isBlank(o.CustomerName), MESSAGES.ORDER_NAME_REQUIRED],
  [
    'OrderProductList',
    (o) => !o.OrderProductList?.some((line) => (line.Quantity ?? 0) >= 1),
    MESSAGES.ORDER_NO_PRODUCT,
  ],
];

/**
 * Checks an order before SaveOrder (checkout and direct order), in the spec's order: phone exactly
 * 7 digits, mobile required, name required, at least one product ('No product added.').
 * Choice: "a product" is a line with Quantity of at least 1; lines left at 0 buy nothing, so an
 * order of only such lines is refused with 'No product added.' too.
 * Choice: as for reviews, the 7-digit rule applies to a typed mobile; a blank one is 'required'.
 * No other rules are shown (the city select is only marked required in the form).
 * spec: ordering.md §5 checkout and direct order save
 */
export function validateOrder(input: OrderFormInput): ValidationResult {
  return firstFailure(input, rules);
}
