import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  NOTICE_MESSAGES,
  SERVER_MESSAGES,
  addItem,
  buildOrder,
  emptyCart,
  endpoints,
} from '@trini/domain';
import type { Order } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { CALL_FAILURES, setupRealMock } from '@/test/real-mock';
import { usePlaceOrder } from './use-place-order';

const mock = setupRealMock();

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
const asha = { CustomerMobile: '7654321', CustomerName: 'Asha' };
/** Asha's order of that cart paid by card (PMNo 1). */
const cardOrder = buildOrder(cart, asha, { PMNo: 1 });

describe('order submit (ordering.md §4 submit, §5)', () => {
  it('card payment (PMNo 1) calls GetWipayUrl instead of SaveOrder, with both card flags 1, and sends the browser to the url', async () => {
    const onSaved = vi.fn();
    const redirect = vi.fn();
    const { user } = renderWithProviders(
      <Harness order={cardOrder} onSaved={onSaved} redirect={redirect} />,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    // The mock stored the order pending its card payment, and the browser goes to its page.
    const { orders } = await mock.call<{ orders: { OrderNo: number; status: string }[] }>(
      '/__mock/orders',
    );
    expect(orders).toEqual([expect.objectContaining({ status: 'pending-payment' })]);
    expect(redirect).toHaveBeenCalledWith(expect.stringMatching(/\/wipay\/pay\/[\w-]{22}$/));
    const sent = await mock.journal({ pathPrefix: '/api/' });
    expect(sent.map((r) => r.path)).toEqual([endpoints.getWipayUrl.path]);
    expect(sent[0]).toMatchObject({
      status: 200,
      body: { PMNo: 1, IsWipayPayment: 1, IsWipayPaymentPending: 1 },
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a retry after a lost answer (the order placed, its answer dropped) places no second order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const order = buildOrder(cart, asha);
    const stubbed = globalThis.fetch;
    let dropped = false;
    // The first SaveOrder reaches the mock and is placed; its answer is lost on the way back.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const answer = await stubbed(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!dropped && url.includes(endpoints.saveOrder.path)) {
        dropped = true;
        throw new TypeError('Failed to fetch');
      }
      return answer;
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <Harness order={order} onSaved={onSaved} redirect={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText(NOTICE_MESSAGES.SHOP_UNREACHABLE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const { orders } = await mock.call<{ orders: unknown[] }>('/__mock/orders');
    expect(orders).toHaveLength(1);
  });

  it("an order without products is refused with 'No product added.' and no call", async () => {
    const order = buildOrder(emptyCart(), asha);
    const { user } = renderWithProviders(
      <Harness order={order} onSaved={vi.fn()} redirect={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.ORDER_NO_PRODUCT);
    expect(await mock.journal()).toEqual([]);
  });

  it.each(CALL_FAILURES)(
    "a GetWipayUrl call that %s is logged and noticed 'We couldn't reach the shop. Please try again.'; nothing is redirected and the button is re-enabled",
    async (_what, failure) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await mock.scenario({ path: endpoints.getWipayUrl.path, ...failure, times: 1 });
      const redirect = vi.fn();
      const { user } = renderWithProviders(
        <Harness order={cardOrder} onSaved={vi.fn()} redirect={redirect} />,
      );
      const go = screen.getByRole('button', { name: 'go' });
      await user.click(go);
      expect(await screen.findByText(NOTICE_MESSAGES.SHOP_UNREACHABLE)).toBeInTheDocument();
      expect(log).toHaveBeenCalledWith('Order request failed', expect.anything());
      await waitFor(() => expect(go).toBeEnabled());
      expect(redirect).not.toHaveBeenCalled();
    },
  );

  it("a refusal below 500 carrying the server's msg is noticed as 'Error: ' + msg", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mock.scenario({
      path: endpoints.saveOrder.path,
      status: 401,
      body: { msg: SERVER_MESSAGES.UNAUTHORIZED },
      times: 1,
    });
    const order = buildOrder(cart, asha);
    const { user } = renderWithProviders(
      <Harness order={order} onSaved={vi.fn()} redirect={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText(`Error: ${SERVER_MESSAGES.UNAUTHORIZED}`)).toBeInTheDocument();
    expect(screen.queryByText(NOTICE_MESSAGES.SHOP_UNREACHABLE)).not.toBeInTheDocument();
  });
});
