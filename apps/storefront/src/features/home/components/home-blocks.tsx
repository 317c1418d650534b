import { Link } from 'react-router';
import { HOME_CATEGORIES, WHY_BUY_IMAGES, searchPath } from '@trini/domain';
import { mediaUrl } from '@/lib/media';
import { LazyImage } from '@/components/lazy-image';
import waitForApp from '@/styles/wait-for-app.module.css';
import styles from './home-blocks.module.css';

/**
 * 'Browse our Categories': the six HOME_CATEGORIES images, each a link searching by its category
 * (`/search/{name}`, which works without JavaScript). Each picture carries its own name band along
 * its bottom 70 of 250 px; the tile shows the picture's top only (a 400 × 176 window, cropped by
 * object-fit from the top), so the name reads once, in the tile's own caption below. Rendered by the server; far below the first
 * screen, each tile is skipped until it nears the screen while the app has not started (its
 * picture waits, styles/wait-for-app.module.css). spec: shopping.md §2 home
 */
export function BrowseCategories() {
  return (
    <section aria-labelledby="browse-categories">
      <h2 id="browse-categories" className="section-title">
        Browse our Categories
      </h2>
      <ul className={styles.tiles}>
        {HOME_CATEGORIES.map((c) => (
          <li key={c.key}>
            <Link to={searchPath(c.name)} className={`${styles.tile} ${waitForApp.later}`}>
              <span className={styles.picture}>
                <LazyImage src={mediaUrl(c.image)} width={400} height={250} />
              </span>
              <span className={styles.caption}>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const WHY_TEXT = [
  'Island-wide delivery across Trinidad and Tobago, with free delivery on selected items.',
  'Easy 7-day returns, secure payment, and friendly local support.',
];

/**
 * 'why buy from us?' with its two images, each in a 2:1 box skipped until it nears the screen
 * while the app has not started (as BrowseCategories). spec: shopping.md §2 home
 */
export function WhyBuyFromUs() {
  return (
    <section aria-labelledby="why-buy">
      <h2 id="why-buy" className="section-title">
        why buy from us?
      </h2>
      <div className={styles.why}>
        {WHY_BUY_IMAGES.map((src, i) => (
          <figure key={src}>
            <div className={`${styles.picture} ${waitForApp.later}`}>
              <img
                src={mediaUrl(src)}
                alt=""
                width={600}
                height={300}
                loading="lazy"
                decoding="async"
              />
            </div>
            <figcaption>{WHY_TEXT[i]}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
