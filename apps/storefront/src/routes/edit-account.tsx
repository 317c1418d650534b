import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MOBILE, ROUTES, errorMessage } from '@trini/domain';
import { notify } from '@/components/notice';
import { AccountLayout } from '@/features/account/components/account-layout';
import { useUpdateAccountInfoMutation } from '@/features/account/api/account-api';
import { RequireLogin } from '@/features/auth/components/require-login';
import type { CustomerSession } from '@/features/auth/session';
import { FormMessage, SubmitButton } from '@/components/form-controls';

/** The edit-information fields. spec: ordering.md §2 edit information */
interface AccountValues {
  FirstName: string;
  LastName: string;
  EmailID: string;
  Telephone: string;
}

function EditForm({ session }: { session: CustomerSession }) {
  const [first, ...rest] = session.LoginName.trim().split(/\s+/);
  // No rules: the spec shows none for this form (placeholder text only).
  const { register, handleSubmit } = useForm<AccountValues>({
    defaultValues: {
      FirstName: first ?? '',
      LastName: rest.join(' '),
      EmailID: session.EmailID,
      Telephone: session.Mobile,
    },
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [save, { isLoading }] = useUpdateAccountInfoMutation();
  const id = useId();

  const submit = handleSubmit(async (v) => {
    try {
      const res = await save({
        FirstName: v.FirstName.trim(),
        LastName: v.LastName.trim(),
        EmailID: v.EmailID.trim(),
        Telephone: v.Telephone.trim(),
      }).unwrap();
      const text = res.success ? res.msg : errorMessage(res.msg);
      setOutcome({ ok: res.success, text });
      notify(text, res.success ? 'success' : 'error');
    } catch (err) {
      const data = (err as { data?: { msg?: string } }).data;
      const text = errorMessage(data?.msg ?? 'Your information could not be saved.');
      setOutcome({ ok: false, text });
      notify(text, 'error');
    }
  });

  const field = (k: keyof AccountValues, label: string, type = 'text', auto?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${k}`}>{label}</label>
      <input
        id={`${id}-${k}`}
        type={type}
        autoComplete={auto}
        placeholder={label}
        {...register(k)}
      />
    </div>
  );

  return (
    <form className="account-form panel" noValidate onSubmit={submit}>
      <h2 className="panel__title">Your Personal Details</h2>
      <div className="form-grid">
        {field('FirstName', 'First Name', 'text', 'given-name')}
        {field('LastName', 'Last Name', 'text', 'family-name')}
        {field('EmailID', 'Email', 'email', 'email')}
        <div className="field">
          <label htmlFor={`${id}-tel`}>Telephone</label>
          <input
            id={`${id}-tel`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE.DIGITS}
            placeholder="Telephone"
            {...register('Telephone')}
          />
        </div>
      </div>
      <FormMessage text={outcome?.text} ok={outcome?.ok} polite />
      <div className="button-row">
        <Link to={ROUTES.ACCOUNT} className="btn btn--outline">
          Back
        </Link>
        <SubmitButton busy={isLoading}>Continue</SubmitButton>
      </div>
    </form>
  );
}

/**
 * /editaccountinfo: First Name, Last Name, Email, Telephone (a react-hook-form form, prefilled
 * from the session; no rules, as in the spec); Back to /account; Continue submits
 * updateAccountInfo (extension: the spec saves nothing) and shows the outcome. Behind the login
 * guard (it shows customer data). spec: ordering.md §2 edit information
 */
export default function EditAccountRoute() {
  return (
    <RequireLogin>
      {(session) => (
        <AccountLayout
          title="Edit Information"
          crumbs={[{ label: 'Account', to: ROUTES.ACCOUNT }, { label: 'Edit Information' }]}
        >
          <h1 className="page-title">My Account Information</h1>
          <EditForm session={session} />
        </AccountLayout>
      )}
    </RequireLogin>
  );
}
