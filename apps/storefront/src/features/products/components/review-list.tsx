import type { Review } from '@trini/domain';
import { StarRating } from '@/components/star-rating';
import styles from './review-list.module.css';

/** Top Reviews: each review's title, stars filled up to Rating, name and comments. spec: shopping.md §2, §9 */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <section aria-labelledby="top-reviews">
      <h2 id="top-reviews" className="section-title">
        Top Reviews
      </h2>
      {reviews.length === 0 ? (
        <p className="muted">No reviews yet. Be the first to review this product.</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((r, i) => (
            <li key={`${r.CustomerName}-${i}`} className={styles.review}>
              <p>
                <StarRating rating={r.Rating} /> <strong>{r.ReviewTitle}</strong>
              </p>
              <p className="muted small">by {r.CustomerName}</p>
              <p>{r.Comments}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
