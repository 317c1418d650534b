import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { ReturnForm } from '@/features/account/components/return-form';
import { RequireLogin } from '@/features/auth/components/require-login';
import { contactOf } from '@/features/auth/session';

/**
 * /productreturn: breadcrumb home / Return, the heading and the return form prefilled from the
 * session. Behind the login guard (the request is the customer's). spec: ordering.md §2 product
 * return form
 */
export default function ProductReturnRoute() {
  return (
    <RequireLogin>
      {(session) => (
        <>
          <PageTitle title="Product Return" />
          <Breadcrumb trail={[{ label: 'Return' }]} />
          <h1 className="page-title">Product Returns</h1>
          <ReturnForm contact={contactOf(session)} />
        </>
      )}
    </RequireLogin>
  );
}
