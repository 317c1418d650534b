import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoredCartLinesSchema } from './entities/cart.js';
import { TokenClaimsSchema } from './entities/customer.js';
import { ProductSchema } from './entities/product.js';
import { trimTrailingSlashes } from './routes.js';
import { z } from 'zod';
import { endpoints } from './contracts/endpoints.js';
import { contracts } from './contracts/index.js';
import { readProductList, readStoredCartLines, readTokenClaims } from './readers.js';

const zodAnswer = (r: { success: boolean; data?: unknown }) => (r.success ? r.data : null);

/** Values near each field's edges: ints, fractions, negatives, huge, NaN, strings, null, undefined. */
const edgy = fc.oneof(
  fc.constantFrom(
    0,
    1,
    -1,
    2,
    100,
    100.5,
    0.5,
    -0.5,
    1e21,
    2 ** 53,
    -(2 ** 53),
    NaN,
    Infinity,
    -Infinity,
    '',
    'x',
    '1',
    null,
    undefined,
    true,
    [],
    {},
  ),
  fc.integer(),
  fc.double(),
  fc.string(),
);
const KEYS = [
  'SNo',
  'ProductNo',
  'ProductName',
  'Barcode',
  'ProductStyle',
  'Quantity',
  'SalesPrice',
  'SalesPrice2',
  'SalesPrice3',
  'SalesPrice5',
  'DiscountPercent',
  'DiscountAmount',
  'Rate',
  'FreeDelivery',
  'FreeDeliveryQuantity',
  'RibbonText',
  'ImageFilePath',
  'Thumbnail',
  'TotalAmount',
  'NetAmount',
  'GrandTotal',
  'Extra',
];
const goodLine = fc.record(
  {
    ProductNo: fc.integer({ min: 1, max: 10_000 }),
    ProductName: fc.string(),
    Quantity: fc.nat(9),
    SalesPrice: fc.double({ min: 0, max: 1e6, noNaN: true }),
    FreeDelivery: fc.constantFrom(0, 1),
    SalesPrice2: fc.constantFrom(null, undefined, 5),
  },
  { requiredKeys: ['ProductNo', 'ProductName'] },
);
const anyLine = fc.oneof(
  goodLine,
  fc.dictionary(fc.constantFrom(...KEYS), edgy),
  fc.tuple(goodLine, fc.constantFrom(...KEYS), edgy).map(([l, k, v]) => ({ ...l, [k]: v })),
  edgy,
);

describe('plain readers answer exactly as the zod schemas', () => {
  it('stored cart lines', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(anyLine, { maxLength: 4 }), edgy), (value) => {
        expect(readStoredCartLines(value)).toEqual(
          zodAnswer(StoredCartLinesSchema.safeParse(value)),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('product lists (the stored wishlist)', () => {
    const PKEYS = [
      'SalesPrice',
      'SalesPrice2',
      'DiscountPercent',
      'FreeDelivery',
      'FreeDeliveryQuantity',
      'ProductNo',
      'ProductName',
      'ProductDescription',
      'ProductCategoryNo',
      'VideoFileName',
      'PurchasePrice',
      'Price',
      'Total',
      'ProductImageList',
      'Rating',
      'IsSoldOut',
      'Thumbnail',
      'Other',
    ];
    const image = fc.oneof(
      fc.record(
        { ImageFilePath: fc.string(), ImageFilePathThumbnail: fc.string(), x: fc.nat() },
        { requiredKeys: ['ImageFilePath', 'ImageFilePathThumbnail'] },
      ),
      edgy,
    );
    const good = fc.record(
      {
        ProductNo: fc.integer({ min: 1, max: 9999 }),
        ProductName: fc.string(),
        SalesPrice: fc.double({ min: 0, max: 1e5, noNaN: true }),
        VideoFileName: fc.constantFrom(null, 'v.mp4', undefined),
        ProductImageList: fc.array(image, { maxLength: 3 }),
        Rating: fc.constantFrom(0, 2.5, 5, 6),
        IsSoldOut: fc.boolean(),
        ProductCategoryNo: fc.integer(),
      },
      { requiredKeys: ['ProductNo', 'ProductName', 'SalesPrice'] },
    );
    const product = fc.oneof(
      good,
      fc.dictionary(fc.constantFrom(...PKEYS), edgy),
      fc.tuple(good, fc.constantFrom(...PKEYS), edgy).map(([p, k, v]) => ({ ...p, [k]: v })),
      edgy,
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(product, { maxLength: 3 }), edgy), (value) => {
        expect(readProductList(value)).toEqual(zodAnswer(z.array(ProductSchema).safeParse(value)));
      }),
      { numRuns: 3000 },
    );
  });

  it('a product answer’s PurchasePrice (the shop’s cost) is dropped by the reader and the schema', () => {
    const sent = { ProductNo: 1001, ProductName: 'Earbuds', SalesPrice: 100, PurchasePrice: 55 };
    expect(readProductList([sent])?.[0]).not.toHaveProperty('PurchasePrice');
    expect(ProductSchema.parse(sent)).not.toHaveProperty('PurchasePrice');
  });

  it('token claims', () => {
    const TKEYS = [
      'custom_id',
      'custom_Email',
      'custom_mobile',
      'custom_CustomerName',
      'custom_CouponCode',
      'exp',
      'other',
    ];
    const good = fc.record(
      {
        custom_id: fc.oneof(fc.string(), fc.integer()),
        custom_Email: fc.string(),
        custom_mobile: fc.oneof(fc.string(), fc.integer()),
        custom_CustomerName: fc.string(),
        custom_CouponCode: fc.option(fc.string(), { nil: undefined }),
        exp: fc.integer(),
      },
      { requiredKeys: ['custom_Email', 'custom_CustomerName', 'exp'] },
    );
    const value = fc.oneof(
      good,
      fc.dictionary(fc.constantFrom(...TKEYS), edgy),
      fc.tuple(good, fc.constantFrom(...TKEYS), edgy).map(([c, k, v]) => ({ ...c, [k]: v })),
      edgy,
    );
    fc.assert(
      fc.property(value, (v) => {
        expect(readTokenClaims(v)).toEqual(zodAnswer(TokenClaimsSchema.safeParse(v)));
      }),
      { numRuns: 3000 },
    );
  });

  it('endpoints are the contracts’ methods and paths', () => {
    for (const [name, contract] of Object.entries(contracts)) {
      expect(endpoints[name as keyof typeof endpoints]).toEqual({
        method: contract.method,
        path: contract.path,
      });
    }
    expect(Object.keys(endpoints)).toEqual(Object.keys(contracts));
  });
});

describe('trimTrailingSlashes (linear time)', () => {
  it('drops every trailing slash and nothing else', () => {
    expect(trimTrailingSlashes('http://shop.test///')).toBe('http://shop.test');
    expect(trimTrailingSlashes('/api/')).toBe('/api');
    expect(trimTrailingSlashes('///')).toBe('');
    expect(trimTrailingSlashes('a/b')).toBe('a/b');
    expect(trimTrailingSlashes(`${'/'.repeat(100_000)}x`)).toHaveLength(100_001);
  });
});
