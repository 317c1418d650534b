import { BANNER_COUNT, PAGE_SIZE } from '@trini/domain';
import type { GetProductsArgs } from './api/products-api';

/** Banner number from ?b= (1 to 5), else undefined. spec: shopping.md §2 home (banner N) */
export function bannerNo(raw: string | null): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= BANNER_COUNT ? n : undefined;
}

/**
 * GetProducts arguments of the search page: 15 records for the trimmed search text and/or banner
 * number ?b=. One definition, so the route's loader (server render, early start) and the page
 * share one cache entry. spec: shopping.md §2 search results, §7
 */
export function searchArgs(searchText: string | undefined, b: string | null): GetProductsArgs {
  const text = searchText?.trim() || undefined;
  const banner = bannerNo(b);
  return {
    MaxRecords: PAGE_SIZE.SEARCH,
    ...(text ? { SearchText: text } : {}),
    ...(banner ? { BannerNo: banner } : {}),
  };
}
