import { useCallback, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { CategoryBar } from './category-bar';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { SlideMenu } from './slide-menu';
import styles from './header.module.css';

/**
 * Site header: menu button (phones only: its three bars drawn in the header's white on its dark
 * band, a 44 px target), logo, search box, the given action slot (cart and
 * wishlist links, account buttons) and the category bar. On phones the search box takes a row of
 * its own and the action slot's small buttons (`btn--small`) get smaller. spec: ordering.md §2 site
 * shell
 *
 * The slide menu is rendered with the page (a closed `<dialog>`) and its button opens it through
 * the browser's own invoker commands (`commandfor`/`command="show-modal"`), so it opens before the
 * app runs and without JavaScript; once the app runs, its state follows the dialog.
 */
export function Header({ actions }: { actions: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuId = useId();
  // Invoker command attributes, typed by neither React nor Preact yet (lowercase: React passes an unknown lowercase attribute through as it is).
  const opensMenu = { commandfor: menuId, command: 'show-modal' };
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
          className={styles.menuBtn}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          {...opensMenu}
          onClick={openMenu}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 5h18v2.5H3zm0 5.75h18v2.5H3zM3 16.5h18V19H3z" />
          </svg>
        </button>
        <Logo />
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
      <CategoryBar />
      <SlideMenu id={menuId} open={menuOpen} onOpen={openMenu} onClose={closeMenu} />
    </header>
  );
}
