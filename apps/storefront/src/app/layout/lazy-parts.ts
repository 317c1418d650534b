import { lazyPart } from '@/lib/lazy-part';

/**
 * The shell's parts that hydrate after the app (issue 23 §3, `lazyPart`): below the fold or
 * closed on arrival, and working as plain markup until their code comes.
 * - `Footer`: links only, which work as links meanwhile.
 * - `BackToTop`: shown only once scrolled (the server renders nothing).
 * - `SlideMenu`: a closed `<dialog>` that its header button opens by invoker command before the
 *   app runs (issue 23 §1).
 * Leaving them out of the startup chunks takes their code off home's first-visit JavaScript.
 */
export const Footer = lazyPart(() => import('./footer').then((m) => m.Footer));
/** See the list above. */
export const BackToTop = lazyPart(() => import('./back-to-top').then((m) => m.BackToTop));
/** See the list above. */
export const SlideMenu = lazyPart(() => import('./slide-menu').then((m) => m.SlideMenu));

let preloaded: Promise<void> | undefined;

/**
 * Loads the code of every lazily hydrated shell part, once (later calls share the promise). The
 * server awaits it before its first render, so no part suspends there (`lazyPart`).
 */
export function preloadLazyParts(): Promise<void> {
  preloaded ??= Promise.all([Footer.preload(), BackToTop.preload(), SlideMenu.preload()]).then(
    () => undefined,
  );
  return preloaded;
}
