import { COUNTRY, FREIGHT, QUANTITY } from '../constants.js';
import type { Cart, CartLine } from '../entities/cart.js';
import type { Product } from '../entities/product.js';
import { calculateCart } from './calculate-cart.js';

/**
 * What the cart needs of a product to make a line: a listed `Product`, a `ProductDetail`, or any
 * object with these fields. Money in TT$. spec: shopping.md §3 Cart line (copied fields)
 */
export type CartProduct = Pick<Product, 'ProductNo' | 'ProductName' | 'SalesPrice'> &
  Partial<
    Pick<
      Product,
      | 'Barcode'
      | 'ProductStyle'
      | 'SalesPrice2'
      | 'SalesPrice3'
      | 'SalesPrice5'
      | 'DiscountPercent'
      | 'FreeDelivery'
      | 'FreeDeliveryQuantity'
      | 'RibbonText'
      | 'Thumbnail'
      | 'ImageFilePathThumbnail'
      | 'ImageFilePath'
      | 'IsSoldOut'
    >
  >;

/**
 * A valid quantity from whatever a quantity box gave: a number is floored to a whole number,
 * NaN (a blank box), -Infinity and anything below QUANTITY.MIN become QUANTITY.MIN (0), and
 * anything above QUANTITY.MAX (including +Infinity) becomes QUANTITY.MAX. For callers that
 * take raw input, so the engine's RangeError is reserved for programming errors.
 * spec: shopping.md §5 quantity input minimum 0 (the maximum is ours: QUANTITY)
 */
export function wholeQuantity(input: number): number {
  if (Number.isNaN(input) || input <= QUANTITY.MIN) return QUANTITY.MIN;
  return input >= QUANTITY.MAX ? QUANTITY.MAX : Math.floor(input);
}

/** Throws a RangeError unless `quantity` is a whole number from 0 to QUANTITY.MAX (999). */
function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < QUANTITY.MIN || quantity > QUANTITY.MAX) {
    throw new RangeError(
      `Quantity must be a whole number from ${QUANTITY.MIN} to ${QUANTITY.MAX}, got ${quantity}`,
    );
  }
}

/**
 * A new, empty cart: no lines, totals 0, the default freights (FREIGHT.TRINIDAD, FREIGHT.TOBAGO,
 * FREIGHT.TOBAGO_FREE_DELIVERY), Freight FREIGHT.TRINIDAD, delivery to COUNTRY.TRINIDAD, no
 * coupon, no cashback.
 * spec: shopping.md §3 Cart, §9 delivery fee
 */
export function emptyCart(): Cart {
  return {
    ItemQuantity: 0,
    ItemTotal: 0,
    ItemGrandTotal: 0,
    TotalAmount: 0,
    ItemList: [],
    DefaultFreight: FREIGHT.TRINIDAD,
    DefaultFreightTobago: FREIGHT.TOBAGO,
    DefaultFreightTobago_FreeDelivery: FREIGHT.TOBAGO_FREE_DELIVERY,
    Freight: FREIGHT.TRINIDAD,
    FreeDelivery: 0,
    FromFB: false,
    ODeliverCountryNo: COUNTRY.TRINIDAD,
    CouponDiscPercent: 0,
    CouponDiscountAmount: 0,
    CouponCode: '',
    CashbackAmount: 0,
    UsedCashbackAmount: 0,
    UseCashback: false,
  };
}

/**
 * Makes a cart line from a product: the product's fields copied, Rate from SalesPrice,
 * ImageFilePath from the product's Thumbnail (else its thumbnail or image path), then priced.
 * spec: shopping.md §3 Cart line
 */
export function lineFromProduct(
  product: CartProduct,
  quantity: number = QUANTITY.DEFAULT,
): CartLine {
  assertQuantity(quantity);
  return {
    ProductNo: product.ProductNo,
    ProductName: product.ProductName,
    Barcode: product.Barcode ?? '',
    ProductStyle: product.ProductStyle ?? '',
    Quantity: quantity,
    SalesPrice: product.SalesPrice,
    SalesPrice2: product.SalesPrice2 ?? null,
    SalesPrice3: product.SalesPrice3 ?? null,
    SalesPrice5: product.SalesPrice5 ?? null,
    DiscountPercent: product.DiscountPercent ?? 0,
    DiscountAmount: 0,
    Rate: product.SalesPrice,
    FreeDelivery: product.FreeDelivery ?? 0,
    FreeDeliveryQuantity: product.FreeDeliveryQuantity ?? 0,
    RibbonText: product.RibbonText ?? '',
    ImageFilePath:
      product.Thumbnail || product.ImageFilePathThumbnail || product.ImageFilePath || '',
    TotalAmount: 0,
    NetAmount: 0,
    GrandTotal: 0,
  };
}

