import { Link } from 'react-router';
import { ROUTES } from '@trini/domain';
import styles from './cart-link.module.css';

/** Header cart link with the item count. spec: ordering.md §2 site shell */
export function CartLink({ count }: { count: number }) {
  return (
    <Link
      to={ROUTES.CART}
      className={styles.icon}
      aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm10 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM1 2h3.3l.9 2H21a1 1 0 0 1 .9 1.4l-3.6 7A2 2 0 0 1 16.5 13H8.1l-1 2H19v2H5.4a1 1 0 0 1-.9-1.5L6 12.6 2.7 4H1V2Z"
        />
      </svg>
      <span className={styles.label} aria-hidden="true">
        Cart
      </span>
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

/** Header wishlist link with its count. Extension. */
export function WishlistLink({ count }: { count: number }) {
  return (
    <Link
      to={ROUTES.WISHLIST}
      className={styles.icon}
      aria-label={`Wishlist, ${count} item${count === 1 ? '' : 's'}`}
    >
      <span className={styles.heart} aria-hidden="true">
        ♡
      </span>
      <span className={styles.label} aria-hidden="true">
        Wishlist
      </span>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
