import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, buildOrder, emptyCart, addItem } from '@trini/domain';
import type { Order } from '@trini/domain';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import { usePlaceOrder } from './use-place-order';

const fetchMock = mockFetch();

function Harness({
  order,
  onSaved,
  redirect,
}: {
  order: Order;
  onSaved: () => void;
  redirect: (u: string) => void;
}) {
  const { submit, busy, error } = usePlaceOrder({ onSaved, redirect });
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void submit(order)}>
        go
      </button>
      <p role="alert">{error?.message}</p>
    </>
  );
}

const cart = addItem(emptyCart(), { ProductNo: 1001, ProductName: 'Earbuds', SalesPrice: 100 });

describe('order submit (ordering.md §4 submit, §5)', () => {
  it('card payment (PMNo 1) calls GetWipayUrl instead of SaveOrder, with both card flags 1, and sends the browser to the url', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, msg: '', url: 'http://pay.example/wipay/pay/5' }),
    );
    const onSaved = vi.fn();
    const redirect = vi.fn();
    const order = buildOrder(
      cart,
      { CustomerMobile: '7654321', CustomerName: 'Asha' },
      { PMNo: 1 },
    );
    const { user } = renderWithProviders(
      <Harness order={order} onSaved={onSaved} redirect={redirect} />,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://pay.example/wipay/pay/5'));
    const req = fetchMock.mock.calls[0]?.[0] as Request;
    expect(req.url).toContain('/api/shop/GetWipayUrl');
    expect(await req.clone().json()).toMatchObject({
      PMNo: 1,
      IsWipayPayment: 1,
      IsWipayPaymentPending: 1,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("an order without products is refused with 'No product added.' and no call", async () => {
    const order = buildOrder(emptyCart(), { CustomerMobile: '7654321', CustomerName: 'Asha' });
    const { user } = renderWithProviders(
      <Harness order={order} onSaved={vi.fn()} redirect={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.ORDER_NO_PRODUCT);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
