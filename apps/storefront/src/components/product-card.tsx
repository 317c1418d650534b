import { memo, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  MESSAGES,
  PRODUCT_IMAGE_PX,
  TIMING_MS,
  VIDEO_VOLUME,
  formatTTD,
  productPath,
} from '@trini/domain';
import type { Product } from '@trini/domain';
import { mediaUrl, productSrcSet } from '@/lib/media';
import { DeferredHydration } from './deferred-hydration';
import { useProductActions } from './product-actions';
import { claimPlayback, releasePlayback } from './video-coordinator';
import styles from './product-card.module.css';
import waitForApp from '@/styles/wait-for-app.module.css';

/**
 * Screens where a card offers the browser both picture sizes (≥ 768 px). On phones (the
 * two-column grid) a card always shows the 300 px thumbnail: a dense phone screen would otherwise
 * pick the 800 px image, about three times the bytes, for a 185 px slot, and mobile data is dear.
 */
const WIDE_SCREENS = '(min-width: 768px)';

/** A card picture's rendered width on wide screens, for `sizes`: ≤ 300 px in the grid, 160 px in the list view. */
const CARD_IMAGE_SIZES = { grid: '300px', list: '160px' } as const;

/**
 * What a sold-out product's add button reads, before any tap: it stays a button (aria-disabled,
 * not disabled), so a tap still answers the spec's 'Item is sold out. Please select other item'.
 * spec: shopping.md §5 sold-out item
 */
export const SOLD_OUT_LABEL = 'Sold out';

/** A card's class in each layout: the list view lays it out as a wide row. */
const CARD_CLASS = { grid: styles.card, list: `${styles.card} ${styles.cardList}` } as const;

/** The class of the products' list in each layout. */
const LIST_CLASS = { grid: styles.grid, list: styles.list } as const;

/**
 * A product card: thumbnail, name (two lines, a longer one cut with an ellipsis), TT$ price,
 * ribbon, play/pause for a video, ADD TO CART (with the 2 s 'Item Added To Cart' caption; sold-out
 * refused) and a wishlist heart. The name links to /productdetails/{ProductNo}, and its link
 * covers the whole card (a "stretched link": a tap on the picture, the price or the card's
 * space opens the product; the buttons sit above it): one link a card, not a second one around
 * the picture hidden from screen readers and the keyboard, which cost every grid a router link
 * a card to hydrate and re-render on a phone.
 * `layout='list'` renders a wide row (category list view). `eager` marks one of the first screen's
 * cards: its picture is fetched at once with high priority; any other card's picture waits until
 * it nears the screen, and until the app has started, so the phone's link carries the app's code
 * first (styles/wait-for-app.module.css).
 * spec: shopping.md §2 product card, §4 add-to-cart button, §9 timings
 */
