import { formatTTD } from '@trini/domain';
import type { Cart } from '@trini/domain';
import styles from './cart-totals.module.css';

/**
 * Totals as the engine computed them: Sub-Total, Freight, Coupon Discount (n%) only when the
 * percent is above 0, Cashback Discount only when used cashback is above 0, and Total.
 * `label` names the list for assistive tech; `subTotalLabel` is the first row's term (the direct
 * order page spells it 'Sub Total'). spec: shopping.md §2 cart page, §9 totals; ordering.md §2 direct order
 */
export function CartTotals({
  cart,
  label = 'Cart totals',
  subTotalLabel = 'Sub-Total',
}: {
  cart: Cart;
  label?: string;
  subTotalLabel?: string;
}) {
  return (
    <dl className={styles.totals} aria-label={label}>
      <div>
        <dt>{subTotalLabel}</dt>
        <dd>{formatTTD(cart.ItemTotal)}</dd>
      </div>
      <div>
        <dt>Freight</dt>
        <dd>{formatTTD(cart.Freight)}</dd>
      </div>
      {cart.CouponDiscPercent > 0 ? (
        <div>
          <dt>Coupon Discount ({cart.CouponDiscPercent}%)</dt>
          <dd>-{formatTTD(cart.CouponDiscountAmount)}</dd>
        </div>
      ) : null}
      {cart.UsedCashbackAmount > 0 ? (
        <div>
          <dt>Cashback Discount</dt>
          <dd>-{formatTTD(cart.UsedCashbackAmount)}</dd>
        </div>
      ) : null}
      <div className={styles.grand}>
        <dt>Total</dt>
        <dd>{formatTTD(cart.ItemGrandTotal)}</dd>
      </div>
    </dl>
  );
}
