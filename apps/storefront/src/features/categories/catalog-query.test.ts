// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CATALOG_DEFAULTS,
  categoryArgs,
  changeCatalogQuery,
  parseCatalogQuery,
  priceForSlider,
  sliderForPrice,
  writeCatalogQuery,
} from './catalog-query';
import { pageCount } from '@/lib/page-number';
import type { CatalogQuery } from './catalog-query';

describe('category URL-query controls (extension of shopping.md §2 category page)', () => {
  it('reads defaults from an empty query and ignores bad values', () => {
    expect(parseCatalogQuery(new URLSearchParams(''))).toEqual(CATALOG_DEFAULTS);
    expect(
      parseCatalogQuery(
        new URLSearchParams('sort=bogus&show=7&price=-5&view=tiles&stock=maybe&page=0'),
      ),
    ).toEqual(CATALOG_DEFAULTS);
    expect(parseCatalogQuery(new URLSearchParams('page=1.5&price=abc'))).toEqual(CATALOG_DEFAULTS);
    expect(parseCatalogQuery(new URLSearchParams('page=100000')).page).toBe(1);
  });

  it('round-trips controls through the URL, leaving defaults out and other params kept', () => {
    const q: CatalogQuery = {
      sort: 'price-desc',
      show: 5,
      price: 250,
      stock: ['in'],
      view: 'list',
      page: 3,
    };
    const written = writeCatalogQuery(new URLSearchParams('x=1'), q);
    expect(written.toString()).toBe(
      'x=1&sort=price-desc&show=5&price=250&stock=in&view=list&page=3',
    );
    expect(parseCatalogQuery(written)).toEqual(q);
    expect(writeCatalogQuery(new URLSearchParams(), CATALOG_DEFAULTS).toString()).toBe('');
  });

  it('reads the availability repeated, as the filter form submits it without JavaScript', () => {
    expect(parseCatalogQuery(new URLSearchParams('stock=out&stock=in&stock=out')).stock).toEqual([
      'out',
      'in',
    ]);
    expect(parseCatalogQuery(new URLSearchParams('sort=name-desc&show=5&price=&stock=in'))).toEqual(
      { ...CATALOG_DEFAULTS, sort: 'name-desc', show: 5, stock: ['in'] },
    );
  });

  it('the API arguments: the spec call when untouched, the extensions for each control', () => {
    expect(categoryArgs(7, CATALOG_DEFAULTS)).toEqual({ CategoryNo: 7, MaxRecords: 15 });
    expect(
      categoryArgs(7, { ...CATALOG_DEFAULTS, sort: 'name-asc', show: 25, price: 99, page: 2 }),
    ).toEqual({ CategoryNo: 7, MaxRecords: 25, PageNo: 2, SortBy: 'name-asc', MaxPrice: 99 });
    expect(categoryArgs(7, { ...CATALOG_DEFAULTS, stock: ['out'] }).Availability).toBe('out');
    // Both ticked means all, as none ticked does.
    expect(categoryArgs(7, { ...CATALOG_DEFAULTS, stock: ['in', 'out'] })).not.toHaveProperty(
      'Availability',
    );
  });

  it('changing the sort, size or a filter starts again at page 1; the view keeps the page', () => {
    const on3 = { ...CATALOG_DEFAULTS, page: 3 };
    expect(changeCatalogQuery(on3, { ...on3, sort: 'price-asc' }).page).toBe(1);
    expect(changeCatalogQuery(on3, { ...on3, show: 5 }).page).toBe(1);
    expect(changeCatalogQuery(on3, { ...on3, price: 10 }).page).toBe(1);
    expect(changeCatalogQuery(on3, { ...on3, stock: ['in'] }).page).toBe(1);
    expect(changeCatalogQuery(on3, { ...on3, view: 'list' }).page).toBe(3);
    expect(changeCatalogQuery(on3, { ...on3, page: 4 }).page).toBe(4);
  });

  it('the price slider is a percent of the highest price, 0 meaning no limit', () => {
    expect(priceForSlider(0, 600)).toBeNull();
    expect(priceForSlider(100, 600)).toBeNull();
    expect(priceForSlider(50, 600)).toBe(300);
    expect(priceForSlider(33, 100.5)).toBe(34); // whole TT$, rounded up
    expect(sliderForPrice(300, 600)).toBe(50);
    expect(sliderForPrice(null, 600)).toBe(0);
    expect(sliderForPrice(1000, 600)).toBe(0);
  });

  it('counts pages', () => {
    expect(pageCount(22, 15)).toBe(2);
    expect(pageCount(30, 15)).toBe(2);
    expect(pageCount(0, 15)).toBe(1);
  });
});
