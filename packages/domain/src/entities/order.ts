import { z } from 'zod';
import { DateStringSchema, FlagSchema, MoneySchema } from './common.js';
import { CartLineSchema } from './cart.js';

/** An order line: a cart line with its serial number. spec: ordering.md §3 Cart line */
export const OrderLineSchema = CartLineSchema;
/** An order line. */
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * The order object the checkout and the direct order page send to SaveOrder and GetWipayUrl.
 * Money in TT$. `TotalAmount` is the amount the shopper pays (the cart's ItemGrandTotal, freight
 * included); `CashbackAmount` the cashback this order uses. Customer fields are loose strings:
 * `validateOrder` applies the spec's rules and messages.
 * spec: ordering.md §3 Order, §9 order defaults
 */
export const OrderSchema = z.object({
  PMNo: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  OrderProductList: z.array(OrderLineSchema),
  Remarks: z.string(),
  CountryNo: z.number().int(),
  IsPickup: FlagSchema,
  Freight: MoneySchema,
  TotalAmount: MoneySchema,
  CouponDiscPercent: z.number().min(0).max(100),
  CouponDiscountAmount: MoneySchema,
  CashbackAmount: MoneySchema,
  CouponCode: z.string(),
  CustomerMobile: z.string(),
  CustomerName: z.string(),
  EmailID: z.string(),
  CustomerEmail: z.string(),
  CustomerAddress: z.string(),
  CustomerCityNo: z.number().int().nonnegative(),
  ODeliverCountryNo: z.union([z.literal(1), z.literal(2)]),
  ODeliverCityNo: z.number().int().nonnegative(),
  StoreNo: z.number().int(),
  InvoiceStoreName: z.string(),
  ShopNo: z.number().int(),
  ShopName: z.string(),
  WebsiteNo: z.number().int(),
  NewOrderDate: DateStringSchema,
  DeliveryDate: DateStringSchema.optional(),
  NewDeliveryDate: DateStringSchema.optional(),
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
  OrderNo: z.number().int().positive().optional(),
});
/** SaveOrder's answer. */
export type SaveOrderResponse = z.infer<typeof SaveOrderResponseSchema>;

/** GetWipayUrl's answer: the hosted payment page url on success. spec: ordering.md §7 */
export const WipayUrlResponseSchema = z.object({
  success: z.boolean(),
  url: z.string().optional(),
  msg: z.string(),
});
/** GetWipayUrl's answer. */
export type WipayUrlResponse = z.infer<typeof WipayUrlResponseSchema>;

/**
 * The query parameters the payment provider returns to /wipay, forwarded to WipayReceive:
 * status ('success' or 'failed'), order_id, transaction_id, total (TT$, 2 decimals) and hash
 * (HMAC over the others). spec: ordering.md §7 WipayReceive
 */
export const WipayReturnSchema = z.object({
  status: z.string(),
  order_id: z.string(),
  transaction_id: z.string(),
  total: z.string(),
  hash: z.string(),
});
/** The provider's return parameters. */
export type WipayReturn = z.infer<typeof WipayReturnSchema>;

/** WipayReceive's answer: status 'success' means paid. spec: ordering.md §7 */
export const WipayReceiveResponseSchema = z.object({
  status: z.string(),
  msg: z.string().optional(),
  OrderNo: z.number().int().positive().optional(),
});
/** WipayReceive's answer. */
export type WipayReceiveResponse = z.infer<typeof WipayReceiveResponseSchema>;
