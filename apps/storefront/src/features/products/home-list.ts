import type { Product } from '@trini/domain';
import { PAGE_SIZE } from '@trini/domain';

/**
 * GetProducts arguments of home grid page `page`: 15 home-page products. One definition, so the
 * router's early prefetch and the grid share one cache entry. spec: shopping.md §4 home list, §7
 */
export function homePageArgs(page: number): {
  MaxRecords: number;
  HomePageProducts: true;
  PageNo: number;
} {
  return { MaxRecords: PAGE_SIZE.HOME, HomePageProducts: true, PageNo: page };
}

/**
 * The home product list: items appended page by page; `page` is the NEXT page to request (starting
 * at 1) and advances only when a page returned items; `loading` (first load) and `fetching` (any
 * load) are on during a load. spec: shopping.md §4 home list
 */
export interface HomeListState {
  items: Product[];
  page: number;
  loading: boolean;
  fetching: boolean;
  error: boolean;
  /** The last page came back empty: no more products for now. */
  exhausted: boolean;
}

/** Home list events. */
export type HomeListAction =
  { type: 'started' } | { type: 'loaded'; items: Product[] } | { type: 'failed' };

/** The state before the first load. */
export const homeListInitial: HomeListState = {
  items: [],
  page: PAGE_SIZE.FIRST_PAGE,
  // The first page is requested on mount: start in the loading state so the very first paint
  // already reserves the grid's space (no layout shift when the effect starts the load).
  loading: true,
  fetching: true,
  error: false,
  exhausted: false,
};

/** Pure reducer of the home list. spec: shopping.md §4 home list */
export function homeListReducer(state: HomeListState, action: HomeListAction): HomeListState {
  switch (action.type) {
    case 'started':
      return { ...state, loading: state.items.length === 0, fetching: true, error: false };
    case 'loaded': {
      const known = new Set(state.items.map((p) => p.ProductNo));
      const fresh = action.items.filter((p) => !known.has(p.ProductNo));
      const got = action.items.length > 0;
      return {
        ...state,
        items: [...state.items, ...fresh],
        page: got ? state.page + 1 : state.page,
        loading: false,
        fetching: false,
        exhausted: !got,
      };
    }
    case 'failed':
      return { ...state, loading: false, fetching: false, error: true };
  }
}

/**
 * The list's first state: with the first page already in RTK Query's cache (a server-rendered
 * page, or the route's early prefetch that has finished) it starts loaded with those items, as
 * if they had just arrived; otherwise in its loading state (`homeListInitial`).
 */
export function homeListFrom(cachedFirstPage: Product[] | undefined): HomeListState {
  return cachedFirstPage
    ? homeListReducer(homeListInitial, { type: 'loaded', items: cachedFirstPage })
    : homeListInitial;
}
