import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, STORAGE_KEYS } from '@trini/domain';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import ProductDetailRoute from './product-detail';

const fetchMock = mockFetch();
const detail = (over: Record<string, unknown> = {}) => ({
  ProductNo: 1002,
  ProductName: 'Cocoa Butter Lotion',
  ProductDescription: 'Rich lotion',
  ProductCategoryName: 'Health & Beauty',
  Barcode: '123456',
  SalesPrice: 50,
  SalesPrice2: 90,
  SalesPrice3: 130,
  SalesPrice5: 200,
  DiscountPercent: 0,
  FreeDelivery: 0,
  FreeDeliveryQuantity: 0,
  IsSoldOut: false,
  VideoFileName: null,
  ProductImageList: [],
  ProductReviewList: [
    {
      ProductNo: 1002,
      CustomerName: 'Ria',
      CustomerMobile: '1234567',
      ReviewTitle: 'Lovely',
      Comments: 'Soft skin',
      Rating: 4,
    },
  ],
  ...over,
});

function serve(product: ReturnType<typeof detail>) {
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
}

const render = (url: string) =>
  renderWithProviders(<ProductDetailRoute />, { route: url, path: '/productdetails/:ProductNo' });

describe('product detail (shopping.md §2 product detail, §4 product page)', () => {
  it('shows a loader, then the product with bundle prices, UPC, reviews and only the non-empty related lists', async () => {
    serve(detail());
    render('/productdetails/1002');
    expect(screen.getByRole('status')).toHaveTextContent('Loading product');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cocoa Butter Lotion' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Bundle prices' })).toHaveTextContent('2 for TT$90.00');
    expect(screen.getByText('123456')).toBeInTheDocument();
    expect(screen.getByText('Lovely')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(2); // summary and the review
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Similar Products' })).not.toBeInTheDocument();
    const req = new URL((fetchMock.mock.calls[0]?.[0] as Request).url);
    expect(req.searchParams.get('LoadReviews')).toBe('true');
  });

  it('Buy Now adds the chosen quantity and goes to /cart', async () => {
    serve(detail());
    const { user, store, router } = render('/productdetails/1002');
    const qty = await screen.findByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '3');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(store.getState().cart.ItemList[0]).toMatchObject({ ProductNo: 1002, Quantity: 3 });
    expect(store.getState().cart.ItemTotal).toBe(130);
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('a sold-out product is refused on Buy Now and the page stays', async () => {
    serve(detail({ IsSoldOut: true }));
    const { user, store, router } = render('/productdetails/1002');
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText(MESSAGES.SOLD_OUT)).toBeInTheDocument();
    expect(store.getState().cart.ItemList).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/productdetails/1002');
  });

  it("?fbclid= marks the visitor: session 'fb' = '1' and FromFB on the cart", async () => {
    serve(detail());
    const { store } = render('/productdetails/1002?fbclid=xyz');
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.FROM_FB)).toBe('1'));
    expect(store.getState().cart.FromFB).toBe(true);
  });
});
