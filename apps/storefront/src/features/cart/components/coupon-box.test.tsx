import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, STORAGE_KEYS, couponEarnedMessage } from '@trini/domain';
import type { Product } from '@trini/domain';
import { makeStore } from '@/app/store';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import { couponApplied, itemAdded } from '../cart-slice';
import { CouponBox } from './coupon-box';

const fetchMock = mockFetch();
const requestBody = async (call: number) => {
  const req = fetchMock.mock.calls[call]?.[0] as Request;
  return (await req.clone().json()) as unknown;
};

function setup(percent = 0) {
  const store = makeStore();
  store.dispatch(
    itemAdded({ product: { ProductNo: 1001, ProductName: 'Plain', SalesPrice: 100 } as Product }),
  );
  if (percent > 0) store.dispatch(couponApplied({ code: 'SAVE10', percent }));
  const Box = () => (
    <CouponBox
      appliedCode={store.getState().cart.CouponCode}
      appliedPercent={store.getState().cart.CouponDiscPercent}
    />
  );
  return { ...renderWithProviders(<Box />, { store }), store };
}

describe('cart coupon box (shopping.md §5 coupon on cart page, §8)', () => {
  it("an empty code alerts 'Please enter a coupon code' and calls nothing", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MESSAGES.COUPON_EMPTY)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a coupon percent already applied alerts 'Coupon already applied' and nothing else happens", async () => {
    const { user, store } = setup(10);
    await user.type(screen.getByLabelText('Have a coupon code?'), 'SAVE25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MESSAGES.COUPON_ALREADY_APPLIED)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().cart.CouponCode).toBe('SAVE10');
  });

  it('a valid coupon is applied by the engine, stored in COUPONCODE and congratulated', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, CouponDiscPercent: 10, msg: '' }),
    );
    const { user, store } = setup();
    await user.type(screen.getByLabelText('Have a coupon code?'), ' SAVE10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(couponEarnedMessage(10))).toBeInTheDocument();
    expect(await requestBody(0)).toEqual({ CouponCode: 'SAVE10' });
    expect(store.getState().cart).toMatchObject({
      CouponCode: 'SAVE10',
      CouponDiscPercent: 10,
      CouponDiscountAmount: 10,
    });
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBe('SAVE10');
  });

  it("an invalid coupon shows 'Error: ' plus the server message and clears the coupon", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, CouponDiscPercent: 0, msg: 'Coupon expired' }),
    );
    localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'OLD');
    const { user, store } = setup();
    await user.type(screen.getByLabelText('Have a coupon code?'), 'EXPIRED20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Error: Coupon expired')).toBeInTheDocument();
    expect(store.getState().cart.CouponDiscPercent).toBe(0);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBeNull());
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('a failed call is only logged and the stored coupon is cleared silently', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'OLD');
    const { user } = setup();
    await user.type(screen.getByLabelText('Have a coupon code?'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBeNull();
    expect(screen.queryByText(/network down/)).not.toBeInTheDocument();
    expect(screen.queryByText(couponEarnedMessage(10))).not.toBeInTheDocument();
  });
});
