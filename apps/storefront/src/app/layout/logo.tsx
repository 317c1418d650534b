import { Link } from 'react-router';
import { ROUTES } from '@trini/domain';
import styles from './logo.module.css';

/** The store logo linking to the home route '/'. spec: ordering.md §2 site shell */
export function Logo() {
  return (
    <Link to={ROUTES.ROOT} className={styles.logo} aria-label="Trini Online Store, home">
      <span className={styles.mark} aria-hidden="true">
        T
      </span>
      <span className={styles.text} aria-hidden="true">
        Trini<strong>Online</strong>Store
      </span>
    </Link>
  );
}
