import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, endpoints } from '@trini/domain';
import type { Product } from '@trini/domain';
import { makeStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cart-slice';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import CategoryRoute from '@/routes/category';
import CheckoutRoute from '@/routes/checkout';
import DirectOrderRoute from '@/routes/direct-order';
import ProductDetailRoute from '@/routes/product-detail';

/*
 * Pages read what the domain contract promises: an answer the contract accepts shows
 * (with the contract's defaults), an answer it refuses is that call's error and the page stays.
 * The mock's own answers are complete and well formed: the answer under test is forced by a
 * scenario with its body; every other call of the page is answered by the mock as seeded.
 */

const mock = setupRealMock();
/** Answers every GET of `path` in this test with `body`. */
const answerWith = (path: string, body: unknown) =>
  mock.scenario({ method: 'GET', path, status: 200, body });

const withCartLine = () => {
  const store = makeStore();
  // A seeded product: the checkout prices its cart again from the catalogue, which knows it.
  store.dispatch(
    itemAdded({
      product: {
        ProductNo: 1001,
        ProductName: 'Wireless Earbuds with Charging Case',
        SalesPrice: 100,
      },
    }),
  );
  return store;
};

describe('answers the contract accepts or refuses', () => {
  it('a product answer without its lists (the contract fills in none) shows the product', async () => {
    // The contract's defaults: no images, no reviews, no description.
    await answerWith(endpoints.loadProduct.path, {
      ProductNo: 1002,
      ProductName: 'Cocoa Butter Lotion',
      SalesPrice: 50,
    });
    renderWithProviders(<ProductDetailRoute />, {
      route: '/productdetails/1002',
      path: '/productdetails/:ProductNo',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cocoa Butter Lotion' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
  });

  it('a category tree with a category lacking SubCategories is the tree’s error; the products still show', async () => {
    await answerWith(endpoints.getCategoryTree.path, [
      { ProductCategoryNo: 5, ProductCategoryName: 'Kitchen' },
    ]);
    renderWithProviders(<CategoryRoute />, {
      route: '/category/5',
      path: '/category/:ProductCategoryNo',
    });
    expect(await screen.findByText("We couldn't load the categories.")).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Categories products' });
    let asked: string | undefined;
    await waitFor(async () => {
      asked = (await mock.journal({ path: endpoints.getCategoryProducts.path }))[0]?.url;
      expect(asked).toBeDefined();
    });
    const { ProductList } = await mock.lookup<{ ProductList: Product[] }>(asked!);
    expect(
      within(grid).getByRole('heading', { name: ProductList[0]!.ProductName }),
    ).toBeInTheDocument();
  });

  it('a city list that is not a list leaves the checkout usable, with no cities offered', async () => {
    await answerWith(endpoints.getCityList.path, { cities: [] });
    renderWithProviders(<CheckoutRoute />, {
      store: withCartLine(),
      route: '/checkout',
      path: '/checkout',
    });
    expect(await screen.findByRole('button', { name: MESSAGES.PLACE_ORDER })).toBeInTheDocument();
    const city = screen.getByRole('combobox', { name: /^City/ });
    await screen.findByRole('option', { name: 'Select a city' });
    expect(within(city).getAllByRole('option')).toHaveLength(1);
  });

  it('a shop answer with a numeric ShopName falls back to the default shop', async () => {
    await answerWith(endpoints.getShop.path, { ShopNo: 77, ShopName: 5 });
    renderWithProviders(<DirectOrderRoute />, {
      store: withCartLine(),
      route: '/fborder/1001/77',
      path: '/fborder/:ProductNo/:ShopNo?',
    });
    expect(
      await screen.findByRole('heading', { name: `${MESSAGES.CREATE_ORDER} Online Store` }),
    ).toBeInTheDocument();
  });
});
