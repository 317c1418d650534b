import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trini/domain';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import CartRoute from './cart';

const fetchMock = mockFetch();
const product = {
  ProductNo: 1001,
  ProductName: 'Plain Blender',
  ProductDescription: '',
  ProductCategoryName: 'Kitchen',
  Barcode: '100100',
  SalesPrice: 300,
  DiscountPercent: 0,
  FreeDelivery: 0,
  FreeDeliveryQuantity: 0,
  IsSoldOut: false,
  VideoFileName: null,
  ProductImageList: [],
  ProductReviewList: [],
};

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (url.pathname.endsWith('/loadproduct')) return jsonResponse(product);
    if (url.pathname.endsWith('/LoadDesignPageProducts'))
      return jsonResponse({ NewArrivalList: [], Sections: [] });
    return jsonResponse(
      url.searchParams.get('BestSellers')
        ? [{ ProductNo: 7, ProductName: 'Best One', SalesPrice: 9 }]
        : [],
    );
  });
});

describe('cart page (shopping.md §2 cart page)', () => {
  it('/cart/{ProductNo} shows its loader from the first paint, never the empty cart, then the line and /cart', async () => {
    const { router, store } = renderWithProviders(<CartRoute />, {
      route: '/cart/1001',
      path: '/cart/:ProductNo?',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Adding the product to your cart');
    expect(screen.queryByText(MESSAGES.CART_EMPTY_TITLE)).not.toBeInTheDocument();
    expect((await screen.findAllByRole('cell', { name: /Plain Blender/ })).length).toBeGreaterThan(
      0,
    );
    expect(router.state.location.pathname).toBe('/cart');
    expect(store.getState().cart.ItemList.map((l) => l.ProductNo)).toEqual([1001]);
    expect(screen.queryByText(MESSAGES.CART_EMPTY_TITLE)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeInTheDocument();
  });

  it('an empty cart shows the empty view with Best Sellers below', async () => {
    renderWithProviders(<CartRoute />, { route: '/cart', path: '/cart/:ProductNo?' });
    expect(screen.getByText(MESSAGES.CART_EMPTY_TITLE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeInTheDocument();
  });
});
