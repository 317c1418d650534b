import { lazyPart } from '@/lib/lazy-part';

/**
 * The shell's parts that hydrate after the app (issue 23 §3, `lazyPart`): below the fold, and
 * working as plain markup until their code comes.
 * - `Footer`: links only, which work as links meanwhile.
 * - `BackToTop`: shown only once scrolled (the server renders nothing).
 * Leaving them out of the startup chunks takes their code off home's first-visit JavaScript. The
 * slide menu stays in the startup code although it is closed on arrival: its button is in the
 * first screen, and the header's state opens it, so a tap replayed right after hydration would
 * update it before its code came (React then drops the server's markup and renders it again).
 */
export const Footer = lazyPart(() => import('./footer').then((m) => m.Footer));
/** See the list above. */
export const BackToTop = lazyPart(() => import('./back-to-top').then((m) => m.BackToTop));

let preloaded: Promise<void> | undefined;

/**
 * Loads the code of every lazily hydrated shell part, once (later calls share the promise). The
 * server awaits it before its first render, so no part suspends there (`lazyPart`).
 */
export function preloadLazyParts(): Promise<void> {
  preloaded ??= Promise.all([Footer.preload(), BackToTop.preload()]).then(() => undefined);
  return preloaded;
}
