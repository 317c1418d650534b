import * as z from 'zod/mini';
import { QUANTITY, TEXT_LIMITS as MAX } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { FlagSchema, IdSchema, MoneySchema, limitedText } from './common.js';

/**
 * One cart line, as the cart engine computes it and session storage keeps it (key `c`).
 * Money in TT$. `Rate` is copied from SalesPrice; `TotalAmount` is the line total after the
 * line discount; `NetAmount` and `GrandTotal` equal it. `SNo` (serial number) and `Thumbnail`
 * are the order line's extra fields (ordering.md §3). Quantity is a whole number from 0 to
 * QUANTITY.MAX (its message names the number); texts have their TEXT_LIMITS lengths.
 * spec: shopping.md §3 Cart line
 */
export const CartLineSchema = z.object({
  SNo: z.optional(z.int().check(z.positive())),
  ProductNo: IdSchema,
  ProductName: limitedText(MAX.PRODUCT_NAME, 'ProductName'),
  Barcode: z._default(limitedText(MAX.CODE, 'Barcode'), ''),
  ProductStyle: z._default(limitedText(MAX.NAME, 'ProductStyle'), ''),
  Quantity: z._default(
    z.int().check(z.nonnegative(), z.maximum(QUANTITY.MAX, MESSAGES.QUANTITY_TOO_LARGE)),
    QUANTITY.DEFAULT,
  ),
  SalesPrice: z._default(MoneySchema, 0),
  SalesPrice2: z.nullish(MoneySchema),
  SalesPrice3: z.nullish(MoneySchema),
  SalesPrice5: z.nullish(MoneySchema),
  DiscountPercent: z._default(z.number().check(z.minimum(0), z.maximum(100)), 0),
  DiscountAmount: z._default(MoneySchema, 0),
  Rate: z._default(MoneySchema, 0),
  FreeDelivery: z._default(FlagSchema, 0),
  FreeDeliveryQuantity: z._default(z.int().check(z.nonnegative()), 0),
  RibbonText: z._default(limitedText(MAX.NAME, 'RibbonText'), ''),
  ImageFilePath: z._default(limitedText(MAX.PATH, 'ImageFilePath'), ''),
  Thumbnail: z.optional(limitedText(MAX.PATH, 'Thumbnail')),
  TotalAmount: z._default(MoneySchema, 0),
  NetAmount: z._default(MoneySchema, 0),
  GrandTotal: z._default(MoneySchema, 0),
});
/** A cart line. */
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * The cart held in the browser. Money in TT$. ItemQuantity counts distinct lines. ItemTotal is the
 * sum of line totals; ItemGrandTotal = ItemTotal + Freight - coupon discount - used cashback;
 * TotalAmount = ItemTotal - used cashback. CashbackAmount is what the customer has available,
 * UsedCashbackAmount what this cart uses of it.
 * spec: shopping.md §3 Cart, §9 totals
 */
export const CartSchema = z.object({
  ItemQuantity: z.int().check(z.nonnegative()),
  ItemTotal: MoneySchema,
  ItemGrandTotal: MoneySchema,
  TotalAmount: MoneySchema,
  ItemList: z.array(CartLineSchema),
  DefaultFreight: MoneySchema,
  DefaultFreightTobago: MoneySchema,
  DefaultFreightTobago_FreeDelivery: MoneySchema,
  Freight: MoneySchema,
  FreeDelivery: FlagSchema,
  FromFB: z.boolean(),
  ODeliverCountryNo: z.union([z.literal(1), z.literal(2)]),
  CouponDiscPercent: z.number().check(z.minimum(0), z.maximum(100)),
  CouponDiscountAmount: MoneySchema,
  CouponCode: z.string(),
  CashbackAmount: MoneySchema,
  UsedCashbackAmount: MoneySchema,
  UseCashback: z.boolean(),
});
/** The cart. */
export type Cart = z.infer<typeof CartSchema>;

/** Session-storage form of the cart: the line list under key `c`. spec: shopping.md §3 */
export const StoredCartLinesSchema = z.array(CartLineSchema);
