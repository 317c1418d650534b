import { DESIGN_PAGE, PAGE_SIZE, bannerPath } from '@trini/domain';
import { categoriesApi } from '@/features/categories/api/categories-api';
import { categoryArgs, parseCatalogQuery } from '@/features/categories/catalog-query';
import { CAROUSEL_WIDE_MEDIA } from '@/features/home/carousel-media';
import { productsApi } from '@/features/products/api/products-api';
import { homePageArgs } from '@/features/products/home-list';
import { searchArgs, searchCountArgs, searchPages } from '@/features/products/search-args';
import { mediaUrl } from '@/lib/media';
import { routeNumber } from '@/lib/route-number';
import type { RouteWarmers } from './router';
import type { AppStore } from './store';

/**
 * Adds `<link rel="preload" as="image">` for `href` to the document head once (a repeat is a
 * no-op). `media` limits it to the screens that show the image.
 */
export function preloadImage(href: string, media?: string): void {
  if (typeof document === 'undefined') return; // a server render has no document to add it to
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  if (media) link.setAttribute('media', media);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * The storefront's route warmers (see RouteWarmers): each starts, in RTK Query's cache, exactly
 * the queries its screen reads first, with the same arguments, so the screen finds them there.
 * In the browser they run while the screen's code is still loading; the server render waits for
 * them, so the HTML carries the data.
 * - home: the grid's first page, and banner 1 preloaded on screens wide enough to show the
 *   carousel (together they start the home page's largest image a script round trip earlier);
 * - search: the result pages ?from= to ?page= for the text and ?b= banner, and their count;
 * - category: the tree, the page of the category's products its URL query asks for (sort, show,
 *   filters, page; the first category's, from the tree, when the path names none) and its design
 *   page (New Arrivals and Sections);
 * - product: the product with its reviews.
 * spec: shopping.md §2 home, search results, category page, product detail; §7
 */
export function routeWarmers(store: AppStore): RouteWarmers {
  const prefetch = store.dispatch;
  return {
    home: () => {
      prefetch(productsApi.util.prefetch('getProducts', homePageArgs(PAGE_SIZE.FIRST_PAGE), {}));
      const banner = mediaUrl(bannerPath(1));
      if (banner) preloadImage(banner, CAROUSEL_WIDE_MEDIA);
    },
    search: ({ params, url }) => {
      const query = url.searchParams;
      const b = query.get('b');
      const { from, page } = searchPages(query);
      for (let n = from; n <= page; n++)
        prefetch(productsApi.util.prefetch('getProducts', searchArgs(params.SearchText, b, n), {}));
      prefetch(
        productsApi.util.prefetch('countProducts', searchCountArgs(params.SearchText, b), {}),
      );
    },
    category: ({ params, url }) => {
      const query = parseCatalogQuery(url.searchParams);
      prefetch(productsApi.util.prefetch('loadDesignPageProducts', DESIGN_PAGE.CATEGORY, {}));
      const named = routeNumber(params.ProductCategoryNo);
      const tree = store.dispatch(categoriesApi.endpoints.getCategoryTree.initiate());
      const categoryNo = named
        ? Promise.resolve(named)
        : tree.unwrap().then((t) => t[0]?.ProductCategoryNo);
      void categoryNo
        .then((no) => {
          if (no)
            prefetch(
              categoriesApi.util.prefetch('getCategoryProducts', categoryArgs(no, query), {}),
            );
        })
        .catch(() => undefined) // the page shows the tree's own error
        .finally(() => tree.unsubscribe());
    },
    product: ({ params }) => {
      const productNo = routeNumber(params.ProductNo);
      if (productNo) prefetch(productsApi.util.prefetch('loadProduct', productNo, {}));
    },
  };
}
