import { describe, expect, it } from 'vitest';
import {
  CategorySchema,
  CustomerSummarySchema,
  ProductDetailSchema,
  ProductSchema,
} from './index.js';

describe('entities (shopping.md §3, ordering.md §3)', () => {
  it('a listed product fills the spec defaults: Price "", Total 0, images [], Rating 0, RibbonText ""', () => {
    const p = ProductSchema.parse({ ProductNo: 1, ProductName: 'Kettle', SalesPrice: 150 });
    expect(p).toMatchObject({
      Price: '',
      Total: 0,
      ProductImageList: [],
      Rating: 0,
      RibbonText: '',
      IsSoldOut: false,
    });
  });
  it('a product detail carries its review list', () => {
    const p = ProductDetailSchema.parse({
      ProductNo: 1,
      ProductName: 'Kettle',
      SalesPrice: 150,
      ProductReviewList: [
        {
          ProductNo: 1,
          CustomerName: 'A',
          CustomerMobile: '7000001',
          ReviewTitle: 'T',
          Comments: 'C',
          Rating: 4,
        },
      ],
    });
    expect(p.ProductReviewList).toHaveLength(1);
  });
  it('a negative price is refused', () => {
    expect(
      ProductSchema.safeParse({ ProductNo: 1, ProductName: 'x', SalesPrice: -1 }).success,
    ).toBe(false);
  });
  it('the category tree nests sub-categories', () => {
    const tree = CategorySchema.parse({
      ProductCategoryNo: 1,
      ProductCategoryName: 'Electronics',
      SubCategories: [{ ProductCategoryNo: 2, ProductCategoryName: 'Audio', SubCategories: [] }],
    });
    expect(tree.SubCategories[0]?.ProductCategoryName).toBe('Audio');
  });
  it('a customer summary has its purchases', () => {
    expect(
      CustomerSummarySchema.safeParse({
        CustomerName: 'K',
        CountryCode: '1868',
        Mobile1: '7000001',
        Address: '',
        TotalPurchases: 0,
        TotalCashback: 0,
        Purchases: [],
      }).success,
    ).toBe(true);
  });
});
