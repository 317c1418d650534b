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

/**
 * How this document was reached (Navigation Timing): 'navigate' (a link, an address, a redirect),
 * 'reload' or 'back_forward'; 'navigate' where the browser does not say.
 */
function documentNavigation(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry?.type ?? 'navigate';
}

/**
 * The key a history entry's position is kept under: the entry's key, with the path and query for
 * the page a document opened with, whose key React Router calls 'default' whatever the page.
 */
function positionKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default'
    ? `default ${location.pathname}${location.search}`
    : location.key;
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
 * after a reload too (positions saved in session storage when the page is hidden). A page opened
 * anew (a link from elsewhere, an address typed) starts where the browser put it: every loaded
 * page's first entry has React Router's key 'default', so positions of those are kept by path too,
 * and a new page never jumps to where the tab's last loaded page was. A replace that
 * keeps the path (a category's sort, filters or page size, search's Load More: only the query
 * changes) keeps the position, as the data router's `preventScrollReset` does.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const type = useNavigationType();
  const shownPath = useRef(location.pathname);
  const opened = useRef(true);

  useLayoutEffect(() => {
    readSaved();
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  const entryKey = positionKey(location);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(entryKey, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [entryKey]);

  useLayoutEffect(() => {
    const samePath = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    const first = opened.current;
    opened.current = false;
    // The page a document opens with is where the browser put it (the top, or its #hash), unless
    // the document was reloaded or reached by back or forward.
    if (first && documentNavigation() === 'navigate') return;
    if (type === NavigationType.Pop) {
      const y = positions.get(entryKey);
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
