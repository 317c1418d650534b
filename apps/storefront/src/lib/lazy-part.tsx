import { Suspense, lazy } from 'react';
import type { ComponentType, JSX } from 'react';

/** A part of the page whose code loads after the app has hydrated (see `lazyPart`). */
export interface LazyPart<P extends object> {
  (props: P): JSX.Element;
  /** Loads the part's code; resolves once it can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * A part of the page hydrated lazily (issue 23 §3: lazy hydration of below-the-fold sections):
 * its code is a chunk of its own, left out of the app's startup chunks, and it renders inside a
 * Suspense boundary of its own. In the browser the app hydrates without it: React keeps the
 * server's markup of the part as it is (links work as links, a `<dialog>` still opens by its
 * invoker command), asks for the chunk, and hydrates the part once it arrives; a tap on the part
 * in between makes React hydrate it first and replays the event there (selective hydration).
 *
 * On the server the part must never suspend: a boundary that suspends is streamed later with an
 * inline script, which the Content Security Policy (`script-src 'self'`) refuses. The server
 * calls `preload` (see `preloadLazyParts`) before it renders, and once loaded the part renders
 * its component directly. `fallback` is what a browser render without server markup shows while
 * the chunk loads (nothing by default).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: JSX.Element | null = null,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Part = (props: P) => {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  };
  Part.preload = preload;
  return Part;
}
