import { useForm } from 'react-hook-form';
import { validateChangePassword } from '@trini/domain';
import { FormField } from '@/components/form-field';
import { domainResolver, firstFormError } from '@/lib/forms/domain-resolver';
import { useChangePasswordMutation } from '../api/account-api';
import { useCallOutcome } from '../use-call-outcome';
import { AccountForm } from './account-form';

/** The change-password fields. spec: ordering.md §2 change password */
interface PasswordValues {
  CurrentPassword: string;
  Password: string;
  PasswordConfirm: string;
}

/** The domain's change-password rules (validateChangePassword): one message at a time. */
const passwordResolver = domainResolver<PasswordValues>(validateChangePassword);

/**
 * Current Password, Password and Password Confirm, Back and Continue. On react-hook-form with the
 * domain's validateChangePassword: Continue checks the current password given, the new one
 * required, at least 6 characters and matching (the first failure in the message line), then
 * submits changePassword (extension: the spec submits nothing) and shows the outcome, such as
 * 'Your current password is not correct.'. Current Password is an addition to the spec's two
 * fields: without it a token alone (a shared computer, a stolen token) could take the account. On success the form empties and `onNewToken` gets the fresh token the
 * answer carries (the change ends every earlier token).
 * spec: ordering.md §2 change password
 */
export function ChangePasswordForm({ onNewToken }: { onNewToken: (jwt: string) => void }) {
  const [change, { isLoading }] = useChangePasswordMutation();
  const { outcome, run, clear } = useCallOutcome('Your password could not be changed.');
  const { register, handleSubmit, reset, formState } = useForm<PasswordValues>({
    defaultValues: { CurrentPassword: '', Password: '', PasswordConfirm: '' },
    resolver: passwordResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problem = firstFormError(formState.errors);

  const submit = handleSubmit(async (values) => {
    const res = await run(() => change(values).unwrap());
    if (!res?.success) return;
    if (res.jwt) onNewToken(res.jwt);
    reset();
  }, clear);

  return (
    <AccountForm
      title="Your Password"
      onSubmit={submit}
      outcome={problem ? { ok: false, text: problem.message } : outcome}
      busy={isLoading}
    >
      <FormField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        placeholder="Current Password"
        {...register('CurrentPassword')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="Password"
        {...register('Password')}
      />
      <FormField
        label="Password Confirm"
        type="password"
        autoComplete="new-password"
        placeholder="Password Confirm"
        {...register('PasswordConfirm')}
      />
    </AccountForm>
  );
}
