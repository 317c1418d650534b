import { Link } from 'react-router';
import { ROUTES } from '@trini/domain';
import { PageTitle } from '@/components/page-title';
import { useHttpStatus } from '@/lib/render-context';

/** Friendly 404 page for unknown routes, served with HTTP 404. */
export default function NotFoundRoute() {
  useHttpStatus(404);
  return (
    <div className="empty-state">
      <PageTitle title="Page not found" />
      <h1>We couldn&apos;t find that page</h1>
      <p>The link may be old or mistyped. Try searching above, or head back to the shop.</p>
      <Link to={ROUTES.HOME} className="btn btn--primary">
        Continue Shopping
      </Link>
    </div>
  );
}
