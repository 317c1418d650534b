import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { PAGE_SIZE } from '@trini/domain';
import { productsApi } from '@/features/products/api/products-api';
import { homePageArgs } from '@/features/products/home-list';
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
});
