// @vitest-environment node
import { ProductDetailSchema } from '@trini/domain';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

const product = ProductDetailSchema.parse({
  ProductNo: 1001,
  ProductName: 'Wireless Earbuds',
  ProductDescription: 'True wireless earbuds.',
  ProductCategoryName: 'Audio',
  Barcode: '8901234567890',
  SalesPrice: 100,
  Rating: 4.5,
  ProductReviewList: [
    {
      ProductNo: 1001,
      CustomerName: 'A',
      CustomerMobile: '7000001',
      ReviewTitle: 'T',
      Comments: 'C',
      Rating: 5,
    },
    {
      ProductNo: 1001,
      CustomerName: 'B',
      CustomerMobile: '7000002',
      ReviewTitle: 'T',
      Comments: 'C',
      Rating: 4,
    },
  ],
});

describe('Product structured data (schema.org)', () => {
  it('offers the product in TTD at its SalesPrice, in stock unless sold out', () => {
    const ld = productJsonLd(
      product,
      'https://shop.tt/productdetails/1001',
      'https://shop.tt/media/x.jpg',
    );
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Wireless Earbuds',
      sku: '1001',
      gtin: '8901234567890',
      image: ['https://shop.tt/media/x.jpg'],
      offers: { priceCurrency: 'TTD', price: '100.00', availability: 'https://schema.org/InStock' },
    });
    expect(productJsonLd({ ...product, IsSoldOut: true }, 'u').offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });
  it('carries an aggregate rating only when there are rated reviews', () => {
    expect(productJsonLd(product, 'u').aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(
      productJsonLd({ ...product, Rating: 0, ProductReviewList: [] }, 'u').aggregateRating,
    ).toBeUndefined();
  });

  it('rates from the rated reviews only, as the page and the card do', () => {
    const unrated = { ...product.ProductReviewList[0]!, Rating: 0 };
    const withUnrated = {
      ...product,
      Rating: 5,
      ProductReviewList: [product.ProductReviewList[0]!, unrated],
    };
    expect(productJsonLd(withUnrated, 'https://shop.tt/productdetails/1001')).toMatchObject({
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
    });
  });
});
