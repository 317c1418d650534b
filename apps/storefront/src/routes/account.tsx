import { Link } from 'react-router';
import { ROUTES } from '@trini/domain';
import { RequireLogin } from '@/features/auth/components/require-login';
import { AccountLayout } from '@/features/account/components/account-layout';
import { OrderHistory } from '@/features/account/components/order-history';
import { ErrorState } from '@/components/loader';
import { WidgetBoundary } from '@/components/widget-boundary';
import styles from './account.module.css';

/**
 * /account: guarded (valid stored token with mobile and name claims, else '/'); breadcrumb Account,
 * the account menu and the order history of the customer's mobile.
 * spec: ordering.md §2 account area, §6
 */
export default function AccountRoute() {
  return (
    <RequireLogin>
      {(session) => (
        <AccountLayout title="My Account" crumbs={[{ label: 'Account' }]}>
          <h1 className="page-title">My Account</h1>
          <p className={styles.links}>
            <Link to={ROUTES.EDIT_ACCOUNT} className="btn btn--outline btn--small">
              Edit your account information
            </Link>
            <Link to={ROUTES.CHANGE_PASSWORD} className="btn btn--outline btn--small">
              Change your password
            </Link>
          </p>
          <WidgetBoundary
            name="Order history"
            fallback={
              <ErrorState message="Your order history could not be shown. Please try again later." />
            }
          >
            <OrderHistory mobile={session.Mobile} />
          </WidgetBoundary>
        </AccountLayout>
      )}
    </RequireLogin>
  );
}
