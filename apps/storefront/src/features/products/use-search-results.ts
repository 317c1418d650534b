import { useEffect, useMemo, useRef } from 'react';
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '@trini/domain';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { productsApi } from './api/products-api';
import type { GetProductsArgs } from './api/products-api';

/** The search page's result pages, merged. */
export interface SearchResults {
  /** The products of every page from..page, in page order, each product once. */
  products: Product[];
  /** No page has answered yet. */
  loading: boolean;
  /** A page is loading. */
  fetching: boolean;
  /** A page failed; `retry` asks for the failed pages again. */
  error: boolean;
  /** The last page answered a full page (MaxRecords products): there may be more. */
  lastPageFull: boolean;
  retry: () => void;
}

/**
 * Subscribes to the GetProducts pages `pages` (one RTK Query cache entry each, the same the
 * route's warmer fills on the server) and merges them: what the search page shows when Load More
 * has appended pages. The server render finds the pages already loaded.
 */
export function useSearchResults(pages: GetProductsArgs[]): SearchResults {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(pages);
  const subscriptions = useRef<{ refetch: () => unknown; unsubscribe: () => void }[]>([]);
  useEffect(() => {
    const subscribed = pages.map((args) =>
      dispatch(productsApi.endpoints.getProducts.initiate(args)),
    );
    subscriptions.current = subscribed;
    return () => subscribed.forEach((s) => s.unsubscribe());
    // `key` stands for `pages` (a new array each render with the same contents).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);
  // One memoized selector per list of pages: the same page results give the same array.
  const selectPages = useMemo(
    () =>
      createSelector(
        pages.map((args) => productsApi.endpoints.getProducts.select(args)),
        (...results) => results,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const results = useAppSelector(selectPages);
  const seen = new Set<number>();
  const products: Product[] = [];
  for (const r of results)
    for (const p of r.data ?? [])
      if (!seen.has(p.ProductNo)) {
        seen.add(p.ProductNo);
        products.push(p);
      }
  const last = results.at(-1);
  const size = pages.at(-1)?.MaxRecords ?? 0;
  return {
    products,
    loading: results.every((r) => r.data === undefined && !r.isError),
    fetching: results.some((r) => r.isLoading || r.isUninitialized),
    error: results.some((r) => r.isError),
    lastPageFull: (last?.data?.length ?? 0) >= size && size > 0,
    retry: () => {
      results.forEach((r, i) => {
        if (r.isError) void subscriptions.current[i]?.refetch();
      });
    },
  };
}
