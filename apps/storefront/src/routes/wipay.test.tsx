import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, addItem, buildOrder, emptyCart, endpoints } from '@trini/domain';
import type { Product } from '@trini/domain';
import { makeStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cart-slice';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import WipayRoute from './wipay';

const mock = setupRealMock();
const EARBUDS = { ProductNo: 1001, ProductName: 'Earbuds', SalesPrice: 100 } as Product;

/**
 * Places a card order in the mock and takes it through the mock's hosted payment page (`pay` or
 * `decline`): answers the return address the page sends the browser back to (/wipay?status=…
 * &order_id&transaction_id&total&hash), path and query.
 */
async function returnFromPayment(action: 'pay' | 'decline'): Promise<string> {
  const order = buildOrder(
    addItem(emptyCart(), EARBUDS),
    { CustomerMobile: '7654321', CustomerName: 'Asha' },
    { PMNo: 1 },
  );
  const { url } = await mock.call<{ url: string }>(endpoints.getWipayUrl.path, { body: order });
  const page = new URL(url);
  const res = await mock.request(`${page.pathname}/${action}`, { method: 'POST' });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location')!);
  return `${back.pathname}${back.search}`;
}

function setup(route: string) {
  const store = makeStore();
  store.dispatch(itemAdded({ product: EARBUDS }));
  return renderWithProviders(<WipayRoute />, { store, route, path: '/wipay' });
}

describe('payment return page (ordering.md §2 payment return page, §4, §8)', () => {
  it("shows 'Processing !' then, when WipayReceive answers status success, 'Order Placed !', clears the cart and goes on to /success", async () => {
    const route = await returnFromPayment('pay');
    const returned = Object.fromEntries(new URL(route, 'http://shop.test').searchParams);
    const { store, currentLocation } = setup(route);
    expect(screen.getByText(MESSAGES.PAYMENT_PROCESSING)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.PAYMENT_PLACED)).toBeInTheDocument();
    expect(store.getState().cart.ItemList).toHaveLength(0);
    // The journal redacts the hash; the mock answering success shows it was sent intact.
    expect(await mock.sentBody(endpoints.wipayReceive.path)).toEqual({
      status: 'success',
      order_id: returned.order_id,
      transaction_id: returned.transaction_id,
      total: returned.total,
      hash: '[redacted]',
    });
    await waitFor(() => expect(currentLocation().pathname).toBe('/success'), { timeout: 3000 });
  });

  it("shows 'Order could not be placed!' and keeps the cart when the status is not success", async () => {
    const route = await returnFromPayment('decline');
    expect(route).toContain('status=failed');
    const { store } = setup(route);
    expect(await screen.findByText(MESSAGES.PAYMENT_FAILED)).toBeInTheDocument();
    expect(store.getState().cart.ItemList).toHaveLength(1);
  });

  it("shows 'Order could not be placed!' when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = await returnFromPayment('pay');
    await mock.scenario({ path: endpoints.wipayReceive.path, fault: 'reset-after-headers' });
    setup(route);
    expect(await screen.findByText(MESSAGES.PAYMENT_FAILED)).toBeInTheDocument();
  });
});
