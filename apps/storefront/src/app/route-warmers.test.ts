import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { PAGE_SIZE } from '@trini/domain';
import { productsApi } from '@/features/products/api/products-api';
import { homePageArgs } from '@/features/products/home-list';
import { searchArgs } from '@/features/products/search-args';
import { jsonResponse } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import { preloadImage, routeWarmers } from './route-warmers';
import { makeStore } from './store';

const fetchMock = mockFetch();
/** A loader's arguments for `path` with route `params`. */
const loaderArgs = (path: string, params: Record<string, string> = {}) =>
  ({ params, request: new Request(`http://shop.test${path}`) }) as unknown as LoaderFunctionArgs;
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];

beforeEach(() => {
  fetchMock.mockImplementation(async () =>
    jsonResponse([{ ProductNo: 1001, ProductName: 'Blender', SalesPrice: 300 }]),
  );
});
afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('route warmers (issue 6: start the home page data and first banner before its code)', () => {
  it('preloads an image once, limited to the given media', () => {
    preloadImage('/media/a.jpg', '(min-width: 993px)');
    preloadImage('/media/a.jpg', '(min-width: 993px)');
    expect(preloads()).toHaveLength(1);
    expect(preloads()[0]).toHaveAttribute('as', 'image');
    expect(preloads()[0]).toHaveAttribute('media', '(min-width: 993px)');
  });

  it('home: fetches the grid first page into the cache the grid reads, and preloads banner 1 on wide screens', async () => {
    const store = makeStore();
    routeWarmers(store).home?.(loaderArgs('/'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = new URL((fetchMock.mock.calls[0]?.[0] as Request).url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      MaxRecords: '15',
      HomePageProducts: 'true',
      PageNo: '1',
    });
    await vi.waitFor(() => {
      const cached = productsApi.endpoints.getProducts.select(homePageArgs(PAGE_SIZE.FIRST_PAGE))(
        store.getState(),
      );
      expect(cached.data).toHaveLength(1);
    });
    const banner = preloads().find((l) =>
      l.getAttribute('href')?.endsWith('ERP/Images/Banner/1.jpg'),
    );
    expect(banner).toHaveAttribute('media', '(min-width: 993px)');
  });

  /** The path and query of every request made, in order. */
  const requested = () =>
    fetchMock.mock.calls.map((c) => {
      const url = new URL((c[0] as Request).url);
      return `${url.pathname}${url.search}`;
    });

  it('search: fetches the results of the text and banner the page reads (issue 11: server render)', async () => {
    const store = makeStore();
    routeWarmers(store).search?.(loaderArgs('/search/lamp?b=2', { SearchText: ' lamp ' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requested()[0]).toBe('/api/trini/GetProducts?MaxRecords=15&SearchText=lamp&BannerNo=2');
    await vi.waitFor(() =>
      expect(
        productsApi.endpoints.getProducts.select(searchArgs(' lamp ', '2'))(store.getState()).data,
      ).toHaveLength(1),
    );
  });

  it('product: fetches the product with its reviews; a malformed number fetches nothing', async () => {
    const store = makeStore();
    routeWarmers(store).product?.(loaderArgs('/productdetails/x', { ProductNo: 'x' }));
    routeWarmers(store).product?.(loaderArgs('/productdetails/1007', { ProductNo: '1007' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requested()[0]).toBe('/api/Product/loadproduct?ProductNo=1007&LoadReviews=true');
  });

  it('category without a number: its design page, the tree, then the first category’s products', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL((input as Request).url);
      return url.pathname.endsWith('getproductcategorylist')
        ? jsonResponse([
            { ProductCategoryNo: 7, ProductCategoryName: 'Kitchen', SubCategories: [] },
          ])
        : jsonResponse({ ProductList: [] });
    });
    const store = makeStore();
    routeWarmers(store).category?.(loaderArgs('/category'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(requested()).toEqual([
      '/api/design/LoadDesignPageProducts?PageNo=2&MaxRecords=15',
      '/api/store/getproductcategorylist?MaxRecords=15',
      '/api/Product/GetProducts?CategoryNo=7&MaxRecords=15',
    ]);
  });
});
