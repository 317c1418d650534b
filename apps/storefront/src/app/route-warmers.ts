import { PAGE_SIZE, bannerPath } from '@trini/domain';
import { CAROUSEL_WIDE_MEDIA } from '@/features/home/carousel-media';
import { productsApi } from '@/features/products/api/products-api';
import { homePageArgs } from '@/features/products/home-list';
import { mediaUrl } from '@/lib/media';
import type { RouteWarmers } from './router';
import type { AppStore } from './store';

/**
 * Adds `<link rel="preload" as="image">` for `href` to the document head once (a repeat is a
 * no-op). `media` limits it to the screens that show the image.
 */
export function preloadImage(href: string, media?: string): void {
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
 * The storefront's route warmers (see RouteWarmers), run while a screen's code is still loading:
 * - home: prefetches the grid's first page into RTK Query's cache (the grid reads it from there)
 *   and preloads the first banner on screens wide enough to show the carousel. Together these
 *   start the home page's largest image about one script round trip earlier.
 * spec: shopping.md §2 home
 */
export function routeWarmers(store: AppStore): RouteWarmers {
  return {
    home: () => {
      void store.dispatch(
        productsApi.util.prefetch('getProducts', homePageArgs(PAGE_SIZE.FIRST_PAGE), {}),
      );
      const banner = mediaUrl(bannerPath(1));
      if (banner) preloadImage(banner, CAROUSEL_WIDE_MEDIA);
    },
  };
}
