import { PageTitle } from '@/components/page-title';
import { AuthPage } from '@/features/auth/components/auth-page';

/**
 * /login: the login form as a page, rendered on the server (where the header's Login
 * link leads before the app runs; once it runs the link opens the side panel instead).
 * spec: ordering.md §2 route table
 */
export default function LoginRoute() {
  return (
    <>
      <PageTitle title="Login" />
      <AuthPage mode="login" />
    </>
  );
}
