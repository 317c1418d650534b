import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation, useParams } from 'react-router';
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
import { useNavigationPending } from './navigation/browser-router';
import { useScrollRestoration } from './navigation/scroll-restoration';
import { RouteError } from './route-error';
import styles from './root-layout.module.css';

/**
 * The site shell around every route: header (logo, search, wishlist and cart links with counts,
 * account buttons), category bar, main content, footer and back-to-top. Re-validates the route
 * coupon (home/{cc}, claimcc/{cc}) or else the stored one on start. The screen sits in an error
 * boundary (a failed screen shows RouteError inside the shell; the next path resets it), and in no
 * Suspense boundary of its own: its first screen's controls hydrate in the page's first pass, the
 * one `<html data-hydrated>` comes with (start-app.tsx). The footer, far below, hydrates in a pass
 * of its own (DeferredHydration), as do a screen's product cards. A screen's code is loaded before
 * the first render (`prepareRoute`) and navigations are transitions, which keep the current screen
 * while the next one loads, with a red bar along the top (`useNavigationPending`). The page
 * scrolls as a browser's would (`useScrollRestoration`). spec: ordering.md §2 site shell,
 * shopping.md §4 coupon on start
 */
export function RootLayout() {
  const cartCount = useAppSelector(selectCartCount);
  const wishCount = useAppSelector(selectWishlist).length;
  const pending = useNavigationPending();
  const { pathname } = useLocation();
  useScrollRestoration();
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
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <DeferredHydration>
        <Footer />
      </DeferredHydration>
      <BackToTop />
    </>
  );
}
