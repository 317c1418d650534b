import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, NOTICE_MESSAGES, endpoints, formatTTD } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { makeStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cart-slice';
import { renderWithProviders } from '@/test/render-with-providers';
import { CALL_FAILURES, setupRealMock } from '@/test/real-mock';
import DirectOrderRoute from './direct-order';

const mock = setupRealMock();
/** The seeded product 1001 (price × quantity only: TT$100, no bundle, discount or free delivery). */
const earbuds = () =>
  mock.lookup<ProductDetail>(`${endpoints.loadProduct.path}?ProductNo=1001&LoadReviews=true`);

const render = (route: string) => {
  const store = makeStore();
  store.dispatch(itemAdded({ product: { ProductNo: 1002, ProductName: 'Other', SalesPrice: 50 } }));
  return renderWithProviders(<DirectOrderRoute />, {
    store,
    route,
    path: '/fborder/:ProductNo/:ShopNo?',
  });
};

describe('direct order page (ordering.md §2 fborder, §4 direct order, §8 shop lookup failure)', () => {
  it("an unknown shop (no ShopName) falls back to the default shop 'Online Store', and the order goes to shop 9 with Source 2", async () => {
    const product = await earbuds();
    // The mock knows no shop 77: it answers its number without a name.
    expect(await mock.lookup(`${endpoints.getShop.path}?ShopNo=77`)).toEqual({ ShopNo: 77 });
    const { user, store, currentLocation } = render('/fborder/1001/77');
    expect(
      await screen.findByRole('heading', { name: `${MESSAGES.CREATE_ORDER} Online Store` }),
    ).toBeInTheDocument();
    expect(await screen.findByText(product.ProductName)).toBeInTheDocument();
    expect(store.getState().cart.ItemList).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
    await user.click(screen.getByRole('button', { name: MESSAGES.SEND_ORDER }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/success'));
    const order = await mock.sentBody<
      Record<string, unknown> & {
        OrderProductList: { ProductNo: number }[];
      }
    >(endpoints.saveOrder.path);
    expect(order).toMatchObject({
      ShopNo: 9,
      ShopName: 'Online Store',
      Source: 2,
      TotalAmount: 140,
    });
    expect(order.OrderProductList.map((l) => l.ProductNo)).toEqual([1001]);
    // The mock repriced the order and placed it.
    const { orders } = await mock.call<{ orders: { total: number; status: string }[] }>(
      '/__mock/orders',
    );
    expect(orders).toEqual([expect.objectContaining({ total: 140, status: 'placed' })]);
    expect(store.getState().cart.ItemList).toHaveLength(0);
  });

  it('a failed shop lookup also falls back to the default shop', async () => {
    await mock.scenario({ path: endpoints.getShop.path, status: 500, body: { msg: 'boom' } });
    render('/fborder/1001/3');
    expect(await screen.findByText('Online Store')).toBeInTheDocument();
    expect(await mock.journal({ path: endpoints.getShop.path })).toEqual([
      expect.objectContaining({ status: 500 }),
    ]);
  });

  it('a known shop shows its name; the quantity is editable and priced by the engine without touching the main cart', async () => {
    const product = await earbuds();
    const shop = await mock.lookup<{ ShopName: string }>(`${endpoints.getShop.path}?ShopNo=2`);
    const { user, store } = render('/fborder/1001/2');
    expect(
      await screen.findByRole('heading', { name: `${MESSAGES.CREATE_ORDER} ${shop.ShopName}` }),
    ).toBeInTheDocument();
    const qty = await screen.findByRole('spinbutton', {
      name: `Quantity of ${product.ProductName}`,
    });
    await user.clear(qty);
    await user.type(qty, '2');
    expect(screen.getAllByText(formatTTD(2 * product.SalesPrice)).length).toBeGreaterThan(0);
    expect(store.getState().cart.ItemList.map((l) => l.ProductNo)).toEqual([1002]);
  });

  it.each(CALL_FAILURES)(
    "a SaveOrder call that %s is logged and noticed 'We couldn't reach the shop. Please try again.'; Send Order is re-enabled and the main cart kept",
    async (_what, failure) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await mock.scenario({ path: endpoints.saveOrder.path, ...failure, times: 1 });
      const product = await earbuds();
      const { user, store, currentLocation } = render('/fborder/1001');
      expect(await screen.findByText(product.ProductName)).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
      const send = screen.getByRole('button', { name: MESSAGES.SEND_ORDER });
      await user.click(send);
      expect(await screen.findByText(NOTICE_MESSAGES.SHOP_UNREACHABLE)).toBeInTheDocument();
      expect(log).toHaveBeenCalledWith('Order request failed', expect.anything());
      await waitFor(() => expect(send).toBeEnabled());
      expect(currentLocation().pathname).toBe('/fborder/1001');
      expect(store.getState().cart.ItemList.map((l) => l.ProductNo)).toEqual([1002]);
      await user.click(send);
      await waitFor(() => expect(currentLocation().pathname).toBe('/success'));
    },
  );

  it("a failed city list says 'We couldn't reach the shop. Please try again.' under the City select", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mock.scenario({
      path: endpoints.getCityList.path,
      fault: 'reset-after-headers',
      times: 1,
    });
    const { user } = render('/fborder/1001');
    expect(await screen.findByText(NOTICE_MESSAGES.SHOP_UNREACHABLE)).toHaveAttribute(
      'role',
      'alert',
    );
    const city = screen.getByRole('combobox', { name: /^City/ });
    expect(city).toHaveAccessibleDescription(NOTICE_MESSAGES.SHOP_UNREACHABLE);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(city).not.toHaveAccessibleDescription());
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1);
  });
});
