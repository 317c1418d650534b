import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchRoutes } from 'react-router';
import { matchAppRoute, prepareRoute, routes } from './router';
import type { WarmArgs } from './router';

const matchedPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path ?? '(index)';

describe('route table (shopping.md §2 routes, ordering.md §2 route table)', () => {
  it.each([
    ['/', '(index)'],
    ['/home', 'home'],
    ['/home/SAVE10', 'home/:cc'],
    ['/claimcc', 'claimcc'],
    ['/claimcc/SAVE10', 'claimcc/:cc'],
    ['/search', 'search'],
    ['/search/rice%20cooker', 'search/:SearchText'],
    ['/category', 'category'],
    ['/category/12', 'category/:ProductCategoryNo'],
    ['/productdetails', 'productdetails'],
    ['/productdetails/1001', 'productdetails/:ProductNo'],
    ['/cart', 'cart/:ProductNo?'],
    ['/cart/1001', 'cart/:ProductNo?'],
    ['/wishlist', 'wishlist/:ProductNo?'],
    ['/wishlist/1001', 'wishlist/:ProductNo?'],
    ['/checkout', 'checkout'],
    ['/deliverypolicy', 'deliverypolicy'],
    ['/termsandcondition', 'termsandcondition'],
    ['/aboutus', 'aboutus'],
    ['/ourservices', 'ourservices'],
    ['/privacypolicy', 'privacypolicy'],
    ['/fborder/1001/9', 'fborder/:ProductNo/:ShopNo'],
  ])('%s is served by the %s route', (url, path) => {
    expect(matchedPath(url)).toBe(path);
  });

  it('an unknown path falls through to the 404 page', () => {
    expect(matchedPath('/no-such-page')).toBe('*');
  });
});

describe('prepareRoute (the server render, hydration and every navigation start here)', () => {
  it('names the pattern and screen of a path, for the metrics and the stylesheets', () => {
    expect(matchAppRoute('/category/12')).toMatchObject({
      pattern: '/category/:ProductCategoryNo',
      params: { ProductCategoryNo: '12' },
    });
    expect(matchAppRoute('/category/12').screens.map((s) => s.screen)).toEqual([
      'src/routes/category.tsx',
    ]);
    expect(matchAppRoute('/').pattern).toBe('/');
    expect(matchAppRoute('/no-such-page').screens.map((s) => s.screen)).toEqual([
      'src/routes/not-found.tsx',
    ]);
  });

  it("starts the route's warmer with its params and query, and loads the screen's code", async () => {
    const category = vi.fn();
    const home = vi.fn();
    const match = await prepareRoute('/category/7?sort=price-asc', { category, home });
    expect(home).not.toHaveBeenCalled();
    expect(category).toHaveBeenCalledTimes(1);
    const [{ params, url }] = category.mock.calls[0] as [WarmArgs];
    expect(params).toMatchObject({ ProductCategoryNo: '7' });
    expect(url.searchParams.get('sort')).toBe('price-asc');
    expect(match.screens.map((s) => s.screen)).toEqual(['src/routes/category.tsx']);
  });

  it('a prepared screen renders in the first pass, never suspending (what hydration relies on)', async () => {
    await prepareRoute('/no-such-page');
    const notFound = routes[0]!.children!.find((r) => r.path === '*')!;
    render(<MemoryRouter>{notFound.element}</MemoryRouter>);
    // No await: the heading is there from the first render, not after a fallback.
    expect(screen.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  });
});
