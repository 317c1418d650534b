import { CURRENCY_LABEL, REVIEW_LIMITS, averageRating, ratedCount } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';

/** ISO 4217 code of the TT$ prices. */
const CURRENCY = 'TTD';

/**
 * schema.org `Product` structured data for a product page: name, description, image, sku
 * (ProductNo), gtin (the Barcode when it has 8 to 14 digits), category, an `Offer` in TTD with
 * the SalesPrice and availability, and an `AggregateRating` when the product has rated reviews.
 * `imageUrl` is absolute (prices are shown as TT$ in the page itself).
 */
export function productJsonLd(
  product: ProductDetail,
  pageUrl: string,
  imageUrl?: string,
): Record<string, unknown> {
  const ratings = product.ProductReviewList.map((r) => r.Rating);
  const rated = ratedCount(ratings);
  const ratingValue = rated > 0 ? averageRating(ratings) : 0;
  const gtin = /^\d{8,14}$/.test(product.Barcode) ? product.Barcode : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.ProductName,
    description:
      product.ProductDescription ||
      `${product.ProductName}, ${CURRENCY_LABEL} prices, delivered across Trinidad and Tobago.`,
    sku: String(product.ProductNo),
    ...(gtin ? { gtin } : {}),
    ...(imageUrl ? { image: [imageUrl] } : {}),
    ...(product.ProductCategoryName ? { category: product.ProductCategoryName } : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: CURRENCY,
      price: product.SalesPrice.toFixed(2),
      availability: product.IsSoldOut
        ? 'https://schema.org/OutOfStock'
        : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(rated > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue,
            reviewCount: rated,
            bestRating: REVIEW_LIMITS.RATING_MAX,
            worstRating: REVIEW_LIMITS.RATING_MIN,
          },
        }
      : {}),
  };
}
