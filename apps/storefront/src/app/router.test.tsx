import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, createStaticHandler, matchRoutes } from 'react-router';
import { loadRouteModules, matchAppRoute, routerContext, routes } from './router';
import { makeStore } from './store';

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

describe("the data router's routes (the server render and hydration start here)", () => {
  it('names the pattern and screen of a path, for the metrics and the module preloads', () => {
    expect(matchAppRoute('/category/12')).toEqual({
      pattern: '/category/:ProductCategoryNo',
      params: { ProductCategoryNo: '12' },
      screens: ['src/routes/category.tsx'],
    });
    expect(matchAppRoute('/').pattern).toBe('/');
    expect(matchAppRoute('/no-such-page').screens).toEqual(['src/routes/not-found.tsx']);
  });

  it("a route's loader starts its screen's data with the route's params and query (the server waits for it)", async () => {
    const asked: unknown[] = [];
    const store = makeStore(undefined, {
      fromBrowserStorage: false,
      extra: {
        baseQuery: (args) => {
          asked.push(args);
          return { error: { status: 503, data: null } };
        },
      },
    });
    const context = await createStaticHandler(routes).query(
      new Request('http://shop.test/category/7?sort=price-asc'),
      { requestContext: routerContext(store) },
    );
    expect(context).not.toBeInstanceOf(Response);
    // The category's products, sorted as its query says, the tree and the design page beside them.
    expect(asked).toContainEqual(
      expect.objectContaining({
        url: '/api/Product/GetProducts',
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- a Vitest matcher
        params: expect.objectContaining({ CategoryNo: 7, SortBy: 'price-asc' }),
      }),
    );
    expect(asked).toContainEqual(
      expect.objectContaining({ url: '/api/store/getproductcategorylist' }),
    );
  });

  it("loads the matched screen's code before the router starts, so hydration's first render never suspends", async () => {
    const hydration = await loadRouteModules({ pathname: '/category/7' });
    // The server ran the category route's loader: the router must not run it again.
    expect(hydration.loaderData).toEqual({ 'category/:ProductCategoryNo': null });
    await loadRouteModules({ pathname: '/no-such-page' });
    const notFound = routes[0]!.children!.find((r) => r.path === '*')!;
    expect(notFound.lazy).toBeUndefined();
    const NotFound = notFound.Component!;
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    // No await: the heading is there from the first render, not after a fallback.
    expect(screen.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  });
});
