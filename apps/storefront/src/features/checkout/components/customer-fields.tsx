import { useId } from 'react';
import { COUNTRY, COUNTRY_NAMES, FULFILMENT, PICKUP_ADDRESS } from '@trini/domain';
import type { City, CountryNo } from '@trini/domain';
import { MobileInput } from '@/components/mobile-input';
import type { OrderFormError } from '../use-place-order';

/** The order form's customer fields. spec: ordering.md §3 Order */
export interface CustomerFields {
  CustomerMobile: string;
  CustomerName: string;
  EmailID: string;
  CustomerAddress: string;
  CustomerCityNo: number;
}

type Setter = <K extends keyof CustomerFields>(key: K, value: CustomerFields[K]) => void;

function FieldError({
  id,
  error,
  field,
}: {
  id: string;
  error: OrderFormError | null;
  field: string;
}) {
  return error?.field === field ? (
    <span id={id} className="field__error">
      {error.message}
    </span>
  ) : null;
}

/**
 * Personal details: Mobile (+1(868) prefix, at most 7 characters), Name and (optionally) Email, with
 * the failing rule's message under its field. spec: ordering.md §2 checkout section 4, fborder
 */
export function PersonalDetails({
  values,
  set,
  error,
  withEmail = true,
  title = 'YOUR PERSONAL DETAILS',
}: {
  values: CustomerFields;
  set: Setter;
  error: OrderFormError | null;
  withEmail?: boolean;
  title?: string;
}) {
  const id = useId();
  const inv = (f: string) => (error?.field === f ? true : undefined);
  return (
    <section className="panel checkout-section" id="co-personal">
      <h2 className="panel__title">{title}</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-m`}>
            Mobile <span aria-hidden="true">*</span>
          </label>
          <MobileInput
            id={`${id}-m`}
            name="CustomerMobile"
            required
            value={values.CustomerMobile}
            aria-invalid={inv('CustomerMobile')}
            aria-describedby={inv('CustomerMobile') ? `${id}-me` : undefined}
            onChange={(e) => set('CustomerMobile', e.currentTarget.value)}
          />
          <FieldError id={`${id}-me`} error={error} field="CustomerMobile" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-n`}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-n`}
            name="CustomerName"
            type="text"
            autoComplete="name"
            required
            value={values.CustomerName}
            aria-invalid={inv('CustomerName')}
            aria-describedby={inv('CustomerName') ? `${id}-ne` : undefined}
            onChange={(e) => set('CustomerName', e.currentTarget.value)}
          />
          <FieldError id={`${id}-ne`} error={error} field="CustomerName" />
        </div>
        {withEmail ? (
          <div className="field field--wide">
            <label htmlFor={`${id}-e`}>Email</label>
            <input
              id={`${id}-e`}
              name="EmailID"
              type="email"
              autoComplete="email"
              value={values.EmailID}
              onChange={(e) => set('EmailID', e.currentTarget.value)}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * ADDRESS: Address, City (select from the city list, marked required) and the country radio
 * Trinidad=1 / Tobago=2 (changing it sets the cart's delivery country and recalculates).
 * spec: ordering.md §2 checkout section 5, fborder
 */
export function AddressFields({
  values,
  set,
  cities,
  citiesLoading,
  countryNo,
  onCountry,
}: {
  values: CustomerFields;
  set: Setter;
  cities: City[];
  citiesLoading: boolean;
  countryNo: CountryNo;
  onCountry: (c: CountryNo) => void;
}) {
  const id = useId();
  return (
    <section className="panel checkout-section">
      <h2 className="panel__title">ADDRESS</h2>
      <div className="form-grid">
        <div className="field field--wide">
          <label htmlFor={`${id}-a`}>Address</label>
          <input
            id={`${id}-a`}
            name="CustomerAddress"
            type="text"
            autoComplete="street-address"
            value={values.CustomerAddress}
            onChange={(e) => set('CustomerAddress', e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-c`}>
            City <span aria-hidden="true">*</span>
          </label>
          <select
            id={`${id}-c`}
            name="CustomerCityNo"
            required
            value={values.CustomerCityNo || ''}
            aria-busy={citiesLoading || undefined}
            onChange={(e) => set('CustomerCityNo', Number(e.currentTarget.value) || 0)}
          >
            <option value="">{citiesLoading ? 'Loading cities…' : 'Select a city'}</option>
            {cities.map((c) => (
              <option key={c.ODeliverCityNo} value={c.ODeliverCityNo}>
                {c.ODeliverCityName}
              </option>
            ))}
          </select>
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
    <section className="panel checkout-section" aria-labelledby="co-ship">
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
        <div className="info-box" role="note">
          <strong>Pickup address:</strong> {PICKUP_ADDRESS}
        </div>
      ) : null}
    </section>
  );
}

/** A notes textarea (checkout Notes, direct order additional instructions). spec: ordering.md §2 checkout section 7 */
export function NotesField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const id = useId();
  return (
    <section className="panel checkout-section">
      <div className="field">
        <label htmlFor={id} className="panel__title">
          {label}
        </label>
        <textarea
          id={id}
          name="Remarks"
          rows={3}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </div>
    </section>
  );
}
