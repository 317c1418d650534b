import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { MESSAGES, PAGE_SIZE, ROUTES } from '@trini/domain';
import { ErrorState, ProductGridSkeleton } from '@/components/loader';
import { PageTitle } from '@/components/page-title';
import { Pagination } from '@/components/pagination';
import { pageCount } from '@/lib/page-number';
import { ProductGrid } from '@/components/product-card';
import { Breadcrumb } from '@/components/breadcrumb';
import { useCountProductsQuery } from '@/features/products/api/products-api';
import { searchArgs, searchCountArgs, searchPages } from '@/features/products/search-args';
import { useSearchResults } from '@/features/products/use-search-results';
import styles from './search.module.css';

/**
 * Search results (search, search/{SearchText}, ?b=N): 'Searched Products', 15 per request, by
 * text and/or banner number; every result reachable: the count of matches
 * (GetProductsCount, an extension), page links (?page=N) and a 'Load More Products...' link like
 * home's that appends the next page (?from=S&page=N+1, so a reload or a shared link shows the same
 * pages). Both are plain links, rendered on the server and working before hydration. Against a
 * backend without the count, the next page is offered while the last page is full.
 * spec: shopping.md §2 search results, §7
 */
export default function SearchRoute() {
  const { SearchText } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const b = params.get('b');
  const { from, page } = searchPages(params);
  const pageArgs = Array.from({ length: page - from + 1 }, (_, i) =>
    searchArgs(SearchText, b, from + i),
  );
  const results = useSearchResults(pageArgs);
  const count = useCountProductsQuery(searchCountArgs(SearchText, b));
  const text = pageArgs[0]?.SearchText;
  const banner = pageArgs[0]?.BannerNo;
  const subtitle = text ? `Results for “${text}”` : banner ? `Promotion ${banner}` : 'All products';
  const total = count.data?.TotalRecords;
  const pages = total === undefined ? undefined : pageCount(total, PAGE_SIZE.SEARCH);
  const hasMore = pages === undefined ? results.lastPageFull : page < pages;

  const hrefWith = (changes: Record<string, number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    const search = next.toString();
    return `${pathname}${search ? `?${search}` : ''}`;
  };
  const empty = !results.loading && !results.error && results.products.length === 0;

  return (
    <>
      <PageTitle title={text ? `${MESSAGES.SEARCH_TITLE}: ${text}` : MESSAGES.SEARCH_TITLE} />
      <Breadcrumb trail={[{ label: MESSAGES.SEARCH_TITLE }]} />
      <h1 className="page-title">{MESSAGES.SEARCH_TITLE}</h1>
      <p className="muted">{subtitle}</p>
      {total !== undefined && total > 0 ? (
        <p className={styles.listCount} aria-live="polite">
          {total} product{total === 1 ? '' : 's'}
          {pages !== undefined && pages > 1 ? ` · page ${page} of ${pages}` : ''}
        </p>
      ) : null}
      {results.loading ? <ProductGridSkeleton /> : null}
      {results.error ? <ErrorState onRetry={results.retry} /> : null}
      {empty ? (
        <div className="empty-state">
          <h2>{page > 1 ? 'No products on this page' : 'No products found'}</h2>
          <p>
            {page > 1
              ? 'This page is past the end of the results.'
              : 'Try a different word, or browse the categories above.'}
          </p>
          <p>
            <Link
              className="btn"
              to={page > 1 ? hrefWith({ page: 1, from: undefined }) : ROUTES.HOME}
            >
              {page > 1 ? 'Back to the first page' : 'Back to the home page'}
            </Link>
          </p>
        </div>
      ) : null}
      {results.products.length > 0 ? (
        <div aria-busy={results.fetching}>
          {/* Keeps the outline h1 → h2 → h3 (cards) for screen readers (axe heading-order). */}
          <h2 className="visually-hidden">Results</h2>
          <ProductGrid products={results.products} eagerCount={5} label={MESSAGES.SEARCH_TITLE} />
          {hasMore ? (
            <p className={`center ${styles.loadMore}`}>
              <Link
                className="btn btn--outline"
                to={hrefWith({ from, page: page + 1 })}
                preventScrollReset
                replace
              >
                {MESSAGES.LOAD_MORE}
              </Link>
            </p>
          ) : null}
          <Pagination
            page={page}
            count={pages ?? (hasMore ? page + 1 : page)}
            hrefFor={(n) => hrefWith({ page: n, from: undefined })}
            label={MESSAGES.SEARCH_TITLE}
          />
        </div>
      ) : null}
    </>
  );
}
