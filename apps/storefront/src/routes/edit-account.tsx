import { ROUTES } from '@trini/domain';
import { AccountInfoForm } from '@/features/account/components/account-info-form';
import { AccountLayout } from '@/features/account/components/account-layout';
import { RequireLogin } from '@/features/auth/components/require-login';
import { contactOf } from '@/features/auth/session';

/**
 * /editaccountinfo: the account information form, prefilled from the session, in the account
 * layout; behind the login guard (it shows customer data). spec: ordering.md §2 edit information
 */
export default function EditAccountRoute() {
  return (
    <RequireLogin>
      {(session) => (
        <AccountLayout
          title="Edit Information"
          crumbs={[{ label: 'Account', to: ROUTES.ACCOUNT }, { label: 'Edit Information' }]}
        >
          <h1 className="page-title">My Account Information</h1>
          <AccountInfoForm contact={contactOf(session)} />
        </AccountLayout>
      )}
    </RequireLogin>
  );
}
