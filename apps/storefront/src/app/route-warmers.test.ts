import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@trini/domain';
import type { Category, Product } from '@trini/domain';
import { productsApi } from '@/features/products/api/products-api';
import { homePageArgs } from '@/features/products/home-list';
import { searchArgs, searchCountArgs } from '@/features/products/search-args';
import { setupRealMock } from '@/test/real-mock';
import { preloadImage, routeWarmers } from './route-warmers';
import { makeStore } from './store';

const mock = setupRealMock();
/** A warmer's arguments for `path` with route `params`. */
const loaderArgs = (path: string, params: Record<string, string> = {}) => ({
  params,
  url: new URL(`http://shop.test${path}`),
});
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
/** The path and query of every request the mock received in this test, as answered. */
const requested = async () => (await mock.journal()).map((entry) => entry.url);

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('route warmers (start the home page data and first banner before its code)', () => {
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
    await vi.waitFor(async () => expect(await requested()).toHaveLength(1));
    const [url] = await requested();
    expect(Object.fromEntries(new URL(url!, 'http://shop.test').searchParams)).toEqual({
      MaxRecords: '15',
      HomePageProducts: 'true',
      PageNo: '1',
    });
    const firstPage = await mock.lookup<Product[]>(url!);
    expect(firstPage.length).toBeGreaterThan(0);
    await vi.waitFor(() => {
      const cached = productsApi.endpoints.getProducts.select(homePageArgs(PAGE_SIZE.FIRST_PAGE))(
        store.getState(),
      );
      expect(cached.data?.map((p) => p.ProductName)).toEqual(firstPage.map((p) => p.ProductName));
    });
    const banner = preloads().find((l) =>
      l.getAttribute('href')?.endsWith('ERP/Images/Banner/1.jpg'),
    );
    expect(banner).toHaveAttribute('media', '(min-width: 993px)');
  });

  it('search: fetches the results of the text and banner the page reads, and their count (server render)', async () => {
    const store = makeStore();
    routeWarmers(store).search?.(
      loaderArgs('/search/christmas?b=2', { SearchText: ' christmas ' }),
    );
    await vi.waitFor(async () => expect(await requested()).toHaveLength(2));
    const url = '/api/trini/GetProducts?MaxRecords=15&SearchText=christmas&BannerNo=2';
    const countUrl = '/api/trini/GetProductsCount?SearchText=christmas&BannerNo=2';
    expect((await requested()).sort()).toEqual([url, countUrl]);
    const results = await mock.lookup<Product[]>(url);
    expect(results.length).toBeGreaterThan(0);
    const count = await mock.lookup(countUrl);
    await vi.waitFor(() => {
      const state = store.getState();
      expect(
        productsApi.endpoints.getProducts
          .select(searchArgs(' christmas ', '2'))(state)
          .data?.map((p) => p.ProductNo),
      ).toEqual(results.map((p) => p.ProductNo));
      expect(
        productsApi.endpoints.countProducts.select(searchCountArgs(' christmas ', '2'))(state).data,
      ).toEqual(count);
    });
  });

  it('product: fetches the product with its reviews; a malformed number fetches nothing', async () => {
    const store = makeStore();
    routeWarmers(store).product?.(loaderArgs('/productdetails/x', { ProductNo: 'x' }));
    routeWarmers(store).product?.(loaderArgs('/productdetails/1007', { ProductNo: '1007' }));
    await vi.waitFor(async () => expect(await requested()).toHaveLength(1));
    expect(await requested()).toEqual(['/api/Product/loadproduct?ProductNo=1007&LoadReviews=true']);
  });

  it('category without a number: its design page, the tree, then the first category’s products', async () => {
    const [first] = await mock.lookup<Category[]>(
      '/api/store/getproductcategorylist?MaxRecords=15',
    );
    const store = makeStore();
    routeWarmers(store).category?.(loaderArgs('/category'));
    await vi.waitFor(async () => expect(await requested()).toHaveLength(3));
    const urls = await requested();
    const design = '/api/design/LoadDesignPageProducts?PageNo=2&MaxRecords=15';
    const tree = '/api/store/getproductcategorylist?MaxRecords=15';
    const products = `/api/Product/GetProducts?CategoryNo=${first!.ProductCategoryNo}&MaxRecords=15`;
    // The journal lists requests as answered: the design page and the tree go out together
    // (either may be answered first); the products need the tree's first category.
    expect([...urls].sort()).toEqual([design, products, tree].sort());
    expect(urls.indexOf(products)).toBeGreaterThan(urls.indexOf(tree));
  });
});
