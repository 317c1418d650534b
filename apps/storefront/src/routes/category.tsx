import { useId } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { DESIGN_PAGE, PAGE_SIZE } from '@trini/domain';
import type { Category } from '@trini/domain';
import { Breadcrumb } from '@/components/breadcrumb';
import { ErrorState, Loader, ProductGridSkeleton } from '@/components/loader';
import { NotFoundState } from '@/components/not-found-state';
import { PageTitle } from '@/components/page-title';
import { routeNumber } from '@/lib/route-number';
import { showsEarlierAnswer } from '@/lib/api';
import { ProductGrid, ProductSection } from '@/components/product-card';
import { WhenNearViewport } from '@/components/when-near-viewport';
import {
  useGetCategoryProductsQuery,
  useGetCategoryTreeQuery,
} from '@/features/categories/api/categories-api';
import {
  categoryArgs,
  changeCatalogQuery,
  parseCatalogQuery,
  writeCatalogQuery,
} from '@/features/categories/catalog-query';
import { Pagination } from '@/components/pagination';
import { pageCount } from '@/lib/page-number';
import type { CatalogQuery } from '@/features/categories/catalog-query';
import { CatalogToolbar } from '@/features/categories/components/catalog-toolbar';
import { DeferredHydration } from '@/components/deferred-hydration';
import { CategoryTree } from '@/features/categories/components/category-tree';
import { FilterPanel } from '@/features/categories/components/filter-panel';
import { productsApi, useLoadDesignPageProductsQuery } from '@/features/products/api/products-api';
import { useAppSelector } from '@/app/hooks';
import styles from './category.module.css';

/**
 * The cache's category design page. Made once: `select(args)` builds a new memoized selector on
 * every call, and a selector runs on every dispatch (main-thread time on a phone).
 */
const selectDesignPage = productsApi.endpoints.loadDesignPageProducts.select(DESIGN_PAGE.CATEGORY);

