import { DeferredHydration } from '@/components/deferred-hydration';
import { PageTitle } from '@/components/page-title';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { BrowseCategories, WhyBuyFromUs } from '@/features/home/components/home-blocks';
import { HomeProductList } from '@/features/products/components/home-product-list';

/**
 * Home ('', home, home/{cc}, claimcc, claimcc/{cc}): banner carousel, product grid with Load
 * More, Browse our Categories, why buy from us?. The server renders all four, so the category
 * tiles' links work without JavaScript. The two blocks below the grid hydrate in a
 * pass of their own, after the page's first one (DeferredHydration), and their eight pictures
 * wait for the app's code (styles/wait-for-app.module.css): they are far below the fold, and
 * would otherwise compete with the grid's first thumbnails (the phone's largest paint) for the
 * connection. A route coupon code is validated by the site shell (RootLayout).
 * spec: shopping.md §2 home, §4 coupon via route cc
 */
export default function HomeRoute() {
  return (
    <>
      <PageTitle title="Online Shopping in Trinidad and Tobago" />
      <h1 className="visually-hidden">Trini Online Store</h1>
      <BannerCarousel />
      <HomeProductList />
      <DeferredHydration>
        <BrowseCategories />
        <WhyBuyFromUs />
      </DeferredHydration>
    </>
  );
}
