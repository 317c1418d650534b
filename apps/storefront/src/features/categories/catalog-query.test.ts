import { describe, expect, it } from 'vitest';
import type { Product } from '@trini/domain';
import {
  CATALOG_DEFAULTS,
  applyCatalogQuery,
  parseCatalogQuery,
  priceLimit,
  sliderForPrice,
  writeCatalogQuery,
} from './catalog-query';

const p = (n: number, name: string, price: number, soldOut = false) =>
  ({ ProductNo: n, ProductName: name, SalesPrice: price, IsSoldOut: soldOut }) as Product;
const products = [
  p(1, 'Blender', 300),
  p(2, 'Airfryer', 600),
  p(3, 'Cup', 50, true),
  p(4, 'Drill', 150),
];

describe('category URL-query controls (extension of shopping.md §2 category page)', () => {
  it('reads defaults from an empty query and ignores bad values', () => {
    expect(parseCatalogQuery(new URLSearchParams(''))).toEqual(CATALOG_DEFAULTS);
    expect(
      parseCatalogQuery(new URLSearchParams('sort=bogus&show=7&max=500&view=tiles&stock=maybe')),
    ).toEqual(CATALOG_DEFAULTS);
  });

  it('round-trips controls through the URL, leaving defaults out and other params kept', () => {
    const q = { sort: 'price-desc', show: 5, max: 50, stock: ['in'], view: 'list' } as const;
    const written = writeCatalogQuery(new URLSearchParams('x=1'), { ...q, stock: [...q.stock] });
    expect(written.toString()).toBe('x=1&sort=price-desc&show=5&max=50&stock=in&view=list');
    expect(parseCatalogQuery(written)).toEqual({ ...q, stock: ['in'] });
    expect(writeCatalogQuery(new URLSearchParams(), CATALOG_DEFAULTS).toString()).toBe('');
  });

  it('sorts by name and by price', () => {
    const names = (sort: typeof CATALOG_DEFAULTS.sort) =>
      applyCatalogQuery(products, { ...CATALOG_DEFAULTS, sort }).shown.map((x) => x.ProductName);
    expect(names('default')).toEqual(['Blender', 'Airfryer', 'Cup', 'Drill']);
    expect(names('name-asc')).toEqual(['Airfryer', 'Blender', 'Cup', 'Drill']);
    expect(names('name-desc')).toEqual(['Drill', 'Cup', 'Blender', 'Airfryer']);
    expect(names('price-asc')).toEqual(['Cup', 'Drill', 'Blender', 'Airfryer']);
    expect(names('price-desc')).toEqual(['Airfryer', 'Blender', 'Drill', 'Cup']);
  });

  it('Show limits the number of products shown', () => {
    const r = applyCatalogQuery(products, { ...CATALOG_DEFAULTS, show: 5 });
    expect(r.shown).toHaveLength(4);
    expect(
      applyCatalogQuery(
        [...products, ...products.map((x) => ({ ...x, ProductNo: x.ProductNo + 10 }))],
        { ...CATALOG_DEFAULTS, show: 5 },
      ).shown,
    ).toHaveLength(5);
  });

  it('filters by availability: In Stock, Out of Stock, or both/none for all', () => {
    expect(
      applyCatalogQuery(products, { ...CATALOG_DEFAULTS, stock: ['out'] }).shown.map(
        (x) => x.ProductNo,
      ),
    ).toEqual([3]);
    expect(applyCatalogQuery(products, { ...CATALOG_DEFAULTS, stock: ['in'] }).matched).toBe(3);
    expect(applyCatalogQuery(products, { ...CATALOG_DEFAULTS, stock: ['in', 'out'] }).matched).toBe(
      4,
    );
  });

  it('the price slider is a percent of the highest price, 0 meaning no limit', () => {
    expect(priceLimit(0, 600)).toBeNull();
    expect(priceLimit(50, 600)).toBe(300);
    expect(
      applyCatalogQuery(products, { ...CATALOG_DEFAULTS, max: 50 }).shown.map((x) => x.ProductNo),
    ).toEqual([1, 3, 4]);
    expect(sliderForPrice(300, 600)).toBe(50);
    expect(sliderForPrice(0, 600)).toBe(0);
    expect(sliderForPrice(1000, 600)).toBe(0);
  });
});
