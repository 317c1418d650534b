import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, STORAGE_KEYS } from '@trini/domain';
import type { Product } from '@trini/domain';
import { makeStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cart-slice';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import CheckoutRoute from './checkout';

const fetchMock = mockFetch();
let saveOrder: (req: Request) => Promise<Response>;

beforeEach(() => {
  saveOrder = async () => jsonResponse({ success: true, msg: 'ok', OrderNo: 1 });
  fetchMock.mockImplementation(async (input) => {
    const req = input as Request;
    const path = new URL(req.url, 'http://localhost').pathname;
    if (path === '/api/Trini/GetCityList')
      return jsonResponse([{ ODeliverCityNo: 1, ODeliverCityName: 'Arima' }]);
    if (path === '/api/shop/SaveOrder') return saveOrder(req);
    return jsonResponse({ msg: 'not found' }, 404);
  });
});

function setup() {
  const store = makeStore();
  store.dispatch(
    itemAdded({
      product: {
        ProductNo: 1001,
        ProductName: 'Earbuds',
        SalesPrice: 100,
        Barcode: '52134',
      } as Product,
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
    expect(fetchMock.mock.calls.some(([r]) => (r as Request).url.includes('SaveOrder'))).toBe(
      false,
    );
  });

  it("disables the button while the order is in flight, re-enables it on success false with 'Error: ' + msg", async () => {
    let answer: (r: Response) => void = () => undefined;
    saveOrder = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
    const submit = screen.getByRole('button', { name: MESSAGES.PLACE_ORDER });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await act(async () =>
      answer(jsonResponse({ success: false, msg: 'Order totals do not match current prices.' })),
    );
    expect(
      await screen.findByText('Error: Order totals do not match current prices.'),
    ).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('a transport error is only logged and re-enables the button', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveOrder = () => Promise.reject(new TypeError('Failed to fetch'));
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
    const submit = screen.getByRole('button', { name: MESSAGES.PLACE_ORDER });
    await user.click(submit);
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(/^Error: /)).not.toBeInTheDocument();
  });

  it('a saved order clears the cart and goes to /success; the order carries Source 1 and the chosen method', async () => {
    const { user, store, router } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Mobile/ }), '7654321');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Mohammed');
    await user.click(screen.getByRole('radio', { name: 'Bank Transfer' }));
    await user.click(screen.getByRole('radio', { name: 'Tobago' }));
    await user.click(screen.getByRole('button', { name: MESSAGES.PLACE_ORDER }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(store.getState().cart.ItemList).toHaveLength(0);
    const req = fetchMock.mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.url.includes('SaveOrder'))!;
    expect(await req.clone().json()).toMatchObject({
      PMNo: 2,
      Source: 1,
      ODeliverCountryNo: 2,
      Freight: 60,
      TotalAmount: 160,
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
