import { LOGIN_TYPE, MOBILE } from '@trini/domain';
import type { ReactNode } from 'react';

/** A login type: 1 Login, 2 Register, 3 Guest. */
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

const CHOICES: { value: LoginType; label: string }[] = [
  { value: LOGIN_TYPE.LOGIN, label: 'Login' },
  { value: LOGIN_TYPE.REGISTER, label: 'Register' },
  { value: LOGIN_TYPE.GUEST, label: 'Guest' },
];

/**
 * Checkout section 2 for guests: the LOGIN OR REGISTER radio group (Login 1, Register 2, Guest 3
 * default) with a button for the chosen option (Login and Register open their dialogs, Guest
 * continues below). spec: ordering.md §2 checkout section 2, §4 checkout login type
 */
export function LoginChoice({
  value,
  onChange,
  onLogin,
  onRegister,
}: {
  value: LoginType;
  onChange: (v: LoginType) => void;
  onLogin: () => void;
  onRegister: () => void;
}) {
  return (
    <section className="panel" aria-labelledby="co-login">
      <h2 id="co-login" className="panel__title">
        LOGIN OR REGISTER
      </h2>
      <fieldset>
        <legend className="visually-hidden">How do you want to check out?</legend>
        <div className="radio-row">
          {CHOICES.map((c) => (
            <label key={c.value} className="radio">
              <input
                type="radio"
                name="LoginType"
                value={c.value}
                checked={value === c.value}
                onChange={() => onChange(c.value)}
              />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="button-row">
        {value === LOGIN_TYPE.LOGIN ? (
          <button type="button" className="btn btn--dark" aria-haspopup="dialog" onClick={onLogin}>
            Login
          </button>
        ) : null}
        {value === LOGIN_TYPE.REGISTER ? (
          <button
            type="button"
            className="btn btn--dark"
            aria-haspopup="dialog"
            onClick={onRegister}
          >
            Register
          </button>
        ) : null}
        {value === LOGIN_TYPE.GUEST ? (
          <a className="btn btn--dark" href="#co-personal">
            Continue as Guest
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** Checkout section 2 for a logged-in customer: Mobile, Name, Email. spec: ordering.md §2 checkout section 2 */
export function LoggedInBlock({
  mobile,
  name,
  email,
}: {
  mobile: string;
  name: string;
  email: string;
}) {
  const row = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="panel" aria-labelledby="co-who">
      <h2 id="co-who" className="panel__title">
        LOGGED IN
      </h2>
      <dl className="facts">
        {row('Mobile', `${MOBILE.PREFIX} ${mobile}`)}
        {row('Name', name)}
        {row('Email', email || '—')}
      </dl>
    </section>
  );
}
