import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trini/domain';
import type { Product } from '@trini/domain';
import { makeStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cart-slice';
import { mockFetch } from '@/test/mock-fetch';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import CategoryRoute from '@/routes/category';
import CheckoutRoute from '@/routes/checkout';
import DirectOrderRoute from '@/routes/direct-order';
import ProductDetailRoute from '@/routes/product-detail';

/*
 * Pages read what the domain contract promises (issue 12 §6): an answer the contract accepts shows
 * (with the contract's defaults), an answer it refuses is that call's error and the page stays.
 */

const fetchMock = mockFetch();
let answers: Record<string, unknown> = {};
beforeEach(() => {
  answers = {};
  fetchMock.mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname;
    return path in answers ? jsonResponse(answers[path]) : jsonResponse([], 200);
  });
});

const withCartLine = () => {
  const store = makeStore();
  store.dispatch(
    itemAdded({ product: { ProductNo: 2002, ProductName: 'Other', SalesPrice: 50 } as Product }),
  );
  return store;
};

describe('answers the contract accepts or refuses (issue 12 §6)', () => {
  it('a product answer without its lists (the contract fills in none) shows the product', async () => {
    // The contract's defaults: no images, no reviews, no description.
    answers['/api/Product/loadproduct'] = {
      ProductNo: 1002,
      ProductName: 'Cocoa Butter Lotion',
      SalesPrice: 50,
    };
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
    answers['/api/store/getproductcategorylist'] = [
      { ProductCategoryNo: 5, ProductCategoryName: 'Kitchen' },
    ];
    answers['/api/Product/GetProducts'] = {
      ProductList: [{ ProductNo: 1, ProductName: 'Blender', SalesPrice: 300 }],
    };
    renderWithProviders(<CategoryRoute />, {
      route: '/category/5',
      path: '/category/:ProductCategoryNo',
    });
    expect(await screen.findByText("We couldn't load the categories.")).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Categories products' });
    expect(within(grid).getByRole('heading', { name: 'Blender' })).toBeInTheDocument();
  });

  it('a city list that is not a list leaves the checkout usable, with no cities offered', async () => {
    answers['/api/Trini/GetCityList'] = { cities: [] };
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
    answers['/api/Shop/GetShop'] = { ShopNo: 77, ShopName: 5 };
    answers['/api/Trini/GetCityList'] = [];
    answers['/api/Product/loadproduct'] = {
      ProductNo: 1001,
      ProductName: 'Wireless Earbuds',
      SalesPrice: 100,
    };
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
