import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { DESIGN_PAGE, PAGE_SIZE, ROUTES } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { Breadcrumb } from '@/components/breadcrumb';
import { ErrorState, Loader } from '@/components/loader';
import { NotFoundState } from '@/components/not-found-state';
import { PageTitle } from '@/components/page-title';
import { mediaUrl } from '@/lib/media';
import { useSiteOrigin } from '@/lib/render-context';
import { routeNumber } from '@/lib/route-number';
import { jsonForScript } from '@/lib/json-for-script';
import { productJsonLd } from '@/features/products/product-json-ld';
import { ProductSection } from '@/components/product-card';
import { WhenNearViewport } from '@/components/when-near-viewport';
import { WidgetBoundary } from '@/components/widget-boundary';
import { fromFBMarked } from '@/features/cart/cart-slice';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import {
  useGetProductsQuery,
  useLoadDesignPageProductsQuery,
  useLoadProductQuery,
} from '@/features/products/api/products-api';
import { ProductGallery } from '@/features/products/components/product-gallery';
import { ProductSummary } from '@/features/products/components/product-summary';
import { ReviewList } from '@/features/products/components/review-list';
import { ShareLinks } from '@/features/products/components/share-links';
import { useWishlist } from '@/features/wishlist/use-wishlist';
import styles from './product-detail.module.css';

/**
 * The Write a Review form, loaded (with react-hook-form, ~12 KB gzip) once the page is hydrated:
 * it is below the fold and needs JavaScript to submit, so the product page's start keeps its
 * network for the product and its largest image (the served/no-JS LCP budget, `pnpm bench`:
 * product LCP ratio 1.24 in one run with the form in the route's chunk).
 */
const ReviewForm = lazy(() =>
  import('@/features/products/components/review-form').then((m) => ({ default: m.ReviewForm })),
);

/** Renders `children` only after hydration (nothing on the server and in the first render). */
function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <>{children}</> : null;
}

/**
 * Similar Products, Best Sellers and New Products (each only when non-empty), and design page 2.
 * They load when scrolled near (WhenNearViewport) rather than right after the product: they are
 * below the fold, and the product itself loads faster without them. spec: shopping.md §2 product page, §4
 */
function RelatedLists({ productNo }: { productNo: number }) {
  const similar = useGetProductsQuery({ SimilarProductNo: productNo, MaxRecords: PAGE_SIZE.LIST });
  const best = useGetProductsQuery({ BestSellers: true, MaxRecords: PAGE_SIZE.LIST });
  const fresh = useGetProductsQuery({ NewProducts: true, MaxRecords: PAGE_SIZE.LIST });
  // Design page 2 is loaded and kept (RTK Query cache) but not displayed here. spec: shopping.md §7
  useLoadDesignPageProductsQuery(DESIGN_PAGE.PRODUCT);
  return (
    <>
      <ProductSection title="Similar Products" products={similar.data} />
      <ProductSection title="Best Sellers" products={best.data} />
      <ProductSection title="New Products" products={fresh.data} />
    </>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const { isWishlisted, toggleWishlist } = useWishlist();
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const image = mediaUrl(product.ProductImageList[0]?.ImageFilePath ?? product.ImageFilePath);
  const imageAbs = image ? new URL(image, origin).href : undefined;
  return (
    <>
      <PageTitle
        title={product.ProductName}
        description={
          product.ProductDescription ? product.ProductDescription.slice(0, 160) : undefined
        }
        image={image}
        type="product"
        price={product.SalesPrice}
      />
      <script
        type="application/ld+json"
        // Raw JSON: as a text child it would be HTML-escaped, which a script's text never undoes.
        dangerouslySetInnerHTML={{
          __html: jsonForScript(productJsonLd(product, origin + pathname, imageAbs)),
        }}
      />
      <Breadcrumb trail={[{ label: product.ProductName }]} />
      <div className={styles.productLayout}>
        <ProductGallery product={product} />
        <div>
          <ProductSummary
            product={product}
            wishlisted={isWishlisted(product.ProductNo)}
            onToggleWishlist={() => toggleWishlist(product)}
            onAddToCart={(q) => addToCart(product, q)}
            onBuyNow={(q) => {
              if (addToCart(product, q)) void navigate(ROUTES.CART);
            }}
          />
          <ShareLinks productName={product.ProductName} url={origin + pathname} />
        </div>
      </div>
      <div className={styles.reviewsLayout}>
        <WidgetBoundary name="Top Reviews">
          <ReviewList reviews={product.ProductReviewList} />
        </WidgetBoundary>
        <AfterHydration>
          <Suspense fallback={<Loader label="Loading the review form" />}>
            <ReviewForm productNo={product.ProductNo} />
          </Suspense>
        </AfterHydration>
      </div>
      <WhenNearViewport>
        <WidgetBoundary name="Related product lists">
          <RelatedLists productNo={product.ProductNo} />
        </WidgetBoundary>
      </WhenNearViewport>
    </>
  );
}

/**
 * Product detail (productdetails/{ProductNo}): full-screen loader while loading, then breadcrumb,
 * gallery, summary with Add to cart / Buy Now, share links, Top Reviews, Write a Review, and the
 * Similar / Best Sellers / New Products lists (only when non-empty). ?fbclid= marks the visitor as
 * coming from a social network (session fb=1, FromFB on the cart). Reloads when ProductNo changes.
 * spec: shopping.md §2 product detail, §4 product page
 */
export default function ProductDetailRoute() {
  const { ProductNo } = useParams();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const productNo = routeNumber(ProductNo);
  const valid = productNo !== null;
  const { data, isLoading, isError, error, refetch } = useLoadProductQuery(productNo ?? 0, {
    skip: !valid,
  });
  const hasFbclid = params.has('fbclid');

  useEffect(() => {
    if (hasFbclid) dispatch(fromFBMarked());
  }, [hasFbclid, dispatch]);

  const notFound =
    !valid ||
    (isError &&
      typeof error === 'object' &&
      error !== null &&
      'status' in error &&
      error.status === 404);
  if (notFound)
    return (
      <NotFoundState title="Product not found" message="This product may no longer be available." />
    );
  if (isLoading) return <Loader fullScreen label="Loading product" />;
  if (isError || !data)
    return <ErrorState message="We couldn't load this product." onRetry={() => void refetch()} />;
  return <ProductView key={data.ProductNo} product={data} />;
}
