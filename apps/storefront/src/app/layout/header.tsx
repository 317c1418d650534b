import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { useOnceTrue } from '@/lib/use-once-true';
import { CategoryBar } from './category-bar';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import styles from './header.module.css';

/**
 * The slide menu loads when first opened: only a script can open it, so a page rendered on the
 * server has no use for its markup (the category bar and the footer carry the same links).
 */
const SlideMenu = lazy(() => import('./slide-menu').then((m) => ({ default: m.SlideMenu })));

/**
 * Site header: menu button (narrow screens), logo, search box, the given action slot (cart and
 * wishlist links, account buttons) and the category bar. On phones the search box takes a row of
 * its own and the action slot's small buttons (`btn--small`) get smaller. spec: ordering.md §2 site
 * shell
 */
export function Header({ actions }: { actions: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuWanted = useOnceTrue(menuOpen);
  return (
    <header className={styles.header}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className={styles.topStrip}>
        <p className="container">Island-wide delivery in Trinidad &amp; Tobago · Prices in TT$</p>
      </div>
      <div className={`container ${styles.main}`}>
        <button
          type="button"
          className={`icon-btn ${styles.menuBtn}`}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Logo />
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
      <CategoryBar />
      {menuWanted ? (
        <Suspense fallback={null}>
          <SlideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
