import { describe, expect, it } from 'vitest';
import { testServerForFile } from './test/test-stack.ts';
import { SEARCH_TEXT_MAX } from './search-redirect.ts';

const server = testServerForFile();

const get = (url: string, headers: Record<string, string> = {}) =>
  server().inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });

describe('the search form without JavaScript: /search?text= goes to /search/{text}', () => {
  it('a submitted text is redirected (303) to its search page, URL-encoded and trimmed', async () => {
    const res = await get('/search?text=%20red%20%26%20blue/shoes%3F%20');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/search/red%20%26%20blue%2Fshoes%3F');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the search page it reaches renders the results of that text', async () => {
    const res = await get('/search?text=earbuds');
    const page = await get(String(res.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Wireless Earbuds');
  });

  it(`a text longer than ${SEARCH_TEXT_MAX} characters is cut to ${SEARCH_TEXT_MAX}`, async () => {
    const res = await get(`/search?text=${'a'.repeat(5000)}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/search/${'a'.repeat(SEARCH_TEXT_MAX)}`);
  });

  it('a blank text returns to the same-site page it was submitted from, else home', async () => {
    const from = await get('/search?text=%20%20', {
      referer: 'http://shop.test/category/3?sort=price-asc',
    });
    expect(from.statusCode).toBe(303);
    expect(from.headers.location).toBe('/category/3?sort=price-asc');
    const elsewhere = await get('/search?text=', { referer: 'https://evil.example/phish' });
    expect(elsewhere.headers.location).toBe('/');
    const none = await get('/search?text=');
    expect(none.headers.location).toBe('/');
    // A crafted same-host Referer whose path reads as another site is no way out.
    for (const referer of [
      'http://shop.test//evil.example',
      'http://shop.test//evil.example/x?y=1',
      'http://shop.test/\\evil.example',
    ]) {
      const crafted = await get('/search?text=', { referer });
      expect(crafted.headers.location, referer).toBe('/');
    }
  });

  it('/search without a text is the search page itself (all products), not a redirect', async () => {
    const res = await get('/search?b=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Searched Products');
  });
});
