import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MOBILE, ROUTES, formatTTD } from '@trini/domain';
import type { CustomerSession } from '../session';
import { LogoutButton } from './logout-button';
import styles from './user-menu.module.css';

/**
 * The logged-in header menu: a button with the customer's name opening a menu with name, mobile,
 * email, cashback (only when the total cashback is above 0), the earned coupon code if any, a link
 * to the account, and Logout. Closes on an outside click and on Escape (focus back to the button).
 * spec: ordering.md §2 site shell, §4 logout
 */
export function UserMenu({ session, cashback }: { session: CustomerSession; cashback: number }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const first = session.LoginName.split(' ')[0] ?? session.LoginName;
  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`btn btn--ghost btn--small ${styles.button}`}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
        </svg>{' '}
        <span className={styles.name}>Hi, {first}</span>
        <span className="visually-hidden"> — account menu</span>
      </button>
      <div id={`${id}-menu`} className={styles.popup} hidden={!open}>
        <p className={styles.who}>
          <strong>{session.LoginName}</strong>
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Mobile</dt>
            <dd>
              {MOBILE.PREFIX} {session.Mobile}
            </dd>
          </div>
          {session.EmailID ? (
            <div>
              <dt>Email</dt>
              <dd>{session.EmailID}</dd>
            </div>
          ) : null}
          {cashback > 0 ? (
            <div>
              <dt>Cashback</dt>
              <dd>{formatTTD(cashback)}</dd>
            </div>
          ) : null}
          {session.CouponCode ? (
            <div>
              <dt>Your coupon</dt>
              <dd>
                <code>{session.CouponCode}</code>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.actions}>
          <Link
            to={ROUTES.ACCOUNT}
            className="btn btn--outline btn--small"
            onClick={() => setOpen(false)}
          >
            My Account
          </Link>
          <LogoutButton className="btn btn--primary btn--small" />
        </div>
      </div>
    </div>
  );
}
