// The placeholder cards are shaped by the product card's own styles (same sizes, no CLS).
import cardStyles from './product-card.module.css';

/** A centred spinner with an accessible label. `fullScreen` overlays the page (product detail §2). */
export function Loader({
  label = 'Loading…',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div className={fullScreen ? 'loader loader--full' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/**
 * Placeholder cards shown while a product grid loads, shaped like real cards (image, two-line
 * name, price, button) so the page below does not shift when the products arrive (CLS).
 */
export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className={cardStyles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${cardStyles.card} ${cardStyles.cardSkeleton}`}>
          <div className={`${cardStyles.skeleton} ${cardStyles.skeletonImage}`} />
          <div className={cardStyles.body}>
            <div className={`${cardStyles.skeleton} ${cardStyles.skeletonLine}`} />
            <div
              className={`${cardStyles.skeleton} ${cardStyles.skeletonLine} ${cardStyles.skeletonShort}`}
            />
            <div className={`${cardStyles.skeleton} ${cardStyles.skeletonPrice}`} />
            <div className={`${cardStyles.skeleton} ${cardStyles.skeletonButton}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A friendly error block with a Retry button. */
export function ErrorState({
  message = "We couldn't load products.",
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="empty-state empty-state--error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="btn btn--outline" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
