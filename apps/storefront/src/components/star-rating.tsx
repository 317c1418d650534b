import { REVIEW_LIMITS } from '@trini/domain';
import styles from './star-rating.module.css';

/** Five stars filled up to `rating` (0 to 5), with a text alternative. spec: shopping.md §9 rating display */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(REVIEW_LIMITS.RATING_MAX, Math.round(rating)));
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={`Rated ${filled} out of ${REVIEW_LIMITS.RATING_MAX}`}
    >
      {Array.from({ length: REVIEW_LIMITS.RATING_MAX }, (_, i) => (
        <span key={i} className={i < filled ? styles.on : undefined} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
