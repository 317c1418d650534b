import type { PurchaseLine } from '@trini/domain';
import type { StoredCustomer, StoredOrder } from '../seed/types.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'yyyy-MM-dd' → 'dd MMM yyyy' (e.g. '05 Nov 2026'); other strings are returned unchanged. */
export function formatInvoiceDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return `${m[3]} ${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

/** Whether an order counts as a purchase (placed, or paid and awaiting confirmation). */
export function isPurchase(order: StoredOrder): boolean {
  return order.status === 'placed' || order.status === 'paid';
}

/**
 * A customer's purchases: the orders placed with the customer's own token (their CustomerNo),
 * most recent first, flattened to one line per product. A guest's order is nobody's, whatever
 * mobile it gives: anyone may type any number at a guest checkout, so it must not show in, or add
 * to the total of, the account of whoever holds or later registers that number.
 * spec: ordering.md §3 Purchase line
 */
export function customerPurchases(
  customer: StoredCustomer,
  orders: readonly StoredOrder[],
): {
  orders: StoredOrder[];
  lines: PurchaseLine[];
} {
  const own = orders
    .filter((o) => isPurchase(o) && o.CustomerNo === customer.CustomerNo)
    .sort((a, b) => b.OrderNo - a.OrderNo);
  const lines = own.flatMap((o) =>
    o.order.OrderProductList.map((line) => ({
      ProductName: line.ProductName,
      ImageFilePath: line.ImageFilePath,
      Barcode: line.Barcode,
      ProductStyle: line.ProductStyle,
      Quantity: line.Quantity,
      Rate: line.Rate,
      Amount: line.TotalAmount,
      InvoiceBillNumber: o.InvoiceBillNumber,
      InvoiceDateFormatted: formatInvoiceDate(o.OrderDate),
    })),
  );
  return { orders: own, lines };
}
