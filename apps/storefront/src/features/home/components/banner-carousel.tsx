import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_COUNT, LAYOUT_PX, TIMING_MS, bannerPath, bannerSearchPath } from '@trini/domain';
import { mediaUrl } from '@/lib/media';
import { CAROUSEL_HIDDEN_MEDIA } from '../carousel-media';
import styles from './banner-carousel.module.css';

const BANNERS = Array.from({ length: BANNER_COUNT }, (_, i) => i + 1);

/** A 1×1 transparent GIF: what a hidden banner "loads" instead of its 40 KB picture. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Five promotional banners in a loop (25 s cycle, 5 s per slide), 1265 × 310 px, hidden at
 * ≤ 992 px by a CSS media query; there a `<picture>` source swaps each banner for an empty GIF, so
 * phones never download pictures they cannot see. The first banner is fetched at high priority
 * (the desktop home page's largest image). Banner N links to /search?b=N. Pauses on hover and keyboard
 * focus, has a pause button, dots to pick a slide, and does not auto-advance under
 * prefers-reduced-motion. spec: shopping.md §2 home, §9 banner constants
 */
export function BannerCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Starts playing (as the server renders it); prefers-reduced-motion pauses it once mounted.
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) setPaused(true);
  }, []);
  const running = !hovered && !focused && !paused;

  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % BANNER_COUNT), TIMING_MS.CAROUSEL_STEP);
    return () => clearInterval(t);
  }, [running]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Promotions"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
        {BANNERS.map((n, i) => (
          <div
            key={n}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${n} of ${BANNER_COUNT}`}
            aria-hidden={i !== index}
          >
            <Link to={bannerSearchPath(n)} tabIndex={i === index ? 0 : -1}>
              <picture>
                <source media={CAROUSEL_HIDDEN_MEDIA} srcSet={NOTHING} />
                <img
                  src={mediaUrl(bannerPath(n))}
                  alt={`Promotion ${n}: shop the offer`}
                  width={LAYOUT_PX.CAROUSEL_WIDTH}
                  height={LAYOUT_PX.CAROUSEL_HEIGHT}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              </picture>
            </Link>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setPaused((p) => !p)}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
        {BANNERS.map((n, i) => (
          <button
            key={n}
            type="button"
            className={i === index ? `${styles.dot} ${styles.isCurrent}` : styles.dot}
            aria-label={`Show promotion ${n}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
