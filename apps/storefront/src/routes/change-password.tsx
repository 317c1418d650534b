import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES, errorMessage } from '@trini/domain';
import { notify } from '@/components/notice';
import { AccountLayout } from '@/features/account/components/account-layout';
import { useChangePasswordMutation } from '@/features/account/api/account-api';
import { passwordChangeError } from '@/features/account/password-rules';
import { loggedIn } from '@/features/auth/auth-slice';
import { RequireLogin } from '@/features/auth/components/require-login';
import { useAppDispatch } from '@/app/hooks';
import { FormMessage, SubmitButton } from '@/components/form-controls';

function ChangePasswordForm() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [change, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordChangeError(password, confirm);
    if (problem) {
      setOutcome({ ok: false, text: problem });
      return;
    }
    try {
      const res = await change({ Password: password, PasswordConfirm: confirm }).unwrap();
      const text = res.success ? res.msg : errorMessage(res.msg);
      setOutcome({ ok: res.success, text });
      notify(text, res.success ? 'success' : 'error');
      // The change ends every earlier token (issue 12 §9): this browser keeps its login with the
      // fresh one the answer carries.
      if (res.success && res.jwt) dispatch(loggedIn(res.jwt));
      if (res.success) {
        setPassword('');
        setConfirm('');
      }
    } catch (err) {
      const data = (err as { data?: { msg?: string } }).data;
      const text = errorMessage(data?.msg ?? 'Your password could not be changed.');
      setOutcome({ ok: false, text });
      notify(text, 'error');
    }
  };

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
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-c`}>Password Confirm</label>
        <input
          id={`${id}-c`}
          type="password"
          autoComplete="new-password"
          placeholder="Password Confirm"
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
        />
      </div>
      <FormMessage text={outcome?.text} ok={outcome?.ok} />
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
 * /changepassword: Password and Password Confirm; Back (/account) and Continue. Continue checks
 * required, at least 6 characters and matching, then submits changePassword (extension: the spec
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
