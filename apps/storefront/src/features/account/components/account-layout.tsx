import { useState } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ROUTES } from '@trini/domain';
import { Breadcrumb } from '@/components/breadcrumb';
import { Modal } from '@/components/modal';
import { PageTitle } from '@/components/page-title';
import styles from './account-layout.module.css';

/** The account menu's links. spec: ordering.md §2 account menu side panel */
export const ACCOUNT_MENU = [
  { to: ROUTES.ACCOUNT, label: 'MY ACCOUNT' },
  { to: ROUTES.WISHLIST, label: 'Wishlist' },
  { to: ROUTES.ORDER_HISTORY, label: 'Order History' },
  { to: ROUTES.ORDER_TRACK, label: 'Order Track' },
] as const;

function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className={styles.list}>
      {ACCOUNT_MENU.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} end onClick={onNavigate}>
            {l.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * An account-area page: title, breadcrumb, the account menu (a side column on wide screens; on
 * narrow screens an 'Account menu' button opens it as a side panel) and the page content.
 * spec: ordering.md §2 account area, account menu side panel
 */
export function AccountLayout({
  title,
  crumbs,
  children,
}: {
  title: string;
  crumbs: { label: string; to?: string }[];
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PageTitle title={title} />
      <Breadcrumb trail={crumbs} />
      <div className={styles.layout}>
        <nav className={`${styles.menu} panel`} aria-label="Account menu">
          <h2 className="panel__title">MY ACCOUNT</h2>
          <MenuLinks />
        </nav>
        <div className={styles.content}>
          <button
            type="button"
            className={`btn btn--outline btn--small ${styles.toggle}`}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <span aria-hidden="true">☰</span> Account menu
          </button>
          {children}
        </div>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title="MY ACCOUNT" variant="side">
        <nav aria-label="Account menu">
          <MenuLinks onNavigate={() => setOpen(false)} />
        </nav>
      </Modal>
    </>
  );
}
