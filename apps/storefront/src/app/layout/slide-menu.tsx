import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CATEGORY_BAR, ROUTES, searchPath } from '@trini/domain';
import { DeferredHydration } from '@/components/deferred-hydration';
import { SearchBox } from './search-box';
import styles from './slide-menu.module.css';

/**
 * The narrow-screen slide menu with the same categories plus the main pages. A modal dialog:
 * Escape or the backdrop closes it, focus moves in and returns to the opener.
 * Rendered with the page, closed, under `id`: the header's menu button opens it by the browser's
 * invoker command, its close button and the backdrop (`closedby="any"`) close it the same way, so
 * it works without JavaScript; once the app runs, `open` and `onClose` follow it too.
 * A menu the shopper opened before the app hydrated stays open: the first render only reports it
 * (`onOpen`), so the header's state follows the dialog instead of closing it.
 * spec: ordering.md §2 site shell (slide menu)
 */
export function SlideMenu({
  id,
  open,
  onOpen,
  onClose,
}: {
  id: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // `open` as last applied: the dialog follows `open` when it changes; otherwise (the first
  // render, or React running the effect again) `open` follows the dialog.
  const applied = useRef<boolean | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const changed = applied.current !== null && applied.current !== open;
    applied.current = open;
    if (!changed) {
      if (d.open && !open) onOpen();
      return;
    }
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close?.();
  }, [open, onOpen]);
  // Invoker command attributes, typed by neither React nor Preact yet (lowercase: React passes an unknown lowercase attribute through as it is).
  const closesMenu = { commandfor: id, command: 'close' };

  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a click on the backdrop closes; from the keyboard the modal's own Escape does
    <dialog
      ref={ref}
      id={id}
      closedby="any"
      className={styles.menu}
      aria-label="Menu"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <strong>Menu</strong>
          <button
            type="button"
            className="icon-btn"
            aria-label="Close menu"
            {...closesMenu}
            onClick={onClose}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <DeferredHydration>
          <SearchBox className={styles.searchBox} onSearched={onClose} />
          <nav aria-label="Site menu">
            <h2 className={styles.title}>Categories</h2>
            <ul>
              {CATEGORY_BAR.map((c) => (
                <li key={c.label}>
                  <Link to={searchPath(c.searchText)} onClick={onClose}>
                    {c.label}
                  </Link>
                </li>
              ))}
            </ul>
            <h2 className={styles.title}>Shop</h2>
            <ul>
              <li>
                <Link to={ROUTES.HOME} onClick={onClose}>
                  Home
                </Link>
              </li>
              <li>
                <Link to={ROUTES.CATEGORY} onClick={onClose}>
                  All categories
                </Link>
              </li>
              <li>
                <Link to={ROUTES.CART} onClick={onClose}>
                  Cart
                </Link>
              </li>
              <li>
                <Link to={ROUTES.WISHLIST} onClick={onClose}>
                  Wishlist
                </Link>
              </li>
            </ul>
          </nav>
        </DeferredHydration>
      </div>
    </dialog>
  );
}
