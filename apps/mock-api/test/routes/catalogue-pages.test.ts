import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, Product, ProductCount } from '@trini/domain';
import { build, call, newSession } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

interface CategoryAnswer {
  ProductList: Product[];
  TotalRecords: number;
  HighestPrice: number;
}

const category = async (query: string): Promise<CategoryAnswer> =>
  (await call(app, newSession(), 'GET', `/api/Product/GetProducts?${query}`)).json();

/** Every page of a category query, concatenated. */
async function allPages(query: string, size: number): Promise<Product[]> {
  const first = await category(`${query}&MaxRecords=${size}&PageNo=1`);
  const pages = Math.ceil(first.TotalRecords / size);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) =>
      category(`${query}&MaxRecords=${size}&PageNo=${i + 2}`),
    ),
  );
  return [first, ...rest].flatMap((a) => a.ProductList);
}

describe('category call extensions: pages, sort and filters over the whole category', () => {
  it('the spec call is unchanged: the first MaxRecords, with the whole count and highest price', async () => {
    const answer = await category('CategoryNo=1&MaxRecords=15');
    expect(answer.ProductList).toHaveLength(15);
    expect(answer.TotalRecords).toBeGreaterThan(15);
    const all = await allPages('CategoryNo=1', 100);
    expect(answer.HighestPrice).toBe(Math.max(...all.map((p) => p.SalesPrice)));
  });

  it('pages reach every product of the category once', async () => {
    const whole = await category('CategoryNo=1&MaxRecords=100');
    const paged = await allPages('CategoryNo=1', 5);
    expect(paged.map((p) => p.ProductNo)).toEqual(whole.ProductList.map((p) => p.ProductNo));
    expect(new Set(paged.map((p) => p.ProductNo)).size).toBe(whole.TotalRecords);
    expect((await category('CategoryNo=1&MaxRecords=5&PageNo=99')).ProductList).toEqual([]);
  });

  it('Price(Low>High) sorts the whole category: page 1 starts with its cheapest product', async () => {
    const sorted = await allPages('CategoryNo=1&SortBy=price-asc', 5);
    const prices = sorted.map((p) => p.SalesPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const whole = await category('CategoryNo=1&MaxRecords=100');
    expect(prices[0]).toBe(Math.min(...whole.ProductList.map((p) => p.SalesPrice)));
    const names = (await allPages('CategoryNo=1&SortBy=name-desc', 10)).map((p) => p.ProductName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
  });

  it('price range and availability filter the whole category, and TotalRecords counts the matches', async () => {
    const whole = (await category('CategoryNo=1&MaxRecords=100')).ProductList;
    const inRange = await allPages('CategoryNo=1&MinPrice=50&MaxPrice=200', 5);
    expect(inRange.map((p) => p.ProductNo).sort()).toEqual(
      whole
        .filter((p) => p.SalesPrice >= 50 && p.SalesPrice <= 200)
        .map((p) => p.ProductNo)
        .sort(),
    );
    const soldOut = await category('CategoryNo=1&MaxRecords=100&Availability=out');
    expect(soldOut.ProductList.every((p) => p.IsSoldOut)).toBe(true);
    const inStock = await category('CategoryNo=1&MaxRecords=100&Availability=in');
    expect(inStock.ProductList.some((p) => p.IsSoldOut)).toBe(false);
    expect(soldOut.TotalRecords + inStock.TotalRecords).toBe(whole.length);
  });

  it('a bad extension value is a 400 naming it', async () => {
    for (const bad of ['SortBy=cheapest', 'MaxPrice=-1', 'Availability=maybe', 'PageNo=0']) {
      const res = await call(
        app,
        newSession(),
        'GET',
        `/api/Product/GetProducts?CategoryNo=1&${bad}`,
      );
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ErrorResponse>().fields, bad).toEqual([bad.split('=')[0]]);
    }
  });
});

describe('GetProductsCount: how many products a search matches', () => {
  it('counts what GetProducts pages through for the same search', async () => {
    const s = newSession();
    const { TotalRecords } = (
      await call(app, s, 'GET', '/api/trini/GetProductsCount?SearchText=a')
    ).json<ProductCount>();
    expect(TotalRecords).toBeGreaterThan(30);
    const pages = Math.ceil(TotalRecords / 15);
    const seen = new Set<number>();
    for (let pageNo = 1; pageNo <= pages + 1; pageNo++) {
      const list: Product[] = (
        await call(
          app,
          s,
          'GET',
          `/api/trini/GetProducts?SearchText=a&MaxRecords=15&PageNo=${pageNo}`,
        )
      ).json();
      for (const p of list) seen.add(p.ProductNo);
    }
    expect(seen.size).toBe(TotalRecords);
    const banner = (
      await call(app, s, 'GET', '/api/trini/GetProductsCount?BannerNo=1')
    ).json<ProductCount>();
    expect(banner.TotalRecords).toBeGreaterThan(0);
    const none = (
      await call(app, s, 'GET', '/api/trini/GetProductsCount?SearchText=zzzzqqq')
    ).json<ProductCount>();
    expect(none.TotalRecords).toBe(0);
  });
});
