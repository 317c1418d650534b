import styles from './share-links.module.css';

/**
 * Share links: Facebook and WhatsApp share `url`, the page's absolute address without its query
 * (open in a new tab); copy link.
 * spec: shopping.md §2 product detail share links (one social page link, the others placeholders — made to work)
 */
export function ShareLinks({ productName, url }: { productName: string; url: string }) {
  const text = encodeURIComponent(`${productName} ${url}`);
  return (
    <div className={styles.shareLinks}>
      <span className="muted small">Share:</span>
      <a
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Facebook<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <a href={`https://wa.me/?text=${text}`} target="_blank" rel="noopener noreferrer">
        WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <button
        type="button"
        className="link-btn"
        onClick={() => void navigator.clipboard?.writeText(url).catch(() => undefined)}
      >
        Copy link
      </button>
    </div>
  );
}
