import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { validateLogin } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { MobileInput } from '@/components/mobile-input';
import { useLoginMutation } from '../api/auth-api';
import { loggedIn } from '../auth-slice';
import { loginFailure } from '../login-failure';
import { AuthTermsLinks } from './auth-links';
import { FormMessage, PLEASE_WAIT, SubmitButton } from '@/components/form-controls';

/**
 * The login form of the side panel: Mobile (+1(868) prefix, 7 digits) and Password, Continue and
 * Exit, an error line, and the terms links. Rules: validateLogin. A failed call shows the server
 * msg; an unregistered mobile shows 'Login details not found Kindly Register' and a Register
 * button replacing Continue (switching to registration with the mobile); a transport failure
 * shows 'Error Connecting Server'. Success stores the token and closes the panel.
 * spec: ordering.md §2 login dialog, §4 login, §5 login, §8 login failure
 */
export function LoginForm({
  initialMobile,
  onDone,
  onExit,
  onRegister,
}: {
  initialMobile: string;
  onDone: () => void;
  onExit: () => void;
  onRegister: (mobile: string) => void;
}) {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [mobile, setMobile] = useState(initialMobile);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [notRegistered, setNotRegistered] = useState(false);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const verdict = validateLogin({ Mobile: mobile, Password: password });
    if (!verdict.ok) {
      setError({ field: verdict.field, message: verdict.message });
      return;
    }
    setError(null);
    try {
      const res = await login({ Mobile: mobile.trim(), Password: password }).unwrap();
      const action = dispatch(loggedIn(res.Token));
      if (!action.payload) {
        setError({ message: 'Your session could not be started. Please try again.' });
        return;
      }
      onDone();
    } catch (err) {
      const failure = loginFailure(err);
      setNotRegistered(!failure.isRegistered);
      setError({ message: failure.message });
    }
  };

  const errorId = `${id}-error`;
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={submit}
      aria-describedby={error ? errorId : undefined}
    >
      <div className="field">
        <label htmlFor={`${id}-mobile`}>Mobile</label>
        <MobileInput
          id={`${id}-mobile`}
          name="Mobile"
          data-autofocus
          value={mobile}
          aria-invalid={error?.field === 'Mobile' || undefined}
          onChange={(e) => {
            setMobile(e.currentTarget.value);
            setNotRegistered(false);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          name="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={error?.field === 'Password' || undefined}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </div>
      <FormMessage id={errorId} text={error?.message} />
      <div className="button-row">
        {notRegistered ? (
          <button type="button" className="btn btn--primary" onClick={() => onRegister(mobile)}>
            Register
          </button>
        ) : (
          <SubmitButton busy={isLoading} busyText={PLEASE_WAIT}>
            Continue
          </SubmitButton>
        )}
        <button type="button" className="btn btn--outline" onClick={onExit}>
          Exit
        </button>
      </div>
      <p className="auth-switch">
        New customer?{' '}
        <button type="button" className="link-btn" onClick={() => onRegister(mobile)}>
          Create your account
        </button>
      </p>
      <AuthTermsLinks onNavigate={onExit} action="log in" />
    </form>
  );
}
