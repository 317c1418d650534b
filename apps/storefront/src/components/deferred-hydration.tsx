import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * Server markup that React hydrates in a pass of its own, after the page's first pass has
 * committed, or at once where the shopper touches it first (React 19's selective
 * hydration). It is a Suspense boundary: `hydrateRoot` leaves a boundary's server markup as it is
 * at first, commits the rest of the page (`<html data-hydrated>` comes with that commit,
 * src/app/start-app.tsx), then hydrates the boundary at background priority in ~5 ms slices. A
 * click, submit, change or input on markup not hydrated yet makes React hydrate that boundary
 * synchronously and then handle the event on it: the tap works, and waits only for its own
 * boundary's hydration (a product card's: a few ms on a phone), not for the whole page's.
 *
 * Used around what a page has many of, each small (a product card), so that the page's first
 * pass, the one every early tap waits for, holds the page's controls and not its 24 cards.
 * The part hydrates from the store's state as the server rendered it (AppProvider's
 * `serverState`), then renders again with the browser's (the wishlist's hearts), as the first
 * pass does. Nothing inside may suspend in a browser render (the fallback would show nothing):
 * no lazy component, no `use` of a pending promise.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
