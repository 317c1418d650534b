import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { MESSAGES, validateRegistrationDialog } from '@trini/domain';
import { MobileInput } from '@/components/mobile-input';
import { Modal } from '@/components/modal';
import { notify } from '@/components/notice';
import { useRegisterCustomer } from '../use-register-customer';
import '../auth.css';
import { FormMessage, PLEASE_WAIT, SubmitButton } from '@/components/form-controls';

const EMPTY = {
  Mobile1: '',
  CustomerName: '',
  EmailID: '',
  NewPassword: '',
  ConfirmPassword: '',
  ConfirmMobile: false,
};

/**
 * The registration DIALOG (opened from the checkout's Register choice and the direct order page):
 * Mobile (hint 'Mobile is required.'), Name (hint 'Name is required.'), Email (marked required),
 * password, confirm, the own-number checkbox. On submit the dialog rules (validateRegistrationDialog,
 * spelled as the spec: 'CustomerName is requiered.' ...) show as an alert; success shows
 * 'Registered Succesfully', logs in with the jwt and closes; failure shows 'Error: ' + msg.
 * spec: ordering.md §5 registration (dialog), §4 registration, §8
 */
export function RegistrationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { registerCustomer, isLoading } = useRegisterCustomer();
  const [v, setV] = useState(EMPTY);
  const [alert, setAlert] = useState('');
  const id = useId();
  const set = (name: keyof typeof EMPTY) => (e: { currentTarget: HTMLInputElement }) => {
    const value = name === 'ConfirmMobile' ? e.currentTarget.checked : e.currentTarget.value;
    setV((old) => ({ ...old, [name]: value }));
  };

  const close = () => {
    setAlert('');
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const verdict = validateRegistrationDialog(v);
    if (!verdict.ok) {
      setAlert(verdict.message);
      notify(verdict.message, 'error');
      return;
    }
    setAlert('');
    const failure = await registerCustomer(v);
    if (failure === null) {
      setV(EMPTY);
      close();
    } else {
      setAlert(failure);
    }
  };

  return (
    <Modal open={open} onClose={close} title="Register" className="registration-dialog">
      <form className="auth-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-m`}>
            Mobile <span aria-hidden="true">*</span>
          </label>
          <MobileInput
            id={`${id}-m`}
            data-autofocus
            required
            aria-describedby={`${id}-mh`}
            value={v.Mobile1}
            onChange={set('Mobile1')}
          />
          <span id={`${id}-mh`} className="field__hint">
            {MESSAGES.REGD_HINT_MOBILE}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-n`}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-n`}
            type="text"
            autoComplete="name"
            required
            aria-describedby={`${id}-nh`}
            value={v.CustomerName}
            onChange={set('CustomerName')}
          />
          <span id={`${id}-nh`} className="field__hint">
            {MESSAGES.REGD_HINT_NAME}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-e`}>
            Email <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-e`}
            type="email"
            autoComplete="email"
            required
            value={v.EmailID}
            onChange={set('EmailID')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-p`}>Password</label>
          <input
            id={`${id}-p`}
            type="password"
            autoComplete="new-password"
            value={v.NewPassword}
            onChange={set('NewPassword')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-c`}>Confirm Password</label>
          <input
            id={`${id}-c`}
            type="password"
            autoComplete="new-password"
            value={v.ConfirmPassword}
            onChange={set('ConfirmPassword')}
          />
        </div>
        <label className="check">
          <input type="checkbox" checked={v.ConfirmMobile} onChange={set('ConfirmMobile')} />
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
