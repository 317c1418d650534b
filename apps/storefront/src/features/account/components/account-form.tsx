import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@trini/domain';
import { FormMessage, SubmitButton } from '@/components/form-controls';
import type { CallOutcome } from '../use-call-outcome';
import styles from './account-form.module.css';

/**
 * The frame of the account pages' forms: a panel titled `title` holding `children`, the message
 * line (`outcome`, announced as an alert, or politely with `polite`), Back to /account and
 * Continue (busy while `busy`). spec: ordering.md §2 edit information, change password
 */
export function AccountForm({
  title,
  onSubmit,
  outcome,
  busy,
  polite = false,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  outcome: CallOutcome | null;
  busy: boolean;
  polite?: boolean;
  children: ReactNode;
}) {
  return (
    <form className={`${styles.form} panel`} noValidate onSubmit={onSubmit}>
      <h2 className="panel__title">{title}</h2>
      {children}
      <FormMessage text={outcome?.text} ok={outcome?.ok} polite={polite} />
      <BackAndSubmit back={ROUTES.ACCOUNT} busy={busy}>
        Continue
      </BackAndSubmit>
    </form>
  );
}

/**
 * The account forms' buttons: a Back link to `back` and the submit button (`children` its text,
 * busy while `busy`). spec: ordering.md §2 edit information, change password, product return form
 */
export function BackAndSubmit({
  back,
  busy,
  children,
}: {
  back: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div className="button-row">
      <Link to={back} className="btn btn--outline">
        Back
      </Link>
      <SubmitButton busy={busy}>{children}</SubmitButton>
    </div>
  );
}
