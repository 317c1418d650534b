import { useForm } from 'react-hook-form';
import { MOBILE } from '@trini/domain';
import type { AccountInfo } from '@trini/domain';
import { FormField } from '@/components/form-field';
import { useUpdateAccountInfoMutation } from '../api/account-api';
import { useCallOutcome } from '../use-call-outcome';
import { AccountForm } from './account-form';

/**
 * First Name, Last Name, Email and Telephone, prefilled with `contact`; Back and Continue, which
 * submits updateAccountInfo (extension: the spec saves nothing) with every value trimmed and shows
 * the outcome politely. No rules: the spec shows none for this form (placeholder text only).
 * spec: ordering.md §2 edit information
 */
export function AccountInfoForm({ contact }: { contact: AccountInfo }) {
  const { register, handleSubmit } = useForm<AccountInfo>({ defaultValues: contact });
  const [save, { isLoading }] = useUpdateAccountInfoMutation();
  const { outcome, run } = useCallOutcome('Your information could not be saved.');

  const submit = handleSubmit(async (v) => {
    await run(() =>
      save({
        FirstName: v.FirstName.trim(),
        LastName: v.LastName.trim(),
        EmailID: v.EmailID.trim(),
        Telephone: v.Telephone.trim(),
      }).unwrap(),
    );
  });

  return (
    <AccountForm
      title="Your Personal Details"
      onSubmit={submit}
      outcome={outcome}
      busy={isLoading}
      polite
    >
      <div className="form-grid">
        <FormField
          label="First Name"
          autoComplete="given-name"
          placeholder="First Name"
          {...register('FirstName')}
        />
        <FormField
          label="Last Name"
          autoComplete="family-name"
          placeholder="Last Name"
          {...register('LastName')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Email"
          {...register('EmailID')}
        />
        <FormField
          label="Telephone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE.DIGITS}
          placeholder="Telephone"
          {...register('Telephone')}
        />
      </div>
    </AccountForm>
  );
}
