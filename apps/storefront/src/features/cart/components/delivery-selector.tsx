import { COUNTRY, COUNTRY_NAMES, FREIGHT, formatTTD } from '@trini/domain';
import type { CountryNo } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { deliveryCountryChanged } from '../cart-slice';

const FEES: Record<CountryNo, { normal: number; free: number }> = {
  [COUNTRY.TRINIDAD]: { normal: FREIGHT.TRINIDAD, free: FREIGHT.TRINIDAD_FREE_DELIVERY },
  [COUNTRY.TOBAGO]: { normal: FREIGHT.TOBAGO, free: FREIGHT.TOBAGO_FREE_DELIVERY },
};

/**
 * Trinidad / Tobago delivery choice: sets ODeliverCountryNo and recalculates (freight 40/60, with
 * free delivery 0/30). The fee labels are the domain's constants, not computed here.
 * spec: shopping.md §4 delivery country, §9 delivery fee
 */
export function DeliverySelector({
  countryNo,
  freeDelivery,
}: {
  countryNo: CountryNo;
  freeDelivery: boolean;
}) {
  const dispatch = useAppDispatch();
  return (
    <fieldset className="delivery-choice">
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
            ({formatTTD(freeDelivery ? FEES[no].free : FEES[no].normal)} delivery)
          </span>
        </label>
      ))}
    </fieldset>
  );
}
