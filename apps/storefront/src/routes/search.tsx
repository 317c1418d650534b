import { useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@trini/domain';
import { ErrorState, ProductGridSkeleton } from '@/components/loader';
import { PageTitle } from '@/components/page-title';
import { ProductGrid } from '@/components/product-card';
import { Breadcrumb } from '@/components/breadcrumb';
import { useGetProductsQuery } from '@/features/products/api/products-api';
import { searchArgs } from '@/features/products/search-args';

/**
 * Search results (search, search/{SearchText}, ?b=N): 'Searched Products', 15 per request, by
 * text and/or banner number. spec: shopping.md §2 search results, §7
 */
export default function SearchRoute() {
  const { SearchText } = useParams();
  const [params] = useSearchParams();
  const args = searchArgs(SearchText, params.get('b'));
  const text = args.SearchText;
  const b = args.BannerNo;
  const { data, isLoading, isFetching, isError, refetch } = useGetProductsQuery(args);
  const subtitle = text ? `Results for “${text}”` : b ? `Promotion ${b}` : 'All products';

  return (
    <>
      <PageTitle title={text ? `${MESSAGES.SEARCH_TITLE}: ${text}` : MESSAGES.SEARCH_TITLE} />
      <Breadcrumb trail={[{ label: MESSAGES.SEARCH_TITLE }]} />
      <h1 className="page-title">{MESSAGES.SEARCH_TITLE}</h1>
      <p className="muted">{subtitle}</p>
      {isLoading ? <ProductGridSkeleton /> : null}
      {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
      {data && data.length === 0 ? (
        <div className="empty-state">
          <h2>No products found</h2>
          <p>Try a different word, or browse the categories above.</p>
        </div>
      ) : null}
      {data && data.length > 0 ? (
        <div aria-busy={isFetching}>
          {/* Keeps the outline h1 → h2 → h3 (cards) for screen readers (axe heading-order). */}
          <h2 className="visually-hidden">Results</h2>
          <ProductGrid products={data} eagerCount={5} label={MESSAGES.SEARCH_TITLE} />
        </div>
      ) : null}
    </>
  );
}
