import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './cache-key.ts';

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
});
