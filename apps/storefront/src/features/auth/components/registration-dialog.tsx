import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { MESSAGES, validateRegistrationDialog } from '@trini/domain';
import { FormField } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { notify } from '@/components/notice';
import { domainResolver, firstFormError } from '@/lib/forms/domain-resolver';
import { useRegisterCustomer } from '../use-register-customer';
import { FormMessage, PLEASE_WAIT, SubmitButton } from '@/components/form-controls';
import { EMPTY_REGISTRATION } from './register-form';
import type { RegisterValues } from './register-form';
import styles from './auth-form.module.css';

/** The dialog rules (validateRegistrationDialog) through the domain resolver: one alert at a time. */
const dialogResolver = domainResolver<RegisterValues>(validateRegistrationDialog);

/**
 * The registration DIALOG (opened from the checkout's Register choice and the direct order page):
 * Mobile (hint 'Mobile is required.'), Name (hint 'Name is required.'), Email (marked required),
 * password, confirm, the own-number checkbox. On react-hook-form with the domain's
 * validateRegistrationDialog, checked on Register only: the first failing rule (spelled as the
 * spec: 'CustomerName is requiered.' ...) shows as an alert and a notice; success shows
 * 'Registered Succesfully', logs in with the jwt and closes; failure shows 'Error: ' + msg.
 * spec: ordering.md §5 registration (dialog), §4 registration, §8
 */
export function RegistrationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { registerCustomer, isLoading } = useRegisterCustomer();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, reset, clearErrors, formState } = useForm<RegisterValues>({
    defaultValues: EMPTY_REGISTRATION,
    resolver: dialogResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const alert = firstFormError(formState.errors)?.message ?? failure;

  const close = () => {
    setFailure('');
    clearErrors();
    onClose();
  };

  const onInvalid = (errors: FieldErrors<RegisterValues>) => {
    setFailure('');
    const first = firstFormError(errors);
    if (first) notify(first.message, 'error');
  };

  const submit = handleSubmit(async (v) => {
    setFailure('');
    const result = await registerCustomer(v);
    if (result === null) {
      reset(EMPTY_REGISTRATION);
      close();
    } else {
      setFailure(result);
    }
  }, onInvalid);

  return (
    <Modal open={open} onClose={close} title="Register">
      <form className={styles.form} noValidate onSubmit={submit}>
        <FormField
          label="Mobile"
          mobile
          data-autofocus
          required
          hint={MESSAGES.REGD_HINT_MOBILE}
          {...register('Mobile1')}
        />
        <FormField
          label="Name"
          autoComplete="name"
          required
          hint={MESSAGES.REGD_HINT_NAME}
          {...register('CustomerName')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('EmailID')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...register('NewPassword')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...register('ConfirmPassword')}
        />
        <label className="check check--multiline">
          <input type="checkbox" {...register('ConfirmMobile')} />
          <span>
            This is my own mobile number and I agree to its use for account notifications.
          </span>
        </label>
        <FormMessage text={alert} />
        <div className="button-row">
          <SubmitButton busy={isLoading} busyText={PLEASE_WAIT}>
            Register
          </SubmitButton>
          <button type="button" className="btn btn--outline" onClick={close}>
            Exit
          </button>
        </div>
      </form>
    </Modal>
  );
}
