import { useCallback, useEffect, useReducer, useRef } from 'react';
import { MESSAGES, PAGE_SIZE } from '@trini/domain';
import { ErrorState, Loader, ProductGridSkeleton } from '@/components/loader';
import { ProductGrid } from '@/components/product-card';
import { useAppStore } from '@/app/hooks';
import { productsApi, useLazyGetProductsQuery } from '../api/products-api';
import { homeListFrom, homeListReducer, homePageArgs } from '../home-list';
import styles from './home-product-list.module.css';

/**
 * The home product grid with 'Load More Products...': 15 products a page, appended; the page
 * advances only when a page returned items. spec: shopping.md §2 home, §4 home list, §7
 */
export function HomeProductList() {
  const store = useAppStore();
  // A server-rendered page has the first page in the cache: start from it (same markup as the
  // server's), and do not load it again.
  const [state, send] = useReducer(homeListReducer, undefined, () =>
    homeListFrom(
      productsApi.endpoints.getProducts.select(homePageArgs(PAGE_SIZE.FIRST_PAGE))(store.getState())
        .data,
    ),
  );
  const startedLoaded = useRef(!state.loading);
  const [fetchPage] = useLazyGetProductsQuery();
  const inFlight = useRef(false);

  const load = useCallback(
    async (page: number, preferCache = false) => {
      if (inFlight.current) return;
      inFlight.current = true;
      send({ type: 'started' });
      try {
        const items = await fetchPage(homePageArgs(page), preferCache).unwrap();
        send({ type: 'loaded', items });
      } catch (error) {
        console.error('Loading home products failed', error);
        send({ type: 'failed' });
      } finally {
        inFlight.current = false;
      }
    },
    [fetchPage],
  );

  useEffect(() => {
    // The first page may already be in flight or cached from the router's early prefetch.
    if (!startedLoaded.current) void load(PAGE_SIZE.FIRST_PAGE, true);
  }, [load]);

  // The list starts in its loading state (homeListInitial), so the first paint already shows the
  // skeleton and the blocks below never shift.
  const { loading } = state;

  return (
    <section aria-labelledby="home-products-title" aria-busy={state.fetching}>
      <h2 id="home-products-title" className="section-title">
        Our Products
      </h2>
      {loading ? <ProductGridSkeleton count={PAGE_SIZE.HOME} /> : null}
      {state.items.length > 0 ? (
        <ProductGrid products={state.items} eagerCount={5} label="Products" />
      ) : null}
      {state.error ? <ErrorState onRetry={() => void load(state.page)} /> : null}
      {!loading && !state.error && state.items.length === 0 && state.exhausted ? (
        <p className="muted center">No products to show right now.</p>
      ) : null}
      {state.items.length > 0 || loading ? (
        <div className={`center ${styles.loadMore}`}>
          {state.fetching && !state.loading ? <Loader label="Loading more products" /> : null}
          {state.exhausted ? (
            <p className="muted small">You have seen all our products for now.</p>
          ) : null}
          <button
            type="button"
            className="btn btn--outline"
            disabled={state.fetching || loading}
            onClick={() => void load(state.page)}
          >
            {MESSAGES.LOAD_MORE}
          </button>
        </div>
      ) : null}
    </section>
  );
}
