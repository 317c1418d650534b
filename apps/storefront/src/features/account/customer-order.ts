import { ROUTES, roundMoney } from '@trini/domain';
import type { CustomerSummary, PurchaseLine } from '@trini/domain';

/** The /orderdetail query parameter naming the order (its invoice number) to show. */
export const ORDER_PARAM = 'order';

/** The link to one of the customer's orders on /orderdetail, by its invoice number. */
export const orderDetailPath = (invoice: string): string =>
  `${ROUTES.ORDER_DETAIL}?${ORDER_PARAM}=${encodeURIComponent(invoice)}`;

/** One of a customer's orders, gathered from its purchase lines (which share an invoice). */
export interface CustomerOrder {
  /** The order's invoice number (InvoiceBillNumber), its id for the shopper. */
  invoice: string;
  /** The invoice's date as the API formats it (InvoiceDateFormatted). */
  date: string;
  /** The order's product lines, in the API's order. */
  lines: PurchaseLine[];
  /** The sum of the lines' amounts (the API gives no per-order freight or total). */
  subTotal: number;
}

/**
 * The customer's order with invoice number `invoice`, or their most recent one when `invoice` is
 * empty (LoadCustomer lists purchases most recent first); null when there is no such order.
 * spec: ordering.md §3 Customer summary, Purchase line
 */
export function customerOrder(
  summary: Pick<CustomerSummary, 'Purchases'>,
  invoice?: string | null,
): CustomerOrder | null {
  const wanted = invoice?.trim() || summary.Purchases[0]?.InvoiceBillNumber;
  if (!wanted) return null;
  const lines = summary.Purchases.filter((p) => p.InvoiceBillNumber === wanted);
  const first = lines[0];
  if (!first) return null;
  return {
    invoice: wanted,
    date: first.InvoiceDateFormatted,
    lines,
    subTotal: roundMoney(lines.reduce((sum, l) => sum + l.Amount, 0)),
  };
}
