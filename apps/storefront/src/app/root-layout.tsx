import { Outlet, ScrollRestoration, useNavigation, useParams } from 'react-router';
import type { Location } from 'react-router';
import { DeferredHydration } from '@/components/deferred-hydration';
import { AccountButtons } from '@/app/layout/account-buttons';
import { BackToTop } from '@/app/layout/back-to-top';
import { CartLink, WishlistLink } from '@/app/layout/cart-link';
import { Footer } from '@/app/layout/footer';
import { Header } from '@/app/layout/header';
import { selectCartCount } from '@/features/cart/cart-slice';
import { useCouponRevalidation } from '@/features/cart/use-coupon-revalidation';
import { selectWishlist } from '@/features/wishlist/wishlist-slice';
import { useAppSelector } from './hooks';
import styles from './root-layout.module.css';

/**
 * The key a history entry's scroll position is kept under: the entry's own key, except for the
 * entry a document opened with, which React Router keys 'default' whatever the page: that one is
 * kept by path and query too, so a page opened anew never jumps to where the tab's last document
 * was, while a reload or a return to it finds its own position.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default'
    ? `default ${location.pathname}${location.search}`
    : location.key;
}

/**
 * The site shell around every route: header (logo, search, wishlist and cart links with counts,
 * account buttons), category bar, main content, footer and back-to-top. Re-validates the route
 * coupon (home/{cc}, claimcc/{cc}) or else the stored one on start. A failed screen shows
 * RouteError inside the shell (its route's error boundary, router.tsx). The screen sits in no
 * Suspense boundary: its code is loaded before the router renders it (route `lazy`), so its first
 * screen's controls hydrate in the page's first pass, the one `<html data-hydrated>` comes with
 * (start-app.tsx). The footer, far below, hydrates in a pass of its own (DeferredHydration), as do
 * a screen's product cards. A navigation keeps the current screen while the next one's code
 * loads, with a red bar along the top (React Router's `useNavigation`). The page scrolls as a
 * browser's would (React Router's `<ScrollRestoration>`, keyed by `scrollKey`). spec: ordering.md
 * §2 site shell, shopping.md §4 coupon on start
 */
export function RootLayout() {
  const cartCount = useAppSelector(selectCartCount);
  const wishCount = useAppSelector(selectWishlist).length;
  const pending = useNavigation().state !== 'idle';
  // The route coupon (home/{cc}, claimcc/{cc}) wins over the stored one; one call site avoids races.
  const { cc } = useParams();
  useCouponRevalidation(cc);

  return (
    <>
      <Header
        actions={
          <>
            <AccountButtons />
            <WishlistLink count={wishCount} />
            <CartLink count={cartCount} />
          </>
        }
      />
      {pending ? (
        <div className={styles.progress} role="progressbar" aria-label="Loading page" />
      ) : null}
      <main id="main" tabIndex={-1} className="container page">
        <Outlet />
      </main>
      <DeferredHydration>
        <Footer />
      </DeferredHydration>
      <BackToTop />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
