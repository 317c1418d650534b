import { useEffect } from 'react';
import { Link } from 'react-router';
import type { FallbackProps } from 'react-error-boundary';
import { ROUTES } from '@trini/domain';
import { PageTitle } from '@/components/page-title';
import { useHttpStatus } from '@/lib/render-context';

/**
 * What a screen that failed to render shows (react-error-boundary's fallback, around the screens
 * in RootLayout and around the whole app): a friendly message, "Try again" (reloads the page)
 * and "Continue Shopping", instead of a white screen; on the server the page answers 500. The
 * error goes to the console. An unknown path is not an error: the 404 route shows its own page.
 */
export function RouteError({ error }: FallbackProps) {
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