export function ProductCard({
  product,
  layout = 'grid',
  eager = false,
}: {
  product: Product;
  layout?: 'grid' | 'list';
  eager?: boolean;
}) {
  const { addToCart, toggleWishlist, useIsWishlisted, prefetchProduct } = useProductActions();
  const [added, setAdded] = useState(false);
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const startTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const captionTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const href = productPath(product.ProductNo);
  const saved = useIsWishlisted(product.ProductNo);

  const stop = useCallback(() => {
    clearTimeout(startTimer.current);
    const video = videoRef.current;
    if (video) {
      video.pause();
      video.currentTime = 0;
    }
    setPlaying(false);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(startTimer.current);
      clearTimeout(captionTimer.current);
      releasePlayback(stop);
    },
    [stop],
  );

  const onPlay = () => {
    if (playing) {
      stop();
      releasePlayback(stop);
      return;
    }
    claimPlayback(stop);
    setPlaying(true);
    startTimer.current = setTimeout(() => {
      const video = videoRef.current;
      if (!video) return;
      video.volume = VIDEO_VOLUME;
      void video.play()?.catch(() => setPlaying(false));
    }, TIMING_MS.VIDEO_START_DELAY);
  };

  const onAdd = () => {
    if (!addToCart(product)) return;
    setAdded(true);
    clearTimeout(captionTimer.current);
    captionTimer.current = setTimeout(() => setAdded(false), TIMING_MS.ADD_TO_CART_CAPTION);
  };

  const image = product.ImageFilePathThumbnail || product.Thumbnail || product.ImageFilePath;
  const srcSet = productSrcSet(
    product.ImageFilePathThumbnail || product.Thumbnail,
    product.ImageFilePath,
  );

  return (
    <article
      className={CARD_CLASS[layout]}
      aria-labelledby={`p-${product.ProductNo}-name`}
      onMouseEnter={() => prefetchProduct(product.ProductNo)}
      onFocus={() => prefetchProduct(product.ProductNo)}
    >
      <div className={eager ? styles.media : `${styles.media} ${waitForApp.later}`}>
        <picture>
          {srcSet ? (
            <source media={WIDE_SCREENS} sizes={CARD_IMAGE_SIZES[layout]} srcSet={srcSet} />
          ) : null}
          <img
            src={mediaUrl(image)}
            alt=""
            width={PRODUCT_IMAGE_PX.THUMBNAIL}
            height={PRODUCT_IMAGE_PX.THUMBNAIL}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        </picture>
        {product.VideoFileName ? (
          // eslint-disable-next-line jsx-a11y-x/media-has-caption -- the catalogue has no caption files for its product videos
          <video
            ref={videoRef}
            className={playing ? `${styles.video} ${styles.isPlaying}` : styles.video}
            src={playing ? mediaUrl(product.VideoFileName) : undefined}
            playsInline
            preload="none"
            onEnded={stop}
            aria-hidden={!playing}
          />
        ) : null}
        {/* The picture's own labels (its brand pill top left, its name card along the bottom)
            stay clear: the badges stack down the left below the pill, the buttons down the
            right, each column narrower than the space the other leaves. */}
        {product.RibbonText || product.IsSoldOut ? (
          <div className={styles.badges}>
            {product.RibbonText ? <span className="ribbon">{product.RibbonText}</span> : null}
            {product.IsSoldOut ? (
              <span className="badge badge--sold-out">{SOLD_OUT_LABEL}</span>
            ) : null}
          </div>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={saved ? `${styles.heart} ${styles.isOn}` : styles.heart}
            aria-pressed={saved}
            aria-label={
              saved
                ? `Remove ${product.ProductName} from wishlist`
                : `Add ${product.ProductName} to wishlist`
            }
            onClick={() => toggleWishlist(product)}
          >
            <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
          </button>
          {product.VideoFileName ? (
            <button
              type="button"
              className={styles.play}
              aria-pressed={playing}
              aria-label={
                playing
                  ? `Pause video of ${product.ProductName}`
                  : `Play video of ${product.ProductName}`
              }
              onClick={onPlay}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          ) : null}
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} id={`p-${product.ProductNo}-name`}>
          <Link to={href}>{product.ProductName}</Link>
        </h3>
        <p className={styles.price}>{formatTTD(product.SalesPrice)}</p>
        {product.IsSoldOut ? (
          <button
            type="button"
            className={`btn btn--block ${styles.soldOutButton}`}
            aria-disabled="true"
            onClick={onAdd}
          >
            {SOLD_OUT_LABEL}
          </button>
        ) : (
          <button
            type="button"
            className={
              added ? 'btn btn--primary btn--block is-added' : 'btn btn--primary btn--block'
            }
            onClick={onAdd}
            aria-live="polite"
          >
            {added ? MESSAGES.ITEM_ADDED : MESSAGES.ADD_TO_CART}
          </button>
        )}
      </div>
    </article>
  );
}

/**
 * A responsive grid (or list) of product cards. A new list (a sort, a page, an answer that
 * arrived) is rendered in the background (`useDeferredValue`): the store's update re-renders the
 * grid with the list it shows, and React renders the new cards in ~5 ms slices the browser can
 * paint and take input between, not in one long task on a phone (Total Blocking Time). Until the
 * new cards are in, the list says `aria-busy="true"`: the page links and the count already tell
 * of the new list, and nobody should read the earlier cards as its. The first render (hydration)
 * uses `products` as given. Each card hydrates after the
 * page's first pass (DeferredHydration); the grid is memoized, so that a parent's re-render with
 * the same products (a query's status, the cart's restore) does not reach cards still to
 * hydrate: an update there makes React hydrate them all at once, in one long task (the empty
 * cart's Best Sellers re-rendered with their query's status; figures in
 * docs/decisions/bench-budgets.md).
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  layout = 'grid',
  eagerCount = 0,
  label,
}: {
  products: Product[];
  layout?: 'grid' | 'list';
  eagerCount?: number;
  label?: string;
}) {
  const shown = useDeferredValue(products);
  return (
    <ul
      className={LIST_CLASS[layout]}
      aria-label={label}
      aria-busy={shown !== products || undefined}
    >
      {shown.map((p, i) => (
        <li key={p.ProductNo}>
          <DeferredHydration>
            <ProductCard product={p} layout={layout} eager={i < eagerCount} />
          </DeferredHydration>
        </li>
      ))}
    </ul>
  );
});

/**
 * A titled product section shown only when it has products; its first `eagerCount` images load
 * at once with high priority (a section in the first screen, as the empty cart's Best Sellers:
 * one of them is the page's largest paint). Products that arrive after the first render appear
 * through a background render (`useDeferredValue`, as ProductGrid). spec: shopping.md §2 (lists
 * shown only when non-empty)
 */
export const ProductSection = memo(function ProductSection({
  title,
  products,
  eagerCount = 0,
}: {
  title: string;
  products: Product[] | undefined;
  eagerCount?: number;
}) {
  const shown = useDeferredValue(products);
  if (!shown || shown.length === 0) return null;
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ProductGrid products={shown} eagerCount={eagerCount} />
    </section>
  );
});
