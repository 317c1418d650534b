import { ROUTES } from '@trini/domain';
import { RequireLogin } from '@/features/auth/components/require-login';
import { AccountLayout } from '@/features/account/components/account-layout';
import { OrderHistory } from '@/features/account/components/order-history';

/**
 * /orderhistory: the logged-in customer's summary and purchases. Choice: guarded like /account
 * since it shows customer data. spec: ordering.md §2 account area
 */
export default function OrderHistoryRoute() {
  return (
    <RequireLogin>
      {(session) => (
        <AccountLayout
          title="Order History"
          crumbs={[{ label: 'Account', to: ROUTES.ACCOUNT }, { label: 'Order History' }]}
        >
          <h1 className="page-title">Order History</h1>
          <OrderHistory mobile={session.Mobile} />
        </AccountLayout>
      )}
    </RequireLogin>
  );
}
