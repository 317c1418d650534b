import { useMemo, useState } from 'react';
import { PRODUCT_IMAGE_PX } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { mediaUrl, thumbUrl } from '@/lib/media';
import {
  buildGallery,
  initialSelection,
  nextSelection,
  previousSelection,
  selectedItem,
} from '../gallery';
import type { GallerySelection } from '../gallery';
import { LazyImage } from '@/components/lazy-image';
import styles from './product-gallery.module.css';

/**
 * Media gallery: video thumbnails first, then image thumbnails, and a big display with previous
 * and next buttons following the rules of `nextSelection`/`previousSelection`. Thumbnails use the
 * API host plus the path, the big display the media base. Thumbnails load at low fetch priority so
 * they never compete with the big image, the page's largest paint. A group named 'Product gallery'.
 * spec: shopping.md §2, §4, §7
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const gallery = useMemo(() => buildGallery(product), [product]);
  const [selection, setSelection] = useState<GallerySelection | null>(() =>
    initialSelection(gallery),
  );
  const current =
    selectedItem(gallery, selection) ?? selectedItem(gallery, initialSelection(gallery));
  const next = selection ? nextSelection(gallery, selection) : null;
  const previous = selection ? previousSelection(gallery, selection) : null;
  const thumbs = [...gallery.videos, ...gallery.images];

  return (
    <div role="group" aria-label="Product gallery">
      <div className={styles.stage}>
        {current?.kind === 'video' ? (
          // eslint-disable-next-line jsx-a11y-x/media-has-caption -- the catalogue has no caption files for its product videos
          <video
            key={current.path}
            src={mediaUrl(current.path)}
            poster={current.thumbnail ? mediaUrl(current.thumbnail) : undefined}
            controls
            playsInline
            preload="metadata"
            width={PRODUCT_IMAGE_PX.FULL}
            height={PRODUCT_IMAGE_PX.FULL}
            aria-label={`Video of ${product.ProductName}`}
          />
        ) : current ? (
          <img
            src={mediaUrl(current.path)}
            alt={product.ProductName}
            width={PRODUCT_IMAGE_PX.FULL}
            height={PRODUCT_IMAGE_PX.FULL}
            decoding="async"
            fetchPriority="high"
          />
        ) : (
          <div className={styles.empty}>No image available</div>
        )}
        <button
          type="button"
          className={`${styles.nav} ${styles.prev}`}
          aria-label="Previous image"
          disabled={!previous}
          onClick={() => previous && setSelection(previous)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={`${styles.nav} ${styles.next}`}
          aria-label="Next image"
          disabled={!next}
          onClick={() => next && setSelection(next)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {thumbs.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Product media">
          {thumbs.map((item, i) => {
            const index = item.kind === 'video' ? i : i - gallery.videos.length;
            const isCurrent = selection?.kind === item.kind && selection.index === index;
            return (
              <li key={`${item.kind}-${item.path}`}>
                <button
                  type="button"
                  className={isCurrent ? `${styles.thumb} ${styles.current}` : styles.thumb}
                  aria-current={isCurrent}
                  aria-label={item.kind === 'video' ? 'Show video' : `Show image ${index + 1}`}
                  onClick={() => setSelection({ kind: item.kind, index })}
                >
                  <LazyImage src={thumbUrl(item.thumbnail)} width={72} lowPriority />
                  {item.kind === 'video' ? (
                    <span className={styles.play} aria-hidden="true">
                      ▶
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
