import { ROUTES } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { AccountLayout } from '@/features/account/components/account-layout';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { loggedIn } from '@/features/auth/auth-slice';
import { RequireLogin } from '@/features/auth/components/require-login';

/**
 * /changepassword: the change-password form in the account layout, behind the login guard. The
 * fresh token a successful change answers replaces this browser's login (loggedIn), so it stays
 * logged in while every earlier token of the customer stops working. spec: ordering.md §2 change
 * password
 */
export default function ChangePasswordRoute() {
  const dispatch = useAppDispatch();
  return (
    <RequireLogin>
      {() => (
        <AccountLayout
          title="Change Password"
          crumbs={[{ label: 'Account', to: ROUTES.ACCOUNT }, { label: 'Change Password' }]}
        >
          <h1 className="page-title">Change Password</h1>
          <ChangePasswordForm onNewToken={(jwt) => dispatch(loggedIn(jwt))} />
        </AccountLayout>
      )}
    </RequireLogin>
  );
}
