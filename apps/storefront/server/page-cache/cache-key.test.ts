import { describe, expect, it } from 'vitest';
import { CATALOG_DEFAULTS } from '@/features/categories/catalog-query';
import { ORDER_PARAM } from '@/features/account/customer-order';
import { PAGE_QUERY_PARAMS, isCacheablePath, pageCacheKey, untrackedPath } from './cache-key.ts';

describe('pageCacheKey', () => {
  it('holds the origin, the path as sent and the query sorted in one encoding', () => {
    const o = 'https://shop.example';
    expect(pageCacheKey(o, '/category/1')).toBe('https://shop.example/category/1');
    expect(pageCacheKey(o, '/category/1?sort=2&page=3')).toBe(
      pageCacheKey(o, '/category/1?page=3&sort=2'),
    );
    expect(pageCacheKey(o, '/search/a?q=a+b')).toBe(pageCacheKey(o, '/search/a?q=a%20b'));
    expect(pageCacheKey(o, '/x?')).toBe(pageCacheKey(o, '/x'));
    // A repeated parameter keeps its order: `stock=in&stock=out` may differ from the reverse.
    expect(pageCacheKey(o, '/c?stock=in&a=1&stock=out')).toBe(
      'https://shop.example/c?a=1&stock=in&stock=out',
    );
    expect(pageCacheKey(o, '/category/1')).not.toBe(
      pageCacheKey('https://www.shop.example', '/category/1'),
    );
    expect(pageCacheKey(o, '/category/1?page=2')).not.toBe(pageCacheKey(o, '/category/1?page=3'));
  });

  it('leaves tracking parameters out, whatever their order and case of the others', () => {
    const o = 'https://shop.example';
    expect(pageCacheKey(o, '/productdetails/1?utm_source=a&gclid=b&fbclid=c')).toBe(
      'https://shop.example/productdetails/1',
    );
    expect(pageCacheKey(o, '/category/1?utm_term=x&page=2&_gl=y')).toBe(
      pageCacheKey(o, '/category/1?page=2'),
    );
    // Only whole names: a parameter that merely contains one is not tracking.
    expect(pageCacheKey(o, '/c?xgclid=1')).toBe('https://shop.example/c?xgclid=1');
  });
});

describe('untrackedPath and isCacheablePath', () => {
  it('drops tracking parameters from the URL rendered and keeps a path without them as sent', () => {
    expect(untrackedPath('/p/1?utm_source=a&msclkid=b')).toBe('/p/1');
    expect(untrackedPath('/search/a?page=2&utm_medium=x&from=1')).toBe('/search/a?page=2&from=1');
    expect(untrackedPath('/search/a%20b?q=a+b')).toBe('/search/a%20b?q=a+b');
    expect(untrackedPath('/x')).toBe('/x');
  });

  it('a page may be kept when its query holds only parameters a render reads and tracking ones', () => {
    expect(isCacheablePath('/')).toBe(true);
    expect(isCacheablePath('/category/1?sort=price-asc&page=2&utm_source=x')).toBe(true);
    expect(isCacheablePath('/?x=1')).toBe(false);
    expect(isCacheablePath('/productdetails/1?page=1&cachebuster=9')).toBe(false);
  });

  it('knows every parameter the category page and the order detail read', () => {
    for (const name of [...Object.keys(CATALOG_DEFAULTS), ORDER_PARAM])
      expect(PAGE_QUERY_PARAMS.has(name), name).toBe(true);
  });
});
