import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trini/domain';
import { makeStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cart-slice';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import type { Product } from '@trini/domain';
import DirectOrderRoute from './direct-order';

const PRODUCT = {
  ProductNo: 1001,
  ProductName: 'Wireless Earbuds',
  ProductDescription: '',
  ProductCategoryName: 'Electronics',
  Barcode: '5213432591816',
  ProductStyle: 'Black',
  SalesPrice: 100,
  DiscountPercent: 0,
  FreeDelivery: 0,
  FreeDeliveryQuantity: 0,
  IsSoldOut: false,
  VideoFileName: '',
  ImageFilePathThumbnail: '',
  ProductImageList: [],
  ProductReviewList: [],
};

const fetchMock = mockFetch();
let shopAnswer: () => Promise<Response>;
beforeEach(() => {
  shopAnswer = async () => jsonResponse({ ShopNo: 77 });
  fetchMock.mockImplementation(async (input) => {
    const req = input as Request;
    const path = new URL(req.url, 'http://localhost').pathname;
    if (path === '/api/Trini/GetCityList') return jsonResponse([]);
    if (path === '/api/Shop/GetShop') return shopAnswer();
    if (path === '/api/Product/loadproduct') return jsonResponse(PRODUCT);
    if (path === '/api/shop/SaveOrder')
      return jsonResponse({ success: true, msg: 'ok', OrderNo: 9 });
    return jsonResponse({ msg: 'not found' }, 404);
  });
});

const render = (route: string) => {
  const store = makeStore();
  store.dispatch(
    itemAdded({ product: { ProductNo: 2002, ProductName: 'Other', SalesPrice: 50 } as Product }),
  );
  return renderWithProviders(<DirectOrderRoute />, {
    store,
    route,
    path: '/fborder/:ProductNo/:ShopNo?',
  });
};

describe('direct order page (ordering.md §2 fborder, §4 direct order, §8 shop lookup failure)', () => {
  it("an unknown shop (no ShopName) falls back to the default shop 'Online Store', and the order goes to shop 9 with Source 2", async () => {
    const { user, store, router } = render('/fborder/1001/77');
    expect(
      await screen.findByRole('heading', { name: `${MESSAGES.CREATE_ORDER} Online Store` }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Wireless Earbuds')).toBeInTheDocument();
    expect(store.getState().cart.ItemList).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
    await user.click(screen.getByRole('button', { name: MESSAGES.SEND_ORDER }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    const req = fetchMock.mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.url.includes('SaveOrder'))!;
    const order = (await req.clone().json()) as Record<string, unknown> & {
      OrderProductList: Array<{ ProductNo: number }>;
    };
    expect(order).toMatchObject({
      ShopNo: 9,
      ShopName: 'Online Store',
      Source: 2,
      TotalAmount: 140,
    });
    expect(order.OrderProductList.map((l) => l.ProductNo)).toEqual([1001]);
    expect(store.getState().cart.ItemList).toHaveLength(0);
  });

  it('a failed shop lookup also falls back to the default shop', async () => {
    shopAnswer = async () => jsonResponse({ msg: 'boom' }, 500);
    render('/fborder/1001/3');
    expect(await screen.findByText('Online Store')).toBeInTheDocument();
  });

  it('a known shop shows its name; the quantity is editable and priced by the engine without touching the main cart', async () => {
    shopAnswer = async () => jsonResponse({ ShopNo: 2, ShopName: 'San Fernando Outlet' });
    const { user, store } = render('/fborder/1001/2');
    expect(
      await screen.findByRole('heading', { name: `${MESSAGES.CREATE_ORDER} San Fernando Outlet` }),
    ).toBeInTheDocument();
    const qty = await screen.findByRole('spinbutton', { name: 'Quantity of Wireless Earbuds' });
    await user.clear(qty);
    await user.type(qty, '2');
    expect(screen.getAllByText('TT$200.00').length).toBeGreaterThan(0);
    expect(store.getState().cart.ItemList.map((l) => l.ProductNo)).toEqual([2002]);
  });
});
