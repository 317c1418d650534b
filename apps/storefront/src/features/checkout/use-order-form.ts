import { useCallback, useEffect } from 'react';
import type { FormEventHandler } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { ORDER_DEFAULTS, buildOrder, validateOrder } from '@trini/domain';
import type { Cart, OrderOptions, PaymentMethodNo } from '@trini/domain';
import { notify } from '@/components/notice';
import { domainResolver, firstFormError } from '@/lib/forms/domain-resolver';
import { readOrderDraft, writeOrderDraft } from './order-draft';
import type { OrderFormValues } from './order-form-values';
import { usePlaceOrder } from './use-place-order';

/** What the order rules read besides the form: the lines of the cart being ordered. */
interface OrderFormContext {
  lines: readonly { Quantity?: number | null }[];
}

const EMPTY_ORDER_FORM: OrderFormValues = {
  CustomerMobile: '',
  CustomerName: '',
  EmailID: '',
  CustomerAddress: '',
  CustomerCityNo: '',
  Remarks: '',
  PMNo: ORDER_DEFAULTS.PMNo,
  IsPickup: ORDER_DEFAULTS.IsPickup,
};

/** True when `field` is one of the order form's fields (a rule may name a non-field, e.g. the lines). */
const isFormField = (field: string): field is keyof OrderFormValues => field in EMPTY_ORDER_FORM;

/** The save rules (validateOrder) over the form and the cart's lines, through the domain resolver. */
const orderResolver = domainResolver<OrderFormValues, OrderFormContext>((values, context) =>
  validateOrder({
    CustomerMobile: values.CustomerMobile,
    CustomerName: values.CustomerName,
    OrderProductList: context.lines,
  }),
);

/** The logged-in customer's details an order form is prefilled with (null for a guest). */
export interface OrderFormSession {
  Mobile: string;
  LoginName: string;
  EmailID: string;
}

/**
 * The form both order pages share (checkout and direct order), on react-hook-form with the
 * domain's validateOrder (domainResolver): checked on submit only, in the spec's order (phone 7
 * digits, mobile required, name required, 'No product added.'), the first failure shown under its
 * field and near the button (`error`) and noticed, as before; mobile, name and email prefilled
 * from the session and refilled after a login or registration. `onSubmit(options)` builds the
 * order of `cart` with the domain's `buildOrder` (fields trimmed) and submits it through
 * `usePlaceOrder` (busy flag, notices); a saved order calls `onSaved` (both pages: clear the cart
 * and go to /success). A failed rule also focuses its field, which brings it into view (on a
 * phone the button is far below the Mobile field), its message under it and read with it.
 * With `keepDraft` (the checkout) the values are kept in session storage as they change
 * (order-draft.ts) and put back into the empty fields when the form mounts again, so a shopper
 * back from a declined card payment finds what was typed and the payment method chosen.
 * `citiesReady` says the city select has its options: a kept city is selected again then.
 * spec: ordering.md §2 checkout and direct order, §4 (refill after login, submit), §5
 */
export function useOrderForm({
  session,
  cart,
  onSaved,
  keepDraft = false,
  citiesReady = false,
  beforeSend,
}: {
  session: OrderFormSession | null;
  cart: Cart;
  onSaved: () => void;
  keepDraft?: boolean;
  citiesReady?: boolean;
  /** Asked before a valid order is sent; false stops it (see usePlaceOrder). */
  beforeSend?: () => Promise<boolean>;
}) {
  const { submit, busy, error: placeError } = usePlaceOrder({ onSaved, beforeSend });
  const { register, handleSubmit, setValue, getValues, setFocus, watch, control, formState } =
    useForm<OrderFormValues>({
      defaultValues: EMPTY_ORDER_FORM,
      resolver: orderResolver,
      context: { lines: cart.ItemList },
      mode: 'onSubmit',
      reValidateMode: 'onSubmit',
      shouldFocusError: false,
    });
  const pmNo = useWatch({ control, name: 'PMNo' });
  const isPickup = useWatch({ control, name: 'IsPickup' });

  // Before the session's refill below, so a logged-in shopper's details win as before. Once the
  // app runs (after hydration: the server rendered the empty form), and only into fields still
  // at their starting value, so nothing typed before the app started is overwritten.
  useEffect(() => {
    if (!keepDraft) return undefined;
    for (const [field, value] of Object.entries(readOrderDraft())) {
      const name = field as keyof OrderFormValues;
      if (getValues(name) === EMPTY_ORDER_FORM[name]) setValue(name, value as never);
    }
    const watching = watch((values) => writeOrderDraft(values));
    return () => watching.unsubscribe();
  }, [keepDraft, getValues, setValue, watch]);

  // A select shows a value only once it has that option: the kept city, when the list arrives.
  useEffect(() => {
    const city = getValues('CustomerCityNo');
    if (citiesReady && city) setValue('CustomerCityNo', city);
  }, [citiesReady, getValues, setValue]);

  useEffect(() => {
    if (!session) return;
    setValue('CustomerMobile', session.Mobile);
    setValue('CustomerName', session.LoginName);
    setValue('EmailID', session.EmailID);
  }, [session, setValue]);

  const setPmNo = useCallback((v: PaymentMethodNo) => setValue('PMNo', v), [setValue]);
  const setIsPickup = useCallback((v: 0 | 1) => setValue('IsPickup', v), [setValue]);

  const onInvalid = (errors: FieldErrors<OrderFormValues>) => {
    const first = firstFormError(errors);
    if (!first) return;
    if (isFormField(first.field)) setFocus(first.field);
    notify(first.message, 'error');
  };

  const onSubmit = (
    options: Omit<OrderOptions, 'PMNo' | 'Remarks' | 'IsPickup'>,
  ): FormEventHandler<HTMLFormElement> =>
    handleSubmit(
      (v) =>
        submit(
          buildOrder(
            cart,
            {
              CustomerMobile: v.CustomerMobile.trim(),
              CustomerName: v.CustomerName.trim(),
              EmailID: v.EmailID.trim(),
              CustomerAddress: v.CustomerAddress.trim(),
              CustomerCityNo: Number(v.CustomerCityNo) || 0,
            },
            { ...options, PMNo: v.PMNo, Remarks: v.Remarks, IsPickup: v.IsPickup },
          ),
        ),
      onInvalid,
    );

  return {
    register,
    /** The failing rule shown: the form's (submit), else the submit hook's own check. */
    error: firstFormError(formState.errors) ?? placeError,
    pmNo,
    setPmNo,
    isPickup,
    setIsPickup,
    busy,
    onSubmit,
    /** The typed mobile, carried into the login panel. */
    mobile: () => getValues('CustomerMobile'),
  };
}
