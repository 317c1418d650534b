import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { validateRegistration } from '@trini/domain';
import { FormField } from '@/components/form-field';
import { domainResolver } from '@/lib/forms/domain-resolver';
import { REGISTRATION_FIELDS, registrationProbe } from '../registration-errors';
import { useRegisterCustomer } from '../use-register-customer';
import { AuthTermsLinks } from './auth-links';
import { FormMessage, PLEASE_WAIT, SubmitButton } from '@/components/form-controls';
import styles from './auth-form.module.css';

/** The panel's registration form values. spec: ordering.md §3 Registration model, §2 register dialog */
export interface RegisterValues {
  Mobile1: string;
  CustomerName: string;
  EmailID: string;
  NewPassword: string;
  ConfirmPassword: string;
  ConfirmMobile: boolean;
}

/** A blank registration: the panel's and the dialog's starting values. */
export const EMPTY_REGISTRATION: RegisterValues = {
  Mobile1: '',
  CustomerName: '',
  EmailID: '',
  NewPassword: '',
  ConfirmPassword: '',
  ConfirmMobile: false,
};

/**
 * The domain resolver over the panel rules (validateRegistration) in per-field mode: each field
 * gets its own first failing message in the spec's order. spec: ordering.md §5 registration (panel)
 */
const registrationResolver = domainResolver<RegisterValues>(validateRegistration, {
  eachField: { fields: REGISTRATION_FIELDS, probe: registrationProbe },
});

/**
 * The side panel's registration form: Mobile with the fixed +1(868) prefix, full name, email,
 * password, confirm password, the own-number checkbox, Continue (the Register button: disabled
 * while the form is invalid or the call runs) and Exit, and the terms links. Success shows
 * 'Registered Succesfully' (5 s, top right) and logs in with the jwt; failure shows 'Error: ' + msg.
 * Its form posts, like the login form's, so the password never lands in a URL.
 * spec: ordering.md §2 register dialog, §4 registration, §5 registration (panel), §8
 */
export function RegisterForm({
  initialMobile,
  onDone,
  onExit,
  onLogin,
}: {
  initialMobile: string;
  onDone: () => void;
  onExit: () => void;
  onLogin: (mobile: string) => void;
}) {
  const { registerCustomer, isLoading } = useRegisterCustomer();
  const [serverError, setServerError] = useState('');
  const id = useId();
  const {
    register: field,
    handleSubmit,
    getValues,
    formState: { errors, isValid },
  } = useForm<RegisterValues>({
    mode: 'onChange',
    resolver: registrationResolver,
    defaultValues: { ...EMPTY_REGISTRATION, Mobile1: initialMobile },
  });

  const onSubmit = handleSubmit(async (v) => {
    setServerError('');
    const failure = await registerCustomer(v);
    if (failure === null) onDone();
    else setServerError(failure);
  });

  const message = (name: keyof RegisterValues) => errors[name]?.message;

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit}>
      <FormField
        label="Mobile"
        mobile
        data-autofocus
        error={message('Mobile1')}
        {...field('Mobile1')}
      />
      <FormField
        label="Full Name"
        autoComplete="name"
        error={message('CustomerName')}
        {...field('CustomerName')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={message('EmailID')}
        {...field('EmailID')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={message('NewPassword')}
        {...field('NewPassword', { deps: ['ConfirmPassword'] })}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={message('ConfirmPassword')}
        {...field('ConfirmPassword')}
      />
      <div className="field">
        <label className="check check--multiline">
          <input
            type="checkbox"
            aria-invalid={!!errors.ConfirmMobile || undefined}
            aria-describedby={errors.ConfirmMobile ? `${id}-confirm-err` : undefined}
            {...field('ConfirmMobile')}
          />
          <span>This is my own mobile number and it may be used for account notifications.</span>
        </label>
        {errors.ConfirmMobile ? (
          <span id={`${id}-confirm-err`} className="field__error">
            {errors.ConfirmMobile.message}
          </span>
        ) : null}
      </div>
      <FormMessage text={serverError} />
      <div className="button-row">
        <SubmitButton busy={isLoading} disabled={!isValid} busyText={PLEASE_WAIT}>
          Continue
        </SubmitButton>
        <button type="button" className="btn btn--outline" onClick={onExit}>
          Exit
        </button>
      </div>
      <p className={styles.switch}>
        Already registered?{' '}
        <button type="button" className="link-btn" onClick={() => onLogin(getValues('Mobile1'))}>
          Log in
        </button>
      </p>
      <AuthTermsLinks onNavigate={onExit} action="register" />
    </form>
  );
}
