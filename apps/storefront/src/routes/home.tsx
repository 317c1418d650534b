import { useCallback, useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { BrowseCategories, WhyBuyFromUs } from '@/features/home/components/home-blocks';
import { HomeProductList } from '@/features/products/components/home-product-list';

/**
 * Home ('', home, home/{cc}, claimcc, claimcc/{cc}): banner carousel, product grid with Load
 * More, Browse our Categories, why buy from us?. The two blocks below the grid render once its
 * first page has settled: their eight lazy images are within the browser's lazy-load distance
 * and would otherwise compete with the grid's first thumbnails (the phone's largest paint) for
 * the connection. They are far below the fold, so nothing visible shifts. A route coupon code is validated by the site
 * shell (RootLayout).
 * spec: shopping.md §2 home, §4 coupon via route cc
 */
export default function HomeRoute() {
  const [gridSettled, setGridSettled] = useState(false);
  const settle = useCallback(() => setGridSettled(true), []);
  return (
    <>
      <PageTitle title="Online Shopping in Trinidad and Tobago" />
      <h1 className="visually-hidden">Trini Online Store</h1>
      <BannerCarousel />
      <HomeProductList onFirstPageSettled={settle} />
      {gridSettled ? (
        <>
          <BrowseCategories />
          <WhyBuyFromUs />
        </>
      ) : null}
    </>
  );
}
