import { Link } from 'react-router';
import { ROUTES } from '@trini/domain';
import { useHttpStatus } from '@/lib/render-context';
import { PageTitle } from './page-title';

/**
 * A readable "not found" page (unknown path, product or category): the page title `title`, a
 * heading (`heading`, else the title), a sentence and Continue Shopping to /home; the server
 * answers it with HTTP 404.
 */
export function NotFoundState({
  title,
  heading = title,
  message,
}: {
  title: string;
  heading?: string;
  message: string;
}) {
  useHttpStatus(404);
  return (
    <div className="empty-state">
      <PageTitle title={title} />
      <h1>{heading}</h1>
      <p>{message}</p>
      <Link to={ROUTES.HOME} className="btn btn--primary">
        Continue Shopping
      </Link>
    </div>
  );
}
