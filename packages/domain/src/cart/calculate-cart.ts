import { COUNTRY, FREIGHT } from '../constants.js';
import type { Cart } from '../entities/cart.js';
import { lineTotal } from './line-total.js';
import { roundMoney } from './money.js';

/**
 * The delivery fee in TT$ for a destination: Trinidad (1) DefaultFreight (FREIGHT.TRINIDAD), or
 * FREIGHT.TRINIDAD_FREE_DELIVERY with free delivery (the cart has no field for it); Tobago (2)
 * DefaultFreightTobago (FREIGHT.TOBAGO), or DefaultFreightTobago_FreeDelivery
 * (FREIGHT.TOBAGO_FREE_DELIVERY) with free delivery. The one rule: the engine's totals and the
 * delivery choice's labels both ask it. spec: shopping.md §9 delivery fee
 */
export function freightFor(
  cart: Pick<
    Cart,
    | 'ODeliverCountryNo'
    | 'DefaultFreight'
    | 'DefaultFreightTobago'
    | 'DefaultFreightTobago_FreeDelivery'
  >,
  freeDelivery: boolean,
): number {
  if (cart.ODeliverCountryNo === COUNTRY.TOBAGO) {
    return freeDelivery ? cart.DefaultFreightTobago_FreeDelivery : cart.DefaultFreightTobago;
  }
  return freeDelivery ? FREIGHT.TRINIDAD_FREE_DELIVERY : cart.DefaultFreight;
}

/**
 * Reprices every line and recomputes all totals; returns a new cart (input not mutated) and is
 * idempotent. Money in TT$.
 * - Lines: `lineTotal`. ItemQuantity: the number of distinct lines. ItemTotal: sum of line totals.
 * - FreeDelivery: 1 when any line of Quantity ≥ 1 has FreeDelivery 1 (after its quantity rule).
 *   Freight: `freightFor`. Choice (the spec is silent): a line left at Quantity 0 buys nothing, so
 *   it earns the order no free delivery (its own FreeDelivery flag stays, for when it is raised).
 * - CouponDiscountAmount = round(ItemTotal × CouponDiscPercent / 100).
 * - ItemGrandTotal = ItemTotal + Freight − coupon discount; then cashback: when ItemTotal is below
 *   the available CashbackAmount, UsedCashbackAmount = ItemTotal and ItemGrandTotal = Freight only;
 *   otherwise the whole CashbackAmount is used and subtracted. Cashback applies whether or not
 *   UseCashback is set.
 * - TotalAmount = ItemTotal − UsedCashbackAmount.
 * Choices where the spec is silent: an empty cart has ItemGrandTotal 0 (nothing to deliver, so
 * nothing to pay) while Freight still shows the destination's fee; ItemGrandTotal never goes below
 * 0 (a coupon and cashback together cannot make the shop owe the shopper).
 * spec: shopping.md §9 delivery fee, totals; §4 cart operations
 */
export function calculateCart(cart: Cart): Cart {
  const ItemList = cart.ItemList.map(lineTotal);
  const ItemTotal = roundMoney(ItemList.reduce((sum, line) => sum + line.TotalAmount, 0));
  const free = ItemList.some((line) => line.FreeDelivery === 1 && line.Quantity >= 1);
  const Freight = freightFor(cart, free);
  const CouponDiscountAmount = Math.round((ItemTotal * cart.CouponDiscPercent) / 100);
  let grand = ItemTotal + Freight - CouponDiscountAmount;
  let UsedCashbackAmount: number;
  if (ItemTotal < cart.CashbackAmount) {
    UsedCashbackAmount = ItemTotal;
    grand = Freight;
  } else {
    UsedCashbackAmount = cart.CashbackAmount;
    grand -= UsedCashbackAmount;
  }
  const ItemGrandTotal = ItemList.length === 0 ? 0 : roundMoney(Math.max(0, grand));
  return {
    ...cart,
    ItemList,
    ItemQuantity: ItemList.length,
    ItemTotal,
    FreeDelivery: free ? 1 : 0,
    Freight,
    CouponDiscountAmount,
    UsedCashbackAmount: roundMoney(UsedCashbackAmount),
    ItemGrandTotal,
    TotalAmount: roundMoney(ItemTotal - UsedCashbackAmount),
  };
}
