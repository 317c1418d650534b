import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES, RETURN_MESSAGES, RETURN_REASONS, ROUTES, errorMessage } from '@trini/domain';
import { Breadcrumb } from '@/components/breadcrumb';
import { notify } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { useSubmitReturnRequestMutation } from '@/features/account/api/account-api';
import { TermsDialog } from '@/features/account/components/terms-dialog';
import { RequireLogin } from '@/features/auth/components/require-login';
import type { CustomerSession } from '@/features/auth/session';
import '@/features/account/account.css';
import { FormMessage, SubmitButton } from '@/components/form-controls';

function ReturnForm({ session }: { session: CustomerSession }) {
  const [first, ...rest] = session.LoginName.trim().split(/\s+/);
  const [v, setV] = useState({
    FirstName: first ?? '',
    LastName: rest.join(' '),
    EmailID: session.EmailID,
    Telephone: session.Mobile,
    OrderId: '',
    OrderDate: '',
    ProductName: '',
    ProductCode: '',
    Quantity: '1',
    Details: '',
  });
  const [reason, setReason] = useState<number | null>(null);
  const [opened, setOpened] = useState<0 | 1>(0);
  const [agree, setAgree] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [problem, setProblem] = useState('');
  const [rmaText, setRmaText] = useState('');
  const [submitReturn, { isLoading }] = useSubmitReturnRequestMutation();
  const id = useId();
  const set =
    (k: keyof typeof v) => (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      const value = e.currentTarget.value;
      setV((o) => ({ ...o, [k]: value }));
    };
  const text = (k: keyof typeof v, label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`${id}-${k}`}>{label}</label>
      <input id={`${id}-${k}`} type={type} value={v[k]} onChange={set(k)} placeholder={label} />
    </div>
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRmaText('');
    if (reason === null) {
      setProblem(RETURN_MESSAGES.REASON_REQUIRED);
      return;
    }
    setProblem('');
    try {
      const qty = Number.parseInt(v.Quantity, 10);
      const res = await submitReturn({
        FirstName: v.FirstName.trim(),
        LastName: v.LastName.trim(),
        EmailID: v.EmailID.trim(),
        Telephone: v.Telephone.trim(),
        OrderId: v.OrderId.trim(),
        OrderDate: v.OrderDate,
        ProductName: v.ProductName.trim(),
        ProductCode: v.ProductCode.trim(),
        Quantity: Number.isFinite(qty) ? qty : 0,
        ReturnReason: reason,
        ProductOpened: opened,
        Details: v.Details,
        AgreeTerms: agree,
      }).unwrap();
      if (res.success) {
        setRmaText(res.msg);
        notify(res.msg, 'success');
      } else {
        const t = errorMessage(res.msg);
        setProblem(t);
        notify(t, 'error');
      }
    } catch (err) {
      const data = (err as { data?: { msg?: string } }).data;
      const t = errorMessage(data?.msg ?? 'Your return request could not be sent.');
      setProblem(t);
      notify(t, 'error');
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
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
          <div className="field">
            <label htmlFor={`${id}-qty`}>Quantity</label>
            <input
              id={`${id}-qty`}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={v.Quantity}
              onChange={set('Quantity')}
            />
          </div>
        </div>
        <fieldset className="field">
          <legend>Reason for Return</legend>
          <div className="radio-stack">
            {RETURN_REASONS.map((r) => (
              <label key={r.value} className="radio">
                <input
                  type="radio"
                  name="ReturnReason"
                  value={r.value}
                  checked={reason === r.value}
                  onChange={() => setReason(r.value)}
                />
                {r.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="field">
          <legend>Product is opened</legend>
          <div className="radio-row">
            <label className="radio">
              <input
                type="radio"
                name="ProductOpened"
                value={1}
                checked={opened === 1}
                onChange={() => setOpened(1)}
              />
              Yes
            </label>
            <label className="radio">
              <input
                type="radio"
                name="ProductOpened"
                value={0}
                checked={opened === 0}
                onChange={() => setOpened(0)}
              />
              No
            </label>
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-details`}>Faulty or other details</label>
          <textarea id={`${id}-details`} rows={4} value={v.Details} onChange={set('Details')} />
        </div>
      </fieldset>
      <p>
        <label className="check">
          <input
            type="checkbox"
            checked={agree}
            onChange={(e) => setAgree(e.currentTarget.checked)}
          />
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
      <FormMessage text={rmaText} ok polite />
      <div className="button-row">
        <Link to={ROUTES.ORDER_DETAIL} className="btn btn--outline">
          Back
        </Link>
        <SubmitButton busy={isLoading}>Submit</SubmitButton>
      </div>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </form>
  );
}

/**
 * /productreturn: breadcrumb home / Return; 'Please complete the form below to request an RMA
 * number.'; order information, product information, reason radios (RETURN_REASONS), 'Product is
 * opened' yes=1 / no=0 (default 0), details, Back to /orderdetail, the Terms & Conditions dialog,
 * the agreement checkbox and Submit → submitReturnRequest (extension) showing the RMA number.
 * Behind the login guard (the request is the customer's). spec: ordering.md §2 product return form
 */
export default function ProductReturnRoute() {
  return (
    <RequireLogin>
      {(session) => (
        <>
          <PageTitle title="Product Return" />
          <Breadcrumb trail={[{ label: 'Return' }]} />
          <h1 className="page-title">Product Returns</h1>
          <ReturnForm session={session} />
        </>
      )}
    </RequireLogin>
  );
}
