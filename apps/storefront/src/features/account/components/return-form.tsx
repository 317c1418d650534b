import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES, OK, RETURN_MESSAGES, RETURN_REASONS, ROUTES, fail } from '@trini/domain';
import type { AccountInfo } from '@trini/domain';
import { FormMessage } from '@/components/form-controls';
import { FormField } from '@/components/form-field';
import { domainResolver, firstFormError } from '@/lib/forms/domain-resolver';
import { useSubmitReturnRequestMutation } from '../api/account-api';
import { useCallOutcome } from '../use-call-outcome';
import { BackAndSubmit } from './account-form';
import styles from './account-form.module.css';
import { TermsDialog } from './terms-dialog';

/** The return form's values as typed (radios as their values: '' when no reason is chosen). */
interface ReturnValues extends AccountInfo {
  OrderId: string;
  OrderDate: string;
  ProductName: string;
  ProductCode: string;
  Quantity: string;
  ReturnReason: string;
  ProductOpened: string;
  Details: string;
  AgreeTerms: boolean;
}

/**
 * The return form's one rule (extension: the spec shows none): a reason must be chosen
 * (RETURN_MESSAGES.REASON_REQUIRED); the server checks the rest.
 */
const returnResolver = domainResolver<ReturnValues>((v) =>
  v.ReturnReason ? OK : fail('ReturnReason', RETURN_MESSAGES.REASON_REQUIRED),
);

/**
 * The product return form: 'Please complete the form below to request an RMA number.'; order
 * information (contact prefilled with `contact`), product information, reason radios
 * (RETURN_REASONS), 'Product is opened' yes=1 / no=0 (default 0), details, Back to /orderdetail,
 * the Terms & Conditions dialog, the agreement checkbox and Submit → submitReturnRequest
 * (extension) showing the RMA number. A react-hook-form form; its one rule (a reason chosen) runs
 * on Submit through the domain resolver. spec: ordering.md §2 product return form
 */
export function ReturnForm({ contact }: { contact: AccountInfo }) {
  const { register, handleSubmit, formState } = useForm<ReturnValues>({
    defaultValues: {
      ...contact,
      OrderId: '',
      OrderDate: '',
      ProductName: '',
      ProductCode: '',
      Quantity: '1',
      ReturnReason: '',
      ProductOpened: '0',
      Details: '',
      AgreeTerms: false,
    },
    resolver: returnResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const id = useId();
  const [termsOpen, setTermsOpen] = useState(false);
  const [submitReturn, { isLoading }] = useSubmitReturnRequestMutation();
  const { outcome, run, clear } = useCallOutcome('Your return request could not be sent.');
  const problem = firstFormError(formState.errors)?.message ?? (outcome?.ok ? '' : outcome?.text);
  const text = (k: keyof ReturnValues, label: string, type = 'text') => (
    <FormField label={label} type={type} placeholder={label} {...register(k)} />
  );

  const submit = handleSubmit(async (v) => {
    clear();
    const qty = Number.parseInt(v.Quantity, 10);
    await run(() =>
      submitReturn({
        FirstName: v.FirstName.trim(),
        LastName: v.LastName.trim(),
        EmailID: v.EmailID.trim(),
        Telephone: v.Telephone.trim(),
        OrderId: v.OrderId.trim(),
        OrderDate: v.OrderDate,
        ProductName: v.ProductName.trim(),
        ProductCode: v.ProductCode.trim(),
        Quantity: Number.isFinite(qty) ? qty : 0,
        ReturnReason: Number(v.ReturnReason),
        ProductOpened: v.ProductOpened === '1' ? 1 : 0,
        Details: v.Details,
        AgreeTerms: v.AgreeTerms,
      }).unwrap(),
    );
  }, clear);

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p>{MESSAGES.RMA_INTRO}</p>
      <fieldset className="panel">
        <legend className="panel__title">Order Information</legend>
        <div className="form-grid">
          {text('FirstName', 'First Name')}
          {text('LastName', 'Last Name')}
          {text('EmailID', 'Email', 'email')}
          {text('Telephone', 'Telephone', 'tel')}
          {text('OrderId', 'Order ID')}
          {text('OrderDate', 'Order Date', 'date')}
        </div>
      </fieldset>
      <fieldset className="panel">
        <legend className="panel__title">Product Information</legend>
        <div className="form-grid">
          {text('ProductName', 'Product Name')}
          {text('ProductCode', 'Product Code')}
          <FormField
            label="Quantity"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            {...register('Quantity')}
          />
        </div>
        <fieldset className="field">
          <legend>Reason for Return</legend>
          <div className="radio-stack">
            {RETURN_REASONS.map((r) => (
              <label key={r.value} className="radio check--multiline">
                <input type="radio" value={r.value} {...register('ReturnReason')} />
                <span>{r.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="field">
          <legend>Product is opened</legend>
          <div className="radio-row">
            <label className="radio">
              <input type="radio" value={1} {...register('ProductOpened')} />
              Yes
            </label>
            <label className="radio">
              <input type="radio" value={0} {...register('ProductOpened')} />
              No
            </label>
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-details`}>Faulty or other details</label>
          <textarea id={`${id}-details`} rows={4} {...register('Details')} />
        </div>
      </fieldset>
      <p>
        <label className="check check--multiline">
          <input type="checkbox" {...register('AgreeTerms')} />
          <span>
            I have read and agree to the{' '}
            <button
              type="button"
              className="link-btn"
              aria-haspopup="dialog"
              onClick={() => setTermsOpen(true)}
            >
              Terms &amp; Conditions
            </button>
          </span>
        </label>
      </p>
      <FormMessage text={problem} />
      <FormMessage text={outcome?.ok ? outcome.text : ''} ok polite />
      <BackAndSubmit back={ROUTES.ORDER_DETAIL} busy={isLoading}>
        Submit
      </BackAndSubmit>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </form>
  );
}
