import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ProductDetailSchema } from '@trini/domain';
import type { ErrorResponse, Product, ProductDetail } from '@trini/domain';
import { build, call, newSession, type Answer } from '../helpers.js';
import { createSeed } from '../../src/seed/index.js';

let app: FastifyInstance;
const s = newSession();
const seed = createSeed();
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const list = async (query: string) => {
  const res = await call(app, s, 'GET', `/api/trini/GetProducts?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<Product[]>();
};

describe('GET /api/trini/GetProducts', () => {
  it('home page 1 walks homePageProductNos, 15 per page', async () => {
    const page1 = await list('MaxRecords=15&HomePageProducts=1&PageNo=1');
    expect(page1.map((p) => p.ProductNo)).toEqual(seed.homePageProductNos.slice(0, 15));
    const page2 = await list('MaxRecords=15&HomePageProducts=1&PageNo=2');
    expect(page2.map((p) => p.ProductNo)).toEqual(seed.homePageProductNos.slice(15, 30));
  });

  it('an out-of-range home page answers []', async () => {
    expect(await list('MaxRecords=15&HomePageProducts=1&PageNo=999')).toEqual([]);
  });

  it('SearchText matches name, description or category case-insensitively', async () => {
    const target = seed.products[5]!;
    const word = target.ProductName.split(' ')[0]!.toUpperCase();
    const found = await list(`MaxRecords=100&SearchText=${encodeURIComponent(word)}`);
    expect(found.map((p) => p.ProductNo)).toContain(target.ProductNo);
    const cat = await list(
      `MaxRecords=100&SearchText=${encodeURIComponent(target.ProductCategoryName.toLowerCase())}`,
    );
    expect(cat.map((p) => p.ProductNo)).toContain(target.ProductNo);
  });

  it('a search with no match answers []', async () => {
    expect(await list('SearchText=zzqqxxnothing')).toEqual([]);
  });

  it('BannerNo answers its curated set; with SearchText both apply', async () => {
    const banner = await list('MaxRecords=100&BannerNo=1');
    expect(banner.map((p) => p.ProductNo)).toEqual(seed.bannerProductNos[1]!.slice(0, 100));
    const first = banner[0]!;
    const both = await list(
      `MaxRecords=100&BannerNo=1&SearchText=${encodeURIComponent(first.ProductName)}`,
    );
    expect(both.length).toBeGreaterThan(0);
    for (const p of both) expect(seed.bannerProductNos[1]).toContain(p.ProductNo);
  });

  it('BestSellers=1 and NewProducts=1 answer their lists capped by MaxRecords', async () => {
    const best = await list('MaxRecords=3&BestSellers=1');
    expect(best.map((p) => p.ProductNo)).toEqual(seed.bestSellerProductNos.slice(0, 3));
    const fresh = await list('MaxRecords=15&NewProducts=1');
    expect(fresh.map((p) => p.ProductNo)).toEqual(seed.newProductNos.slice(0, 15));
  });

  it('SimilarProductNo answers the same category without the product itself', async () => {
    const similar = await list('MaxRecords=15&SimilarProductNo=1001');
    const self = seed.products.find((p) => p.ProductNo === 1001)!;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(15);
    for (const p of similar) {
      expect(p.ProductNo).not.toBe(1001);
      expect(p.ProductCategoryNo).toBe(self.ProductCategoryNo);
    }
    expect(await list('SimilarProductNo=99999')).toEqual([]);
  });

  it('paths match case-insensitively', async () => {
    const res = await call(app, s, 'GET', '/API/Trini/getproducts?MaxRecords=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
  });

  it('a wrong query type answers 400 naming the field', async () => {
    const res = await call(app, s, 'GET', '/api/trini/GetProducts?MaxRecords=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().fields).toContain('MaxRecords');
  });
});

describe('GET /api/Product/loadproduct', () => {
  it('answers the product with reviews when LoadReviews=true', async () => {
    const res = await call(
      app,
      s,
      'GET',
      '/api/Product/loadproduct?ProductNo=1007&LoadReviews=true',
    );
    expect(res.statusCode).toBe(200);
    const p = res.json<ProductDetail>();
    expect(p.ProductNo).toBe(1007);
    expect(p.VideoFileName).toBeTruthy();
    expect(p.ProductImageList).toHaveLength(5);
    // As published: the stored reviews without their reviewers' mobiles.
    expect(p.ProductReviewList).toEqual(
      ProductDetailSchema.parse(seed.products.find((x) => x.ProductNo === 1007)).ProductReviewList,
    );
  });

  it('answers bundle prices of 1002', async () => {
    const p = (
      await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=1002')
    ).json<ProductDetail>();
    expect([p.SalesPrice, p.SalesPrice2, p.SalesPrice3, p.SalesPrice5]).toEqual([50, 90, 130, 200]);
  });

  it('an unknown ProductNo answers 404 with msg', async () => {
    const res = await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorResponse>().msg).toMatch(/999999/);
  });

  it('a missing ProductNo answers 400', async () => {
    const res = await call(app, s, 'GET', '/api/Product/loadproduct');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().fields).toContain('ProductNo');
  });
});

describe('categories and design pages', () => {
  it('getproductcategorylist answers the tree', async () => {
    const res = await call(app, s, 'GET', '/api/store/getproductcategorylist?MaxRecords=15');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(seed.categories);
  });

  it('category products include sub-categories', async () => {
    const root = seed.categories.find((c) => c.SubCategories.length > 0)!;
    const res = await call(
      app,
      s,
      'GET',
      `/api/Product/GetProducts?CategoryNo=${root.ProductCategoryNo}&MaxRecords=100`,
    );
    expect(res.statusCode).toBe(200);
    const { ProductList } = res.json<{ ProductList: Product[] }>();
    const subNos = new Set(root.SubCategories.map((c) => c.ProductCategoryNo));
    expect(ProductList.some((p) => subNos.has(p.ProductCategoryNo!))).toBe(true);
  });

  it('an unknown category answers an empty ProductList', async () => {
    const res = await call(app, s, 'GET', '/api/Product/GetProducts?CategoryNo=987654');
    expect(res.json()).toEqual({ ProductList: [], TotalRecords: 0, HighestPrice: 0 });
  });

  it('LoadDesignPageProducts answers page 2 and empty lists for an unknown page', async () => {
    const two = (
      await call(app, s, 'GET', '/api/design/LoadDesignPageProducts?PageNo=2&MaxRecords=15')
    ).json<Answer<'loadDesignPageProducts'>>();
    expect(two.NewArrivalList.length).toBeGreaterThan(0);
    expect(two.Sections.length).toBeGreaterThan(0);
    const none = (await call(app, s, 'GET', '/api/design/LoadDesignPageProducts?PageNo=77')).json<
      Answer<'loadDesignPageProducts'>
    >();
    expect(none).toEqual({ NewArrivalList: [], Sections: [] });
  });
});

describe('GET /api/Product/loadproducts (extension: a cart priced in one call)', () => {
  it('answers the products asked, once each, in order, without reviews; unknown numbers are left out', async () => {
    const res = await call(
      app,
      s,
      'GET',
      '/api/Product/loadproducts?ProductNos=1003,1001,99999,1001',
    );
    expect(res.statusCode).toBe(200);
    const products = res.json<ProductDetail[]>();
    expect(products.map((p) => p.ProductNo)).toEqual([1003, 1001]);
    for (const p of products) {
      expect(ProductDetailSchema.parse(p)).toEqual(p);
      expect(p.ProductReviewList).toEqual([]);
      expect(p).not.toHaveProperty('PurchasePrice');
    }
    const one = await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=1001');
    expect(products[1]?.SalesPrice).toBe(one.json<ProductDetail>().SalesPrice);
  });

  it('a price changed in the catalogue is the price it answers', async () => {
    const session = newSession();
    const product = seed.products.find((p) => p.ProductNo === 1002)!;
    const fixtures = await app.inject({
      method: 'POST',
      url: '/__mock/fixtures',
      headers: { 'x-mock-session': session },
      payload: { products: [{ ...product, SalesPrice: product.SalesPrice + 25 }] },
    });
    expect(fixtures.statusCode).toBe(200);
    const res = await call(app, session, 'GET', '/api/Product/loadproducts?ProductNos=1002');
    expect(res.json<ProductDetail[]>()[0]?.SalesPrice).toBe(product.SalesPrice + 25);
  });

  it('a malformed list, or more than 100 numbers, answers 400 naming ProductNos', async () => {
    const many = Array.from({ length: 101 }, (_, i) => 1000 + i).join(',');
    for (const list of ['', 'abc', '1001,,1002', '1001, 1002', '0', many]) {
      const res = await call(app, s, 'GET', `/api/Product/loadproducts?ProductNos=${list}`);
      expect(res.statusCode, list.slice(0, 20)).toBe(400);
      expect(res.json<ErrorResponse>().fields).toContain('ProductNos');
    }
  });
});
