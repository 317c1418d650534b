import { PageTitle } from '@/components/page-title';
import { AuthPage } from '@/features/auth/components/auth-page';

/**
 * /register: the registration form as a page, rendered on the server (where the
 * header's Register link leads before the app runs; once it runs the link opens the side panel
 * instead). spec: ordering.md §2 route table
 */
export default function RegisterRoute() {
  return (
    <>
      <PageTitle title="Register" />
      <AuthPage mode="register" />
    </>
  );
}
