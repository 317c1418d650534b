import { formatOrderDate, roundMoney } from '@trini/domain';
import type { Order } from '@trini/domain';
import type { MockState } from '../state/mock-state.js';
import type { OrderStatus, StoredCustomer, StoredOrder } from '../seed/types.js';

/** 'INV-100042' for OrderNo 100042 (as the seeded orders spell it). */
export function invoiceNumber(orderNo: number): string {
  return `INV-${orderNo}`;
}

/**
 * Most orders a session keeps: beyond it the oldest order that is not waiting for its payment is
 * forgotten (with its card payment), so neither memory nor the state file grows without bound
 * (orders of a few lines take about 1.7 KB of JSON each: some 33 MB for all of them).
 */
export const MAX_STORED_ORDERS = 20_000;

/**
 * Stores a checked order under the next OrderNo (synchronous, so concurrent requests can never
 * share a number) and deducts the cashback it uses from the customer. Answers the stored order.
 * Keeps at most MAX_STORED_ORDERS (see there).
 */
export function storeOrder(
  state: MockState,
  order: Order,
  status: OrderStatus,
  customer: StoredCustomer | null | undefined,
): StoredOrder {
  const OrderNo = state.nextOrderNo++;
  const stored: StoredOrder = {
    OrderNo,
    InvoiceBillNumber: invoiceNumber(OrderNo),
    OrderDate: formatOrderDate(new Date()),
    status,
    order,
    CustomerNo: customer?.CustomerNo ?? null,
  };
  if (customer && order.CashbackAmount > 0) {
    customer.TotalCashback = roundMoney(Math.max(0, customer.TotalCashback - order.CashbackAmount));
  }
  state.orders.push(stored);
  const oldest =
    state.orders.length > MAX_STORED_ORDERS
      ? state.orders.findIndex((o) => o.status !== 'pending-payment')
      : -1;
  if (oldest >= 0) {
    const [dropped] = state.orders.splice(oldest, 1);
    if (dropped) state.payments.delete(dropped.OrderNo);
  }
  return stored;
}

/** Gives back the cashback a pending card order reserved (declined or cancelled payment). */
export function refundCashback(state: MockState, stored: StoredOrder): void {
  if (stored.CustomerNo === null || stored.order.CashbackAmount <= 0) return;
  const customer = state.customers.find((c) => c.CustomerNo === stored.CustomerNo);
  if (customer)
    customer.TotalCashback = roundMoney(customer.TotalCashback + stored.order.CashbackAmount);
}

/** A stored order by its number (as the payment pages carry it: a string), or undefined. */
export function findOrder(state: MockState, orderId: string): StoredOrder | undefined {
  if (!/^\d{1,12}$/.test(orderId)) return undefined;
  const no = Number(orderId);
  return state.orders.find((o) => o.OrderNo === no);
}
