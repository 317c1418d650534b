import { BANNER_COUNT, PAGE_SIZE } from '@trini/domain';
import { pageNumber } from '@/lib/page-number';
import type { CountProductsArgs, GetProductsArgs } from './api/products-api';

/** Banner number from ?b= (1 to 5), else undefined. spec: shopping.md §2 home (banner N) */
export function bannerNo(raw: string | null): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= BANNER_COUNT ? n : undefined;
}

/**
 * GetProducts arguments of the search page: 15 records for the trimmed search text and/or banner
 * number ?b=, page `page` (from 1; PageNo is sent from page 2 on, so page 1 is the spec's own
 * call). One definition, so the route's warmer (server render, early start) and the page share
 * one cache entry. spec: shopping.md §2 search results, §7
 */
export function searchArgs(
  searchText: string | undefined,
  b: string | null,
  page = 1,
): GetProductsArgs {
  return {
    MaxRecords: PAGE_SIZE.SEARCH,
    ...searchCountArgs(searchText, b),
    ...(page > 1 ? { PageNo: page } : {}),
  };
}

/** GetProductsCount arguments of the same search (text and/or banner). */
export function searchCountArgs(
  searchText: string | undefined,
  b: string | null,
): CountProductsArgs {
  const text = searchText?.trim() || undefined;
  const banner = bannerNo(b);
  return { ...(text ? { SearchText: text } : {}), ...(banner ? { BannerNo: banner } : {}) };
}

/** Most result pages the search page shows at once (Load More appends up to this many). */
export const MAX_PAGES_SHOWN = 10;

/** The search page's pages from the URL: ?page=N (the last shown) and ?from=S (the first shown). */
export interface SearchPages {
  from: number;
  page: number;
}

/**
 * Reads ?page= and ?from= (Load More keeps `from` and raises `page`, so a reload shows every
 * appended page again). Bad values fall back to page 1; at most MAX_PAGES_SHOWN pages at once.
 */
export function searchPages(params: URLSearchParams): SearchPages {
  const page = pageNumber(params.get('page')) ?? 1;
  const from = Math.min(
    page,
    Math.max(pageNumber(params.get('from')) ?? page, page - MAX_PAGES_SHOWN + 1),
  );
  return { from, page };
}
