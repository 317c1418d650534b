import { ORDER_DEFAULTS, ORDER_SOURCE, PAYMENT_METHOD } from '../constants.js';
import type { PaymentMethodNo } from '../constants.js';
import type { Cart } from '../entities/cart.js';
import type { Order } from '../entities/order.js';
import { calculateCart } from './calculate-cart.js';

/** The order's own customer fields, spelled as in the Order. spec: ordering.md §3 Order */
export interface OrderCustomer {
  CustomerMobile: string;
  CustomerName: string;
  EmailID?: string;
  CustomerAddress?: string;
  /** The chosen delivery city (ODeliverCityNo); 0 when none. */
  CustomerCityNo?: number;
}

/** How the order is placed. Every field has the spec's default. spec: ordering.md §9 order defaults */
export interface OrderOptions {
  /** 1 card, 2 bank transfer, 3 cash on delivery (default). */
  PMNo?: PaymentMethodNo;
  /** 1 pickup, 0 delivery (default). */
  IsPickup?: 0 | 1;
  /** Notes; '' by default. */
  Remarks?: string;
  /** Default 9. */
  ShopNo?: number;
  /** Default 'Online Store'. */
  ShopName?: string;
  /** 1 checkout (default), 2 direct order page. */
  Source?: 1 | 2;
  /** The order date (default now), sent as yyyy-MM-dd in local time. */
  orderDate?: Date;
  /** A delivery date, sent as DeliveryDate and NewDeliveryDate only when set. */
  deliveryDate?: Date;
}

/**
 * A date as yyyy-MM-dd in local time. Throws a RangeError for an invalid Date.
 * spec: ordering.md §9 dates sent as yyyy-MM-dd
 */
export function formatOrderDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('formatOrderDate: invalid date');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The order object the checkout and the direct order page send to SaveOrder (or GetWipayUrl for
 * card payment). The cart is recalculated first. Lines get serial numbers (SNo 1..n).
 * Money in TT$: TotalAmount is what the shopper pays (the cart's ItemGrandTotal, freight included),
 * CashbackAmount the cashback used. Card payment (PMNo 1) sets IsWipayPayment and
 * IsWipayPaymentPending to 1. EmailID is sent as both EmailID and CustomerEmail, the city as both
 * CustomerCityNo and ODeliverCityNo. Choice: CountryNo keeps the order default 1 (the customer's
 * country, Trinidad and Tobago) while ODeliverCountryNo carries the destination island.
 * Throws a RangeError for an invalid date option.
 * spec: ordering.md §3 Order, §4 submit, §9 order defaults, card payment flags, dates
 */
export function buildOrder(cart: Cart, customer: OrderCustomer, options: OrderOptions = {}): Order {
  const priced = calculateCart(cart);
  const PMNo = options.PMNo ?? ORDER_DEFAULTS.PMNo;
  const card = PMNo === PAYMENT_METHOD.CARD ? 1 : 0;
  const city = customer.CustomerCityNo ?? 0;
  const email = customer.EmailID ?? '';
  const order: Order = {
    PMNo,
    OrderProductList: priced.ItemList.map((line, i) => ({ ...line, SNo: i + 1 })),
    Remarks: options.Remarks ?? ORDER_DEFAULTS.Remarks,
    CountryNo: ORDER_DEFAULTS.CountryNo,
    IsPickup: options.IsPickup ?? ORDER_DEFAULTS.IsPickup,
    Freight: priced.Freight,
    TotalAmount: priced.ItemGrandTotal,
    CouponDiscPercent: priced.CouponDiscPercent,
    CouponDiscountAmount: priced.CouponDiscountAmount,
    CashbackAmount: priced.UsedCashbackAmount,
    CouponCode: priced.CouponCode,
    CustomerMobile: customer.CustomerMobile,
    CustomerName: customer.CustomerName,
    EmailID: email,
    CustomerEmail: email,
    CustomerAddress: customer.CustomerAddress ?? '',
    CustomerCityNo: city,
    ODeliverCountryNo: priced.ODeliverCountryNo,
    ODeliverCityNo: city,
    StoreNo: ORDER_DEFAULTS.StoreNo,
    InvoiceStoreName: ORDER_DEFAULTS.InvoiceStoreName,
    ShopNo: options.ShopNo ?? ORDER_DEFAULTS.ShopNo,
    ShopName: options.ShopName ?? ORDER_DEFAULTS.ShopName,
    WebsiteNo: ORDER_DEFAULTS.WebsiteNo,
    NewOrderDate: formatOrderDate(options.orderDate ?? new Date()),
    IsWipayPayment: card,
    IsWipayPaymentPending: card,
    Source: options.Source ?? ORDER_SOURCE.CHECKOUT,
  };
  if (options.deliveryDate) {
    const d = formatOrderDate(options.deliveryDate);
    order.DeliveryDate = d;
    order.NewDeliveryDate = d;
  }
  return order;
}
