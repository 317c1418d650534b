import { COUNTRY, COUNTRY_NAMES, freightFor, formatTTD } from '@trini/domain';
import type { Cart, CountryNo } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { deliveryCountryChanged } from '../cart-slice';
import styles from './delivery-selector.module.css';

/**
 * Trinidad / Tobago delivery choice: sets ODeliverCountryNo and recalculates. Each choice's fee
 * label asks the engine (`freightFor`) what the cart would pay there, so the labels and the totals
 * cannot disagree (FREIGHT.TRINIDAD / TOBAGO, with free delivery FREIGHT.TRINIDAD_FREE_DELIVERY /
 * TOBAGO_FREE_DELIVERY). spec: shopping.md §4 delivery country, §9 delivery fee
 */
export function DeliverySelector({
  cart,
}: {
  /** The cart: its destination, free-delivery state and freight fields. */
  cart: Pick<
    Cart,
    | 'ODeliverCountryNo'
    | 'FreeDelivery'
    | 'DefaultFreight'
    | 'DefaultFreightTobago'
    | 'DefaultFreightTobago_FreeDelivery'
  >;
}) {
  const countryNo: CountryNo = cart.ODeliverCountryNo;
  const freeDelivery = cart.FreeDelivery === 1;
  const dispatch = useAppDispatch();
  return (
    <fieldset className={styles.choice}>
      <legend>Deliver to</legend>
      {([COUNTRY.TRINIDAD, COUNTRY.TOBAGO] as const).map((no) => (
        <label key={no} className="radio">
          <input
            type="radio"
            name="deliver-country"
            value={no}
            checked={countryNo === no}
            onChange={() => dispatch(deliveryCountryChanged(no))}
          />
          {COUNTRY_NAMES[no]}{' '}
          <span className="muted">
            ({formatTTD(freightFor({ ...cart, ODeliverCountryNo: no }, freeDelivery))} delivery)
          </span>
        </label>
      ))}
    </fieldset>
  );
}
