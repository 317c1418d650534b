import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { ROUTES } from '@trini/domain';
import { PageTitle } from '@/components/page-title';
import { useHttpStatus } from '@/lib/render-context';

/** Top-level route error boundary: a friendly message instead of a white screen. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  useHttpStatus(notFound ? 404 : 500);
  return (
    <div className="container page">
      <PageTitle title={notFound ? 'Page not found' : 'Something went wrong'} />
      <div className="empty-state">
        <h1>{notFound ? "We couldn't find that page" : 'Something went wrong'}</h1>
        <p>
          {notFound
            ? 'The link may be old or mistyped.'
            : 'Sorry, this page failed to load. Please try again; your cart is safe.'}
        </p>
        <p className="button-row">
          {!notFound ? (
            <button
              type="button"
              className="btn btn--outline"
              onClick={() => window.location.reload()}
            >
              Try again
            </button>
          ) : null}
          <Link to={ROUTES.HOME} className="btn btn--primary">
            Continue Shopping
          </Link>
        </p>
      </div>
    </div>
  );
}
