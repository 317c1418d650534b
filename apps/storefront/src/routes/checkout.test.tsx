import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  NOTICE_MESSAGES,
  SERVER_MESSAGES,
  STORAGE_KEYS,
  endpoints,
  formatTTD,
} from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import type { MockScenario } from '@trini/mock-api';
import { makeStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cart-slice';
import { renderWithProviders } from '@/test/render-with-providers';
import { CALL_FAILURES, setupRealMock } from '@/test/real-mock';
import CheckoutRoute from './checkout';

const mock = setupRealMock();
const SAVE_ORDER = endpoints.saveOrder.path;

/** The checkout with seeded product 1001 in the cart (TT$100; `price` for a stale cart line). */
function setup(price = 100) {
  const store = makeStore();
  store.dispatch(
    itemAdded({
      product: {
        ProductNo: 1001,
        ProductName: 'Earbuds',
        SalesPrice: price,
        Barcode: '5213432591816',
      },
    }),
  );
  return renderWithProviders(<CheckoutRoute />, { store, route: '/checkout', path: '/checkout' });
}

const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((a) => a.textContent)
    .join(' ');

describe('checkout (ordering.md §2 checkout, §4 submit, §5 checkout save, §8)', () => {
  it('shows the save rules in the spec order: phone 7 digits, mobile required, name required', async () => {
    const { user } = setup();
    const submit = screen.getByRole('button', { name: MESSAGES.PLACE_ORDER });
    await user.click(submit);
    expect(alertText()).toContain(MESSAGES.ORDER_MOBILE_REQUIRED);
    const mobile = screen.getByRole('textbox', { name: /^Mobile/ });
    await user.type(mobile, '123');
    await user.click(submit);
    expect(alertText()).toContain(MESSAGES.ORDER_PHONE_INVALID);
    await user.type(mobile, '4567');
    await user.click(submit);
    expect(alertText()).toContain(MESSAGES.ORDER_NAME_REQUIRED);
    expect(mobile).toHaveAttribute('maxLength', '7');
    expect(await mock.journal({ path: SAVE_ORDER })).toEqual([]);
  });

  it("disables the button while the order is in flight, re-enables it on success false with 'Error: ' + msg", async () => {
    // The server refuses the order after a second in flight.
    await mock.scenario({
      path: SAVE_ORDER,
      latencyMs: 1000,
      status: 200,
      body: { success: false, msg: SERVER_MESSAGES.ORDER_TOTALS_MISMATCH },
      times: 1,
    });
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
    const submit = screen.getByRole('button', { name: MESSAGES.PLACE_ORDER });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(
      await screen.findByText(`Error: ${SERVER_MESSAGES.ORDER_TOTALS_MISMATCH}`),
    ).toBeInTheDocument();
    expect(submit).toBeEnabled();
    const saves = await mock.journal({ path: SAVE_ORDER });
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ status: 200 });
    expect(saves[0]).toHaveProperty('ms', expect.any(Number));
  });

  it('a cart kept at an old price is priced again on arrival; a price that changes before Place Order stops the order and says so, and the next tap places it at the new price', async () => {
    const product = await mock.lookup<ProductDetail>(
      `${endpoints.loadProduct.path}?ProductNo=1001`,
    );
    const { user, currentLocation } = setup(product.SalesPrice - 10);
    const was = (from: number, to: number) =>
      `The price of ${product.ProductName} changed from ${formatTTD(from)} to ${formatTTD(to)}.`;
    expect(
      await screen.findByText(was(product.SalesPrice - 10, product.SalesPrice), { selector: 'li' }),
    ).toBeVisible();
    // The shop raises the price while the shopper fills the form.
    await mock.call('/__mock/fixtures', {
      body: { products: [{ ...product, SalesPrice: product.SalesPrice + 10 }] },
    });
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
    const submit = screen.getByRole('button', { name: MESSAGES.PLACE_ORDER });
    await user.click(submit);
    expect(
      await screen.findByText(was(product.SalesPrice, product.SalesPrice + 10), { selector: 'li' }),
    ).toBeVisible();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(currentLocation().pathname).toBe('/checkout');
    expect(await mock.journal({ path: SAVE_ORDER })).toHaveLength(0);
    await user.click(submit);
    await waitFor(() => expect(currentLocation().pathname).toBe('/success'));
    expect(await mock.sentBody(SAVE_ORDER)).toMatchObject({
      TotalAmount: product.SalesPrice + 10 + 40,
    });
  });

  it.each(CALL_FAILURES)(
    "a SaveOrder call that %s is logged and noticed 'We couldn't reach the shop. Please try again.'; the button is re-enabled and a retry places the order",
    async (_what, failure) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await mock.scenario({ path: SAVE_ORDER, ...failure, times: 1 });
      const { user, currentLocation } = setup();
      await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
      const submit = screen.getByRole('button', { name: MESSAGES.PLACE_ORDER });
      await user.click(submit);
      expect(await screen.findByText(NOTICE_MESSAGES.SHOP_UNREACHABLE)).toBeInTheDocument();
      expect(log).toHaveBeenCalledWith('Order request failed', expect.anything());
      await waitFor(() => expect(submit).toBeEnabled());
      expect(screen.queryByText(/^Error: /)).not.toBeInTheDocument();
      expect(currentLocation().pathname).toBe('/checkout');
      await user.click(submit);
      await waitFor(() => expect(currentLocation().pathname).toBe('/success'));
      // The failed call placed nothing; the retry placed exactly one order.
      const { orders } = await mock.call<{ orders: unknown[] }>('/__mock/orders');
      expect(orders).toHaveLength(1);
    },
  );

  it.each<[string, Omit<MockScenario, 'path'>]>([
    ['fails (500)', { status: 500 }],
    ['drops the connection', { fault: 'reset-after-headers' }],
    ['answers no city', { status: 200, body: [] }],
  ])(
    "a city list that %s says 'We couldn't reach the shop. Please try again.' under the City select; 'Try again' loads it",
    async (_what, failure) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await mock.scenario({ path: endpoints.getCityList.path, ...failure, times: 1 });
      const { user } = setup();
      const city = screen.getByRole('combobox', { name: /^City/ });
      const alert = await screen.findByText(NOTICE_MESSAGES.SHOP_UNREACHABLE);
      expect(alert).toHaveAttribute('role', 'alert');
      expect(city).toHaveAccessibleDescription(NOTICE_MESSAGES.SHOP_UNREACHABLE);
      expect(log).toHaveBeenCalled();
      expect(within(city).getAllByRole('option')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(within(city).getAllByRole('option').length).toBeGreaterThan(1));
      expect(screen.queryByText(NOTICE_MESSAGES.SHOP_UNREACHABLE)).not.toBeInTheDocument();
      expect(city).not.toHaveAccessibleDescription();
    },
  );

  it('a saved order clears the cart and goes to /success; the order carries Source 1 and the chosen method', async () => {
    const { user, store, currentLocation } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
    await user.click(screen.getByRole('radio', { name: 'Bank Transfer' }));
    await user.click(screen.getByRole('radio', { name: 'Tobago' }));
    await user.click(screen.getByRole('button', { name: MESSAGES.PLACE_ORDER }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/success'));
    expect(store.getState().cart.ItemList).toHaveLength(0);
    expect(await mock.sentBody(SAVE_ORDER)).toMatchObject({
      PMNo: 2,
      Source: 1,
      ODeliverCountryNo: 2,
      Freight: 60,
      TotalAmount: 160,
    });
    // The mock recomputed the same totals and placed it.
    const { orders } = await mock.call<{ orders: { total: number; paymentMethod: number }[] }>(
      '/__mock/orders',
    );
    expect(orders).toEqual([expect.objectContaining({ total: 160, paymentMethod: 2 })]);
  });

  it('choosing a Tobago city sets Tobago delivery and its freight; the order goes out for Tobago', async () => {
    const { user, currentLocation } = setup();
    const city = screen.getByRole('combobox', { name: /^City/ });
    await waitFor(() => expect(within(city).getAllByRole('option').length).toBeGreaterThan(1));
    expect(screen.getByRole('radio', { name: 'Trinidad' })).toBeChecked();
    const scarborough = within(city).getByRole('option', { name: 'Scarborough' });
    await user.selectOptions(city, scarborough);
    expect(screen.getByRole('radio', { name: 'Tobago' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
    await user.click(screen.getByRole('button', { name: MESSAGES.PLACE_ORDER }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/success'));
    expect(await mock.sentBody(SAVE_ORDER)).toMatchObject({
      ODeliverCityNo: Number(scarborough.getAttribute('value')),
      ODeliverCountryNo: 2,
      Freight: 60,
    });
  });

  it("offers card payment only when /usewipay enabled it, and the caption becomes 'Place Order Using Wipay'", async () => {
    const first = setup();
    expect(screen.queryByRole('radio', { name: /Card Payment/ })).not.toBeInTheDocument();
    first.unmount();
    localStorage.setItem(STORAGE_KEYS.USE_WIPAY, String(Date.now()));
    const { user } = setup();
    expect(screen.getByRole('button', { name: MESSAGES.PLACE_ORDER })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Card Payment/ }));
    expect(screen.getByRole('button', { name: MESSAGES.PLACE_ORDER_WIPAY })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Payment method' })).getByRole('img', {
        name: 'WiPay',
      }),
    ).toBeInTheDocument();
  });

  it('shows the empty-cart message with a link to shop when the cart is empty', () => {
    renderWithProviders(<CheckoutRoute />, { route: '/checkout', path: '/checkout' });
    expect(screen.getByText(MESSAGES.CART_EMPTY_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/home',
    );
  });
});
