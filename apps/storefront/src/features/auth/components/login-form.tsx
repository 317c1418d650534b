import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { validateLogin } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { FormField } from '@/components/form-field';
import { domainResolver, firstFormError } from '@/lib/forms/domain-resolver';
import { useLoginMutation } from '../api/auth-api';
import { loggedIn } from '../auth-slice';
import { loginFailure, type LoginFailureOffer } from '../login-failure';
import { AuthTermsLinks } from './auth-links';
import { FormMessage, PLEASE_WAIT, SubmitButton } from '@/components/form-controls';
import styles from './auth-form.module.css';

/** The login model as typed. spec: ordering.md §3 Login model */
interface LoginValues {
  Mobile: string;
  Password: string;
}

/** The login rules (validateLogin) through the domain resolver. */
const loginResolver = domainResolver<LoginValues>(validateLogin);

/**
 * The login form of the side panel: Mobile (+1(868) prefix, 7 digits) and Password, Continue and
 * Exit, an error line, and the terms links. On react-hook-form with the domain's validateLogin
 * (on Continue only: the first failing rule in the error line, its field aria-invalid). A failed
 * call shows the server msg (a 429 its wait); a backend that says the mobile is not registered
 * gets 'Login details not found Kindly Register' and a Register button replacing Continue; a
 * refusal that does not say (the mock answers every refusal alike) gets the msg and a Register
 * button beside Continue; both switch to registration with the mobile (loginFailure). A
 * transport failure shows 'Error Connecting Server'. Success stores the token and closes the
 * panel.
 * Its form posts (never a GET), so a submission the browser sends itself (no JavaScript) never
 * puts the password in a URL (the server answers with the page again, server/auth-form-fallback.ts).
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
  const [failure, setFailure] = useState<string | null>(null);
  const [offer, setOffer] = useState<LoginFailureOffer>('login');
  const id = useId();
  const { register, handleSubmit, getValues, formState } = useForm<LoginValues>({
    defaultValues: { Mobile: initialMobile, Password: '' },
    resolver: loginResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const invalid = firstFormError(formState.errors);
  const error = invalid ?? (failure ? { message: failure } : null);

  const submit = handleSubmit(
    async ({ Mobile, Password }) => {
      setFailure(null);
      try {
        const res = await login({ Mobile: Mobile.trim(), Password }).unwrap();
        const action = dispatch(loggedIn(res.Token));
        if (!action.payload) {
          setFailure('Your session could not be started. Please try again.');
          return;
        }
        onDone();
      } catch (err) {
        const result = loginFailure(err);
        setOffer(result.offer);
        setFailure(result.message);
      }
    },
    () => setFailure(null),
  );

  const errorId = `${id}-error`;
  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={submit}
      aria-describedby={error ? errorId : undefined}
    >
      <FormField
        label="Mobile"
        mobile
        data-autofocus
        invalid={invalid?.field === 'Mobile'}
        {...register('Mobile', { onChange: () => setOffer('login') })}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        invalid={invalid?.field === 'Password'}
        {...register('Password')}
      />
      <FormMessage id={errorId} text={error?.message} />
      <div className="button-row">
        {offer === 'login' || offer === 'both' ? (
          <SubmitButton busy={isLoading} busyText={PLEASE_WAIT}>
            Continue
          </SubmitButton>
        ) : null}
        {offer === 'register' || offer === 'both' ? (
          <button
            type="button"
            className={offer === 'both' ? 'btn btn--outline' : 'btn btn--primary'}
            onClick={() => onRegister(getValues('Mobile'))}
          >
            Register
          </button>
        ) : null}
        <button type="button" className="btn btn--outline" onClick={onExit}>
          Exit
        </button>
      </div>
      <p className={styles.switch}>
        New customer?{' '}
        <button type="button" className="link-btn" onClick={() => onRegister(getValues('Mobile'))}>
          Create your account
        </button>
      </p>
      <AuthTermsLinks onNavigate={onExit} action="log in" />
    </form>
  );
}