/**
 * Adds a product as a new line and recalculates. A product already in the cart is neither changed
 * nor incremented, and a sold-out product (IsSoldOut) is never added: both return the cart
 * recalculated but with the same lines (check `canAddToCart` first to tell the shopper why).
 * Throws a RangeError for a quantity that is not a whole number from QUANTITY.MIN to QUANTITY.MAX.
 * spec: shopping.md §4 add item, §5 sold-out item
 */
export function addItem(
  cart: Cart,
  product: CartProduct,
  quantity: number = QUANTITY.DEFAULT,
): Cart {
  assertQuantity(quantity);
  if (product.IsSoldOut || cart.ItemList.some((line) => line.ProductNo === product.ProductNo)) {
    return calculateCart(cart);
  }
  return calculateCart({
    ...cart,
    ItemList: [...cart.ItemList, lineFromProduct(product, quantity)],
  });
}

/**
 * Sets a line's quantity, reprices it and recalculates. An unknown ProductNo changes no line.
 * Throws a RangeError for a quantity that is not a whole number from QUANTITY.MIN to QUANTITY.MAX (0 keeps the line
 * at TT$0 and earns no free delivery).
 * spec: shopping.md §4 update quantity, §5 quantity input minimum 0
 */
export function updateQuantity(cart: Cart, productNo: number, quantity: number): Cart {
  assertQuantity(quantity);
  return calculateCart({
    ...cart,
    ItemList: cart.ItemList.map((line) =>
      line.ProductNo === productNo ? { ...line, Quantity: quantity } : line,
    ),
  });
}

/** Removes the line of `productNo`, reprices all and recalculates. spec: shopping.md §4 remove item */
export function removeItem(cart: Cart, productNo: number): Cart {
  return calculateCart({
    ...cart,
    ItemList: cart.ItemList.filter((line) => line.ProductNo !== productNo),
  });
}

/**
 * Empties the cart: no lines, totals and quantities 0, Freight back to DefaultFreight (FREIGHT.TRINIDAD), coupon
 * and cashback use reset. Keeps the available CashbackAmount, the delivery country and FromFB.
 * spec: shopping.md §4 clear
 */
export function clearCart(cart: Cart): Cart {
  return {
    ...cart,
    ItemList: [],
    ItemQuantity: 0,
    ItemTotal: 0,
    ItemGrandTotal: 0,
    TotalAmount: 0,
    Freight: cart.DefaultFreight,
    FreeDelivery: 0,
    CouponDiscPercent: 0,
    CouponDiscountAmount: 0,
    CouponCode: '',
    UsedCashbackAmount: 0,
    UseCashback: false,
  };
}

/**
 * Sets the delivery destination (1 Trinidad, 2 Tobago) and recalculates, like every other cart
 * operation (the freight changes with it). Throws a RangeError for any other number.
 * spec: shopping.md §4 delivery country
 */
export function setDeliveryCountry(cart: Cart, countryNo: number): Cart {
  if (countryNo !== COUNTRY.TRINIDAD && countryNo !== COUNTRY.TOBAGO) {
    throw new RangeError(`Delivery country must be 1 (Trinidad) or 2 (Tobago), got ${countryNo}`);
  }
  return calculateCart({ ...cart, ODeliverCountryNo: countryNo });
}

/**
 * Applies a coupon the server validated: stores its code and percent (0 to 100) and recalculates.
 * Throws a RangeError for a percent outside 0..100. spec: shopping.md §4 coupon, §9 coupon discount
 */
export function applyCoupon(cart: Cart, couponCode: string, percent: number): Cart {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Coupon percent must be from 0 to 100, got ${percent}`);
  }
  return calculateCart({ ...cart, CouponCode: couponCode.trim(), CouponDiscPercent: percent });
}

/** Removes the coupon (code '' and percent 0) and recalculates. spec: shopping.md §4 coupon */
export function removeCoupon(cart: Cart): Cart {
  return calculateCart({ ...cart, CouponCode: '', CouponDiscPercent: 0 });
}

/**
 * Sets the customer's available cashback in TT$ (0 when missing) and recalculates.
 * Throws a RangeError for a negative or non-finite amount. spec: ordering.md §4 loading cashback, shopping.md §9 cashback
 */
export function setCashback(cart: Cart, amount: number): Cart {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`Cashback must be a finite amount of at least 0, got ${amount}`);
  }
  return calculateCart({ ...cart, CashbackAmount: amount });
}

/** Marks the cart as coming from a social network (fbclid on a product page). spec: shopping.md §2 product detail */
export function setFromFB(cart: Cart, fromFB: boolean): Cart {
  return { ...cart, FromFB: fromFB };
}