function findCategory(nodes: Category[], no: number): Category | undefined {
  for (const n of nodes) {
    if (n.ProductCategoryNo === no) return n;
    const hit = findCategory(n.SubCategories, no);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The category page's design page (PageNo 2): its new arrivals cut to 8, then its titled
 * Sections, each only when non-empty. Rendered on the server with the page (its loader fetches the
 * design page, so crawlers and no-JS shoppers see them); in the browser, when reached by
 * navigation without that data, it loads when scrolled near (WhenNearViewport). Hydrating them
 * keeps the category page's TBT within budget since the app loads after the largest paint (median
 * 61 ms, `BENCH_PAGES=category pnpm bench`; 125–153 ms before). spec: shopping.md §2 category page, §7
 */
function DesignSections() {
  const design = useLoadDesignPageProductsQuery(DESIGN_PAGE.CATEGORY);
  return (
    <>
      <ProductSection
        title="New Arrivals"
        products={design.data?.NewArrivalList.slice(0, PAGE_SIZE.NEW_ARRIVALS)}
      />
      {design.data?.Sections.map((s) => (
        <ProductSection key={s.SectionName} title={s.SectionName} products={s.Products} />
      ))}
    </>
  );
}

/**
 * Category page (category, category/{ProductCategoryNo}): ALL CATEGORIES tree, Filter panel,
 * view/sort/show controls and page links (working over the whole category through the category
 * call's extensions, kept in the URL query so a link shows the same page, rendered on the
 * server), the count of matching products, the page's products, then the design page (PageNo 2,
 * see DesignSections). Without a number the first category is shown. Reloads when the route
 * parameter changes. Every control works without JavaScript too, as GET forms and links the server
 * renders (see CatalogToolbar and FilterPanel). Against a backend without the extensions (no
 * TotalRecords), the page shows what it answers, without page links.
 * spec: shopping.md §2 category page, §7, §9
 */
export default function CategoryRoute() {
  const { ProductCategoryNo } = useParams();
  const [params, setParams] = useSearchParams();
  const query = parseCatalogQuery(params);
  const tree = useGetCategoryTreeQuery();
  const requested = routeNumber(ProductCategoryNo);
  const categoryNo = requested ?? tree.data?.[0]?.ProductCategoryNo;
  const products = useGetCategoryProductsQuery(categoryArgs(categoryNo ?? 0, query), {
    skip: !categoryNo,
  });
  const category = categoryNo && tree.data ? findCategory(tree.data, categoryNo) : undefined;
  const { pathname } = useLocation();
  const formId = useId();
  const shownQuery = writeCatalogQuery(params, query);

  const shown = products.data?.ProductList ?? [];
  const matched = products.data?.TotalRecords ?? shown.length;
  const highest = products.data?.HighestPrice ?? Math.max(0, ...shown.map((p) => p.SalesPrice));
  const pages = products.data?.TotalRecords === undefined ? 1 : pageCount(matched, query.show);
  const setQuery = (q: CatalogQuery) =>
    setParams(writeCatalogQuery(params, changeCatalogQuery(query, q)), {
      replace: true,
      preventScrollReset: true,
    });
  const pageHref = (n: number) => {
    const search = writeCatalogQuery(params, { ...query, page: n }).toString();
    return `${pathname}${search ? `?${search}` : ''}`;
  };
  const title = category?.ProductCategoryName ?? 'Categories';
  // The design sections wait for the products, so their place is measured below the real grid.
  const loadingProducts = products.isLoading || (!categoryNo && tree.isLoading);
  // Server-rendered with the page when its loader fetched them (see routeWarmers).
  const designReady = useAppSelector((state) => selectDesignPage(state).data !== undefined);
  const unknownCategory =
    ProductCategoryNo !== undefined &&
    (requested === null || (tree.data !== undefined && !category));
  if (unknownCategory)
    return (
      <NotFoundState
        title="Category not found"
        message="This category may no longer exist. Browse our products from the home page."
      />
    );

  return (
    <>
      <PageTitle title={title} />
      <Breadcrumb trail={[{ label: title }]} />
      {/* The controls' GET form without JavaScript: the selects and filters belong
          to it by their form attribute; once hydrated they apply on change, so it never submits. */}
      <form id={formId} method="get" action={pathname} onSubmit={(e) => e.preventDefault()}>
        {query.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
      </form>
      <div className={styles.layout}>
        <div className={styles.side}>
          {tree.data ? (
            <DeferredHydration>
              <CategoryTree key={categoryNo} categories={tree.data} activeNo={categoryNo} />
            </DeferredHydration>
          ) : null}
          {tree.isLoading ? <Loader label="Loading categories" /> : null}
          {tree.isError ? (
            <ErrorState
              message="We couldn't load the categories."
              onRetry={() => void tree.refetch()}
            />
          ) : null}
          <FilterPanel query={query} highest={highest} onChange={setQuery} formId={formId} />
        </div>
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="muted">
            Browse {title === 'Categories' ? 'our range' : title}: quality products at great TT$
            prices, delivered across Trinidad and Tobago.
          </p>
          <CatalogToolbar
            query={query}
            onChange={setQuery}
            matched={matched}
            form={{ id: formId, action: pathname, current: shownQuery }}
          />
          {loadingProducts ? <ProductGridSkeleton count={8} /> : null}
          {products.isError ? <ErrorState onRetry={() => void products.refetch()} /> : null}
          {products.data && shown.length === 0 ? (
            <div className="empty-state">
              <h2>
                {query.page > 1 && matched > 0 ? 'No products on this page' : 'No products match'}
              </h2>
              <p>
                {query.page > 1 && matched > 0
                  ? 'This page is past the end of the list.'
                  : 'Try another price limit or availability.'}
              </p>
              <p>
                <Link className="btn" to={pathname}>
                  Show all {title === 'Categories' ? 'products' : title}
                </Link>
              </p>
            </div>
          ) : null}
          {shown.length > 0 ? (
            <div aria-busy={showsEarlierAnswer(products)}>
              <h2 className="visually-hidden">{title} products</h2>
              <ProductGrid
                products={shown}
                layout={query.view}
                eagerCount={4}
                label={`${title} products`}
              />
              <Pagination
                page={query.page}
                count={pages}
                hrefFor={pageHref}
                label={`${title} products`}
              />
            </div>
          ) : null}
          {loadingProducts ? null : (
            <WhenNearViewport ready={designReady}>
              <DesignSections />
            </WhenNearViewport>
          )}
        </div>
      </div>
    </>
  );
}
