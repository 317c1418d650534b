import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Session storage key of the saved scroll positions (by history entry key). */
const STORAGE_KEY = 'trini-scroll';

/** Scroll positions by history entry key (px from the top), kept across reloads in the session. */
const positions = new Map<string, number>();

function readSaved(): void {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (saved && typeof saved === 'object')
      for (const [key, y] of Object.entries(saved))
        if (typeof y === 'number' && Number.isFinite(y)) positions.set(key, y);
  } catch {
    // Unreadable or unavailable storage: no positions to restore.
  }
}

function save(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Full or unavailable storage: positions are kept for this page's life only.
  }
}

/**
 * Scroll as a browser does between pages, for the app's own navigations (React Router's
 * `<ScrollRestoration>` belongs to its data router): a new page starts at the top, or at the
 * element its `#hash` names; back and forward return to where the shopper was on that entry,
 * after a reload too (positions saved in session storage when the page is hidden). A replace that
 * keeps the path (a category's sort, filters or page size, search's Load More: only the query
 * changes) keeps the position, as the data router's `preventScrollReset` did for them.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const type = useNavigationType();
  const shownPath = useRef(location.pathname);

  useLayoutEffect(() => {
    readSaved();
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(location.key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const samePath = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    if (type === NavigationType.Pop) {
      const y = positions.get(location.key);
      if (y !== undefined) window.scrollTo(0, y);
      return;
    }
    if (type === NavigationType.Replace && samePath) return;
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new history entry moves the page; a re-render of the same one does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
