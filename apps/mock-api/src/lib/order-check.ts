import {
  COUNTRY_NAMES,
  SERVER_MESSAGES,
  applyCoupon,
  cityIslandMessage,
  calculateCart,
  emptyCart,
  lineFromProduct,
  productSoldOutMessage,
  productUnavailableMessage,
  setCashback,
  setDeliveryCountry,
  validateOrder,
} from '@trini/domain';
import type { Cart, CartLine, Order } from '@trini/domain';
import type { MockState } from '../state/mock-state.js';
import type { StoredCustomer } from '../seed/types.js';
import { lookupCoupon } from './coupons.js';

/** Money figures match when within half a cent (TT$). */
export const MONEY_TOLERANCE = 0.005;

/** The outcome of checking an order: the server's own recomputed order, or the refusal msg. */
export type OrderCheck = { ok: true; order: Order; cart: Cart } | { ok: false; msg: string };

const close = (a: number, b: number) => Math.abs(a - b) < MONEY_TOLERANCE + 1e-9;

/**
 * The refusal message of an order's delivery place, or undefined when the city is on the list
 * and on the island the order is priced for (rule 1b of `checkOrder`).
 */
function checkPlace(state: MockState, order: Order): string | undefined {
  if (order.ODeliverCityNo === 0 || state.cities.length === 0) return undefined;
  const city = state.cities.find((c) => c.ODeliverCityNo === order.ODeliverCityNo);
  if (!city) return SERVER_MESSAGES.ORDER_CITY_UNKNOWN;
  const island = city.ODeliverCountryNo;
  if (island !== undefined && island !== order.ODeliverCountryNo)
    return cityIslandMessage(city.ODeliverCityName, COUNTRY_NAMES[island]);
  return undefined;
}

/**
 * Checks an order exactly as SaveOrder and GetWipayUrl do (ordering.md §5, §7):
 * 1. the domain's `validateOrder` rules and messages;
 * 1b. a delivery city (ODeliverCityNo other than 0) is one of the city list's (else
 *    ORDER_CITY_UNKNOWN) and, where the list knows its island, the order's delivery island is that
 *    island (else `cityIslandMessage`): the freight zone is the city's, never the client's
 *    choice. City 0 means none given (a pickup; the spec's order rules require no city), priced
 *    for the island sent. A snapshot served without a city list cannot check, and takes the
 *    order's island;
 * 2. every line's product exists and is not sold out (msg names it);
 * 3. the coupon percent comes from the server's coupon list (a percent > 0 with an invalid or
 *    expired code, or another customer's earned one, is refused);
 * 4. cashback > 0 needs a logged-in customer with at least that much available, and is
 *    recomputed from the customer's available cashback (not the amount sent);
 * 5. a cart rebuilt from catalogue prices with the domain cart engine (lineFromProduct per line,
 *    setDeliveryCountry, applyCoupon, setCashback, calculateCart) must match the
 *    sent Freight, CouponDiscountAmount, CashbackAmount, TotalAmount (= ItemGrandTotal) and every
 *    line's TotalAmount within TT$0.005, else 'Order totals do not match current prices…'.
 * A product repeated on two lines is refused like a total mismatch (a cart has one line per
 * product). Runs in time linear in the number of lines.
 * Answers the order with the server's figures (lines repriced, serial numbers 1..n).
 */
export function checkOrder(
  state: MockState,
  order: Order,
  customer: StoredCustomer | null | undefined,
): OrderCheck {
  const verdict = validateOrder(order);
  if (!verdict.ok) return { ok: false, msg: verdict.message };
  const place = checkPlace(state, order);
  if (place) return { ok: false, msg: place };

  // One pass over the lines and one cart calculation per step below: linear in the line count
  // (adding line by line with addItem would recalculate the whole cart per line).
  const seen = new Set<number>();
  const lines: CartLine[] = [];
  for (const line of order.OrderProductList) {
    const product = state.productIndex.get(line.ProductNo);
    if (!product) return { ok: false, msg: productUnavailableMessage(line.ProductNo) };
    if (product.IsSoldOut) return { ok: false, msg: productSoldOutMessage(product.ProductName) };
    // The cart holds one line per product: a repeated one is not what any cart sent.
    if (seen.has(product.ProductNo))
      return { ok: false, msg: SERVER_MESSAGES.ORDER_TOTALS_MISMATCH };
    seen.add(product.ProductNo);
    lines.push(lineFromProduct(product, line.Quantity));
  }
  let cart: Cart = {
    ...setDeliveryCountry(emptyCart(), order.ODeliverCountryNo),
    ItemList: lines,
  };

  let couponCode = '';
  if (order.CouponDiscPercent > 0) {
    const coupon = lookupCoupon(state, order.CouponCode, customer);
    // One message for an empty, unknown or expired code: an order is no way to learn which.
    if (!coupon.ok) return { ok: false, msg: SERVER_MESSAGES.COUPON_INVALID };
    cart = applyCoupon(cart, coupon.code, coupon.percent);
    couponCode = coupon.code;
  }

  if (order.CashbackAmount > 0) {
    if (!customer) return { ok: false, msg: SERVER_MESSAGES.ORDER_CASHBACK_LOGIN };
    if (customer.TotalCashback + 1e-9 < order.CashbackAmount) {
      return { ok: false, msg: SERVER_MESSAGES.ORDER_CASHBACK_UNAVAILABLE };
    }
    // The cart engine applies the customer's AVAILABLE cashback (shopping.md §9): when ItemTotal is
    // below it, the grand total is the freight only. Recomputing with the sent (used) amount would
    // miss that branch whenever a coupon is also applied.
    cart = setCashback(cart, customer.TotalCashback);
  }
  cart = calculateCart(cart);

  const linesMatch =
    cart.ItemList.length === order.OrderProductList.length &&
    cart.ItemList.every((line, i) => {
      const sent = order.OrderProductList[i];
      return sent?.ProductNo === line.ProductNo && close(sent.TotalAmount, line.TotalAmount);
    });
  const totalsMatch =
    close(order.Freight, cart.Freight) &&
    close(order.CouponDiscountAmount, cart.CouponDiscountAmount) &&
    close(order.CashbackAmount, cart.UsedCashbackAmount) &&
    close(order.TotalAmount, cart.ItemGrandTotal);
  if (!linesMatch || !totalsMatch) return { ok: false, msg: SERVER_MESSAGES.ORDER_TOTALS_MISMATCH };

  return {
    ok: true,
    cart,
    order: {
      ...order,
      CustomerMobile: order.CustomerMobile.trim(),
      CustomerName: order.CustomerName.trim(),
      OrderProductList: cart.ItemList.map((line, i) => ({ ...line, SNo: i + 1 })),
      Freight: cart.Freight,
      TotalAmount: cart.ItemGrandTotal,
      CouponCode: couponCode,
      CouponDiscPercent: cart.CouponDiscPercent,
      CouponDiscountAmount: cart.CouponDiscountAmount,
      CashbackAmount: cart.UsedCashbackAmount,
    },
  };
}
