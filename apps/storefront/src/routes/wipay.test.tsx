import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@trini/domain';
import type { Product } from '@trini/domain';
import { makeStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cart-slice';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import WipayRoute from './wipay';

const fetchMock = mockFetch();

const RETURN = '/wipay?status=success&order_id=100005&transaction_id=T-1&total=140.00&hash=abc';

function setup(route = RETURN) {
  const store = makeStore();
  store.dispatch(
    itemAdded({ product: { ProductNo: 1001, ProductName: 'Earbuds', SalesPrice: 100 } as Product }),
  );
  return renderWithProviders(<WipayRoute />, { store, route, path: '/wipay' });
}

describe('payment return page (ordering.md §2 payment return page, §4, §8)', () => {
  it("shows 'Processing !' then, when WipayReceive answers status success, 'Order Placed !', clears the cart and goes on to /success", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 'success', OrderNo: 100005 }));
    const { store, router } = setup();
    expect(screen.getByText(MESSAGES.PAYMENT_PROCESSING)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.PAYMENT_PLACED)).toBeInTheDocument();
    expect(store.getState().cart.ItemList).toHaveLength(0);
    const body = await (fetchMock.mock.calls[0]?.[0] as Request).clone().json();
    expect(body).toEqual({
      status: 'success',
      order_id: '100005',
      transaction_id: 'T-1',
      total: '140.00',
      hash: 'abc',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'), { timeout: 3000 });
  });

  it("shows 'Order could not be placed!' and keeps the cart when the status is not success", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ status: 'failed', msg: 'The payment was not completed.' }),
    );
    const { store } = setup(
      '/wipay?status=failed&order_id=100005&transaction_id=T-1&total=140.00&hash=abc',
    );
    expect(await screen.findByText(MESSAGES.PAYMENT_FAILED)).toBeInTheDocument();
    expect(store.getState().cart.ItemList).toHaveLength(1);
  });

  it("shows 'Order could not be placed!' when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    setup();
    expect(await screen.findByText(MESSAGES.PAYMENT_FAILED)).toBeInTheDocument();
  });
});
