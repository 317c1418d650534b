import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { ROUTES } from '@trini/domain';
import { PageTitle } from '@/components/page-title';
import { useHttpStatus } from '@/lib/render-context';

/**
 * What a screen that failed to render or to load shows: a friendly message, "Try again" (reloads the page)
 * and "Continue Shopping", instead of a white screen; on the server the page answers 500. The
 * error goes to the console. An unknown path is not an error: the 404 route shows its own page.
 */
export function RouteError({ error }: { error: unknown }) {
  useHttpStatus(500);
  useEffect(() => console.error(error), [error]);
  return (
    <div className="container page">
      <PageTitle title="Something went wrong" />
      <div className="empty-state">
        <h1>Something went wrong</h1>
        <p>Sorry, this page failed to load. Please try again; your cart is safe.</p>
        <p className="button-row">
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => window.location.reload()}
          >
            Try again
          </button>
          <Link to={ROUTES.HOME} className="btn btn--primary">
            Continue Shopping
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * A route's error boundary (React Router's `ErrorBoundary`): RouteError with the error the route
 * threw, whether its screen failed to render or its code failed to load. A screen's boundary
 * shows it inside the site shell; the shell's own, without it. React Router clears it on the
 * next navigation.
 */
export function RouteErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
