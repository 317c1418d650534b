import { z } from 'zod';
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
  SNo: z.number().int().positive().optional(),
  ProductNo: IdSchema,
  ProductName: limitedText(MAX.PRODUCT_NAME, 'ProductName'),
  Barcode: limitedText(MAX.CODE, 'Barcode').default(''),
  ProductStyle: limitedText(MAX.NAME, 'ProductStyle').default(''),
  Quantity: z
    .number()
    .int()
    .nonnegative()
    .max(QUANTITY.MAX, MESSAGES.QUANTITY_TOO_LARGE)
    .default(QUANTITY.DEFAULT),
  SalesPrice: MoneySchema.default(0),
  SalesPrice2: MoneySchema.nullish(),
  SalesPrice3: MoneySchema.nullish(),
  SalesPrice5: MoneySchema.nullish(),
  DiscountPercent: z.number().min(0).max(100).default(0),
  DiscountAmount: MoneySchema.default(0),
  Rate: MoneySchema.default(0),
  FreeDelivery: FlagSchema.default(0),
  FreeDeliveryQuantity: z.number().int().nonnegative().default(0),
  RibbonText: limitedText(MAX.NAME, 'RibbonText').default(''),
  ImageFilePath: limitedText(MAX.PATH, 'ImageFilePath').default(''),
  Thumbnail: limitedText(MAX.PATH, 'Thumbnail').optional(),
  TotalAmount: MoneySchema.default(0),
  NetAmount: MoneySchema.default(0),
  GrandTotal: MoneySchema.default(0),
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
  ItemQuantity: z.number().int().nonnegative(),
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
  CouponDiscPercent: z.number().min(0).max(100),
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
