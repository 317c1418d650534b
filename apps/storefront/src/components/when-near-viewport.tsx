import { startTransition, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * How far ahead of the viewport (px) deferred content starts: about one phone screen, so a
 * shopper scrolling down finds it already loaded.
 */
export const NEAR_VIEWPORT_MARGIN_PX = 800;

/**
 * Renders `children` only once its place comes within NEAR_VIEWPORT_MARGIN_PX of the viewport,
 * and keeps them from then on. Until then a 1 px placeholder holds the place. For content below
 * the fold that fetches its own data (related-product lists): a page's first load then spends
 * its network and main thread on what the shopper sees. Where IntersectionObserver is missing
 * (old browsers, jsdom), the children render at once. With `ready` true at mount (their data is
 * already in the cache: a server-rendered page, or a page seen before), they render at once on the
 * server and in the browser alike, so the server's HTML carries them and hydration matches.
 * Coming near renders them as a transition (React's ~5 ms slices, not one long task).
 */
export function WhenNearViewport({ children, ready }: { children: ReactNode; ready?: boolean }) {
  // The server renders the placeholder (as the browser's first render does, for hydration),
  // unless the content's data is already at hand (`ready`, read once at mount).
  const [near, setNear] = useState(
    () =>
      ready === true ||
      (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = placeholder.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the content renders in slices between the browser's frames and input.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  return near ? (
    <>{children}</>
  ) : (
    <div ref={placeholder} className="near-viewport-placeholder" aria-hidden="true" />
  );
}
