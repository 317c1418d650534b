import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ROUTES, errorMessage, validateChangePassword } from '@trini/domain';
import { notify } from '@/components/notice';
import { AccountLayout } from '@/features/account/components/account-layout';
import { useChangePasswordMutation } from '@/features/account/api/account-api';
import { loggedIn } from '@/features/auth/auth-slice';
import { RequireLogin } from '@/features/auth/components/require-login';
import { useAppDispatch } from '@/app/hooks';
import { domainResolver, firstFormError } from '@/lib/forms/domain-resolver';
import { FormMessage, SubmitButton } from '@/components/form-controls';

/** The change-password fields. spec: ordering.md §2 change password */
interface PasswordValues {
  Password: string;
  PasswordConfirm: string;
}

/** The domain's change-password rules (validateChangePassword): one message at a time. */
const passwordResolver = domainResolver<PasswordValues>(validateChangePassword);

function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [change, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<PasswordValues>({
    defaultValues: { Password: '', PasswordConfirm: '' },
    resolver: passwordResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problem = firstFormError(formState.errors);
  const shown = problem ? { ok: false, text: problem.message } : outcome;

  const submit = handleSubmit(
    async ({ Password, PasswordConfirm }) => {
      try {
        const res = await change({ Password, PasswordConfirm }).unwrap();
        const text = res.success ? res.msg : errorMessage(res.msg);
        setOutcome({ ok: res.success, text });
        notify(text, res.success ? 'success' : 'error');
        // The change ends every earlier token (issue 12 §9): this browser keeps its login with the
        // fresh one the answer carries.
        if (res.success && res.jwt) dispatch(loggedIn(res.jwt));
        if (res.success) reset();
      } catch (err) {
        const data = (err as { data?: { msg?: string } }).data;
        const text = errorMessage(data?.msg ?? 'Your password could not be changed.');
        setOutcome({ ok: false, text });
        notify(text, 'error');
      }
    },
    () => setOutcome(null),
  );

  return (
    <form className="account-form panel" noValidate onSubmit={submit}>
      <h2 className="panel__title">Your Password</h2>
      <div className="field">
        <label htmlFor={`${id}-p`}>Password</label>
        <input
          id={`${id}-p`}
          type="password"
          autoComplete="new-password"
          placeholder="Password"
          {...register('Password')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-c`}>Password Confirm</label>
        <input
          id={`${id}-c`}
          type="password"
          autoComplete="new-password"
          placeholder="Password Confirm"
          {...register('PasswordConfirm')}
        />
      </div>
      <FormMessage text={shown?.text} ok={shown?.ok} />
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
 * /changepassword: Password and Password Confirm; Back (/account) and Continue. On react-hook-form
 * with the domain's validateChangePassword (domain resolver): Continue checks required, at least 6 characters
 * and matching (the first failure in the message line), then submits changePassword (extension: the spec
 * submits nothing) and shows the outcome; on success the fresh token it answers replaces the old
 * one, which stops working like every other earlier token of the customer. Behind the login guard. spec: ordering.md §2 change password
 */
export default function ChangePasswordRoute() {
  return (
    <RequireLogin>
      {() => (
        <AccountLayout
          title="Change Password"
          crumbs={[{ label: 'Account', to: ROUTES.ACCOUNT }, { label: 'Change Password' }]}
        >
          <h1 className="page-title">Change Password</h1>
          <ChangePasswordForm />
        </AccountLayout>
      )}
    </RequireLogin>
  );
}
