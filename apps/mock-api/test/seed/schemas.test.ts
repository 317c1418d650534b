import {
  CategorySchema,
  CitySchema,
  CouponResponseSchema,
  MobileSchema,
  OrderSchema,
  ProductDetailSchema,
  ProductSchema,
  ReviewSchema,
  ShopSchema,
} from '@trini/domain';
import { describe, expect, it } from 'vitest';
import type { Review } from '@trini/domain';
import { createSeed } from '../../src/seed/index.js';
import type { StoredProduct, StoredReview } from '../../src/seed/types.js';

const seed = createSeed();

/** A stored review as listed: without the reviewer's mobile. */
const withoutMobile = (review: Review): Review => {
  const { CustomerMobile: _mobile, ...listed } = review as StoredReview;
  return listed;
};

describe('seed data is valid against the domain schemas', () => {
  it('every product parses as ProductDetailSchema and ProductSchema, unchanged but for what only the shop knows', () => {
    for (const p of seed.products) {
      const { PurchasePrice, ...published } = p as StoredProduct;
      expect(PurchasePrice).toBeGreaterThan(0);
      expect(ProductDetailSchema.parse(p)).toEqual({
        ...published,
        ProductReviewList: published.ProductReviewList.map(withoutMobile),
      });
      expect(() => ProductSchema.parse(p)).not.toThrow();
    }
  });

  it('every review parses as ReviewSchema, without its reviewer’s mobile', () => {
    for (const r of seed.products.flatMap((p) => p.ProductReviewList))
      expect(ReviewSchema.parse(r)).toEqual(withoutMobile(r));
  });

  it('the category tree parses as CategorySchema', () => {
    for (const c of seed.categories) expect(CategorySchema.parse(c)).toEqual(c);
  });

  it('every city parses as CitySchema and every shop as ShopSchema', () => {
    for (const c of seed.cities) expect(CitySchema.parse(c)).toEqual(c);
    for (const s of seed.shops) expect(ShopSchema.parse(s)).toEqual(s);
  });

  it('every stored order parses as OrderSchema, unchanged', () => {
    for (const o of seed.orders) expect(OrderSchema.parse(o.order)).toEqual(o.order);
  });

  it('every customer mobile is 7 digits', () => {
    for (const c of seed.customers) expect(() => MobileSchema.parse(c.Mobile1)).not.toThrow();
  });

  it('every coupon answers a valid CouponResponse shape', () => {
    for (const c of seed.coupons) {
      expect(() =>
        CouponResponseSchema.parse({
          success: !c.expired,
          CouponDiscPercent: c.CouponDiscPercent,
          msg: '',
        }),
      ).not.toThrow();
    }
  });

  it('holds only JSON data (no undefined, functions or class instances)', () => {
    expect(JSON.parse(JSON.stringify(seed))).toEqual(JSON.parse(JSON.stringify(createSeed())));
    expect(structuredClone(seed)).toEqual(seed);
  });
});
