import { Link } from 'react-router';
import { ROUTES } from '@trini/domain';

/** The store logo linking to the home route '/'. spec: ordering.md §2 site shell */
export function Logo() {
  return (
    <Link to={ROUTES.ROOT} className="logo" aria-label="Trini Online Store, home">
      <span className="logo__mark" aria-hidden="true">
        T
      </span>
      <span className="logo__text" aria-hidden="true">
        Trini<strong>Online</strong>Store
      </span>
    </Link>
  );
}
