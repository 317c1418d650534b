import { useId } from 'react';
import type { UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRY, COUNTRY_NAMES, FULFILMENT, NOTICE_MESSAGES, PICKUP_ADDRESS } from '@trini/domain';
import type { City, CountryNo } from '@trini/domain';
import { FormField } from '@/components/form-field';
import type { FormError } from '@/lib/forms/domain-resolver';
import type { OrderFormValues } from '../order-form-values';
import styles from './customer-fields.module.css';

/**
 * Personal details: Mobile (+1(868) prefix, at most 7 characters), Name and (optionally) Email,
 * registered with the order form (`register`), with the failing rule's message under its field
 * (aria-invalid, aria-describedby). spec: ordering.md §2 checkout section 4, fborder
 */
export function PersonalDetails({
  register,
  error,
  withEmail = true,
  title = 'YOUR PERSONAL DETAILS',
}: {
  register: UseFormRegister<OrderFormValues>;
  error: FormError | null;
  withEmail?: boolean;
  title?: string;
}) {
  const message = (field: keyof OrderFormValues) =>
    error?.field === field ? error.message : undefined;
  return (
    <section className={`panel ${styles.section}`} id="co-personal">
      <h2 className="panel__title">{title}</h2>
      <div className="form-grid">
        <FormField
          label="Mobile"
          mobile
          required
          error={message('CustomerMobile')}
          {...register('CustomerMobile')}
        />
        <FormField
          label="Name"
          autoComplete="name"
          required
          error={message('CustomerName')}
          {...register('CustomerName')}
        />
        {withEmail ? (
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            wide
            {...register('EmailID')}
          />
        ) : null}
      </div>
    </section>
  );
}

/**
 * The city list as the order forms show it: the cities, whether they are loading, whether the
 * list failed or came back empty (`failed`: the select then says so, see AddressFields), and
 * `retry` to ask again. spec: ordering.md §2 checkout section 5 (city dropdown from the city list)
 */
export interface CityChoices {
  cities: readonly City[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * ADDRESS: Address, City (select from the city list, marked required) and the country radio
 * Trinidad=1 / Tobago=2 (changing it sets the cart's delivery country and recalculates). Choosing
 * a city the list places on an island sets that island (its freight), as the server prices the
 * order for the city's island and refuses another.
 * A failed or empty city list shows NOTICE_MESSAGES.SHOP_UNREACHABLE under the select (role=alert, the select
 * described by it) with a 'Try again' button (extension: the spec shows nothing).
 * spec: ordering.md §2 checkout section 5, fborder
 */
export function AddressFields({
  register,
  cityList,
  countryNo,
  onCountry,
}: {
  register: UseFormRegister<OrderFormValues>;
  cityList: CityChoices;
  countryNo: CountryNo;
  onCountry: (c: CountryNo) => void;
}) {
  const id = useId();
  const { cities, loading, failed, retry } = cityList;
  return (
    <section className={`panel ${styles.section}`}>
      <h2 className="panel__title">ADDRESS</h2>
      <div className="form-grid">
        <FormField
          label="Address"
          autoComplete="street-address"
          wide
          {...register('CustomerAddress')}
        />
        <div className="field">
          <label htmlFor={`${id}-c`}>
            City <span aria-hidden="true">*</span>
          </label>
          <select
            id={`${id}-c`}
            required
            aria-busy={loading || undefined}
            aria-describedby={failed ? `${id}-ce` : undefined}
            {...register('CustomerCityNo', {
              onChange: (event: { target: { value: string } }) => {
                const island = cities.find(
                  (c) => String(c.ODeliverCityNo) === event.target.value,
                )?.ODeliverCountryNo;
                if (island !== undefined && island !== countryNo) onCountry(island);
              },
            })}
          >
            <option value="">{loading ? 'Loading cities…' : 'Select a city'}</option>
            {cities.map((c) => (
              <option key={c.ODeliverCityNo} value={c.ODeliverCityNo}>
                {c.ODeliverCityName}
              </option>
            ))}
          </select>
          {failed ? (
            <div className="field__problem">
              <span id={`${id}-ce`} className="field__error" role="alert">
                {NOTICE_MESSAGES.SHOP_UNREACHABLE}
              </span>
              <button type="button" className="btn btn--outline btn--small" onClick={retry}>
                Try again
              </button>
            </div>
          ) : null}
        </div>
        <fieldset className="field">
          <legend>Country</legend>
          <div className="radio-row">
            {([COUNTRY.TRINIDAD, COUNTRY.TOBAGO] as const).map((no) => (
              <label key={no} className="radio">
                <input
                  type="radio"
                  name={`${id}-country`}
                  value={no}
                  checked={countryNo === no}
                  onChange={() => onCountry(no)}
                />
                {COUNTRY_NAMES[no]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </section>
  );
}

/**
 * Delivery (0) or Pickup (1); Pickup shows the pickup address box.
 * spec: ordering.md §2 checkout section 6
 */
export function FulfilmentChoice({
  value,
  onChange,
}: {
  value: 0 | 1;
  onChange: (v: 0 | 1) => void;
}) {
  return (
    <section className={`panel ${styles.section}`} aria-labelledby="co-ship">
      <h2 id="co-ship" className="panel__title">
        DELIVERY OR PICKUP
      </h2>
      <fieldset>
        <legend className="visually-hidden">Delivery or pickup</legend>
        <div className="radio-row">
          <label className="radio">
            <input
              type="radio"
              name="IsPickup"
              value={FULFILMENT.DELIVERY}
              checked={value === 0}
              onChange={() => onChange(0)}
            />
            Delivery
          </label>
          <label className="radio">
            <input
              type="radio"
              name="IsPickup"
              value={FULFILMENT.PICKUP}
              checked={value === 1}
              onChange={() => onChange(1)}
            />
            Pickup
          </label>
        </div>
      </fieldset>
      {value === FULFILMENT.PICKUP ? (
        <div className={styles.infoBox} role="note">
          <strong>Pickup address:</strong> {PICKUP_ADDRESS}
        </div>
      ) : null}
    </section>
  );
}

/**
 * A notes textarea (checkout Notes, direct order additional instructions), registered with the
 * order form as Remarks (`field`). spec: ordering.md §2 checkout section 7
 */
export function NotesField({ field, label }: { field: UseFormRegisterReturn; label: string }) {
  const id = useId();
  return (
    <section className={`panel ${styles.section}`}>
      <div className="field">
        <label htmlFor={id} className="panel__title">
          {label}
        </label>
        <textarea id={id} rows={3} {...field} />
      </div>
    </section>
  );
}
