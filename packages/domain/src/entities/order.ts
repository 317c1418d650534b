import * as z from 'zod/mini';
import { TEXT_LIMITS as MAX } from '../constants.js';
import { DateStringSchema, FlagSchema, MoneySchema, limitedText } from './common.js';
import { CartLineSchema } from './cart.js';

/** An order line: a cart line with its serial number. spec: ordering.md §3 Cart line */
export const OrderLineSchema = CartLineSchema;
/** An order line. */
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * The order object the checkout and the direct order page send to SaveOrder and GetWipayUrl.
 * Money in TT$. `TotalAmount` is the amount the shopper pays (the cart's ItemGrandTotal, freight
 * included); `CashbackAmount` the cashback this order uses. Customer fields are loose strings:
 * `validateOrder` applies the spec's rules and messages; every text has its TEXT_LIMITS length.
 * spec: ordering.md §3 Order, §9 order defaults
 */
export const OrderSchema = z.object({
  PMNo: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  OrderProductList: z.array(OrderLineSchema),
  Remarks: limitedText(MAX.NOTE, 'Remarks'),
  CountryNo: z.int(),
  IsPickup: FlagSchema,
  Freight: MoneySchema,
  TotalAmount: MoneySchema,
  CouponDiscPercent: z.number().check(z.minimum(0), z.maximum(100)),
  CouponDiscountAmount: MoneySchema,
  CashbackAmount: MoneySchema,
  CouponCode: limitedText(MAX.CODE, 'CouponCode'),
  CustomerMobile: limitedText(MAX.PHONE, 'CustomerMobile'),
  CustomerName: limitedText(MAX.NAME, 'CustomerName'),
  EmailID: limitedText(MAX.EMAIL, 'EmailID'),
  CustomerEmail: limitedText(MAX.EMAIL, 'CustomerEmail'),
  CustomerAddress: limitedText(MAX.ADDRESS, 'CustomerAddress'),
  CustomerCityNo: z.int().check(z.nonnegative()),
  ODeliverCountryNo: z.union([z.literal(1), z.literal(2)]),
  ODeliverCityNo: z.int().check(z.nonnegative()),
  StoreNo: z.int(),
  InvoiceStoreName: limitedText(MAX.NAME, 'InvoiceStoreName'),
  ShopNo: z.int(),
  ShopName: limitedText(MAX.NAME, 'ShopName'),
  WebsiteNo: z.int(),
  NewOrderDate: DateStringSchema,
  DeliveryDate: z.optional(DateStringSchema),
  NewDeliveryDate: z.optional(DateStringSchema),
  IsWipayPayment: FlagSchema,
  IsWipayPaymentPending: FlagSchema,
  Source: z.union([z.literal(1), z.literal(2)]),
});
/** An order. */
export type Order = z.infer<typeof OrderSchema>;

/** SaveOrder's answer: `{ success, msg }`, plus the new order number on success (OrderNo). spec: ordering.md §7 */
export const SaveOrderResponseSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  OrderNo: z.optional(z.int().check(z.positive())),
});
/** SaveOrder's answer. */
export type SaveOrderResponse = z.infer<typeof SaveOrderResponseSchema>;

/** GetWipayUrl's answer: the hosted payment page url on success. spec: ordering.md §7 */
export const WipayUrlResponseSchema = z.object({
  success: z.boolean(),
  url: z.optional(z.string()),
  msg: z.string(),
});
/** GetWipayUrl's answer. */
export type WipayUrlResponse = z.infer<typeof WipayUrlResponseSchema>;

/**
 * The query parameters the payment provider returns to /wipay, forwarded to WipayReceive:
 * status ('success' or 'failed'), order_id, transaction_id, total (TT$, 2 decimals) and hash
 * (HMAC over the others, 64 hex digits; up to 200 characters accepted). spec: ordering.md §7 WipayReceive
 */
export const WipayReturnSchema = z.object({
  status: limitedText(MAX.CODE, 'status'),
  order_id: limitedText(MAX.CODE, 'order_id'),
  transaction_id: limitedText(MAX.CODE, 'transaction_id'),
  total: limitedText(MAX.CODE, 'total'),
  hash: limitedText(MAX.CODE * 4, 'hash'),
});
/** The provider's return parameters. */
export type WipayReturn = z.infer<typeof WipayReturnSchema>;

/** WipayReceive's answer: status 'success' means paid. spec: ordering.md §7 */
export const WipayReceiveResponseSchema = z.object({
  status: z.string(),
  msg: z.optional(z.string()),
  OrderNo: z.optional(z.int().check(z.positive())),
});
/** WipayReceive's answer. */
export type WipayReceiveResponse = z.infer<typeof WipayReceiveResponseSchema>;
