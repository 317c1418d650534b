import { Outlet, ScrollRestoration, useNavigation, useParams } from 'react-router';
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
 * The site shell around every route: header (logo, search, wishlist and cart links with counts,
 * account buttons), category bar, main content, footer and back-to-top. Re-validates the route
 * coupon (home/{cc}, claimcc/{cc}) or else the stored one on start. spec: ordering.md §2 site shell, shopping.md §4 coupon on start
 */
export function RootLayout() {
  const cartCount = useAppSelector(selectCartCount);
  const wishCount = useAppSelector(selectWishlist).length;
  const navigation = useNavigation();
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
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label="Loading page" />
      ) : null}
      <main id="main" tabIndex={-1} className="container page">
        <Outlet />
      </main>
      <Footer />
      <BackToTop />
      <ScrollRestoration />
    </>
  );
}
