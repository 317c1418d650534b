import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  NOTICE_MESSAGES,
  STORAGE_KEYS,
  couponEarnedMessage,
  couponExpiredMessage,
  endpoints,
} from '@trini/domain';
import { makeStore } from '@/app/store';
import { renderWithProviders } from '@/test/render-with-providers';
import { CALL_FAILURES, setupRealMock } from '@/test/real-mock';
import { couponApplied, itemAdded } from '../cart-slice';
import { CouponBox } from './coupon-box';

const mock = setupRealMock();

function setup(percent = 0) {
  const store = makeStore();
  store.dispatch(
    itemAdded({ product: { ProductNo: 1001, ProductName: 'Plain', SalesPrice: 100 } }),
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
    expect(await mock.journal()).toEqual([]);
  });

  it("a coupon percent already applied alerts 'Coupon already applied' and nothing else happens", async () => {
    const { user, store } = setup(10);
    await user.type(screen.getByLabelText('Have a coupon code?'), 'SAVE25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MESSAGES.COUPON_ALREADY_APPLIED)).toBeInTheDocument();
    expect(await mock.journal()).toEqual([]);
    expect(store.getState().cart.CouponCode).toBe('SAVE10');
  });

  it('a valid coupon is applied by the engine, stored in COUPONCODE and congratulated', async () => {
    const { user, store } = setup();
    await user.type(screen.getByLabelText('Have a coupon code?'), ' SAVE10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(couponEarnedMessage(10))).toBeInTheDocument();
    expect(await mock.sentBody(endpoints.validateCoupon.path)).toEqual({ CouponCode: 'SAVE10' });
    expect(store.getState().cart).toMatchObject({
      CouponCode: 'SAVE10',
      CouponDiscPercent: 10,
      CouponDiscountAmount: 10,
    });
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBe('SAVE10');
  });

  it("an invalid coupon shows 'Error: ' plus the server message and clears the coupon", async () => {
    localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'OLD');
    const { user, store } = setup();
    await user.type(screen.getByLabelText('Have a coupon code?'), 'EXPIRED20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(`Error: ${couponExpiredMessage('EXPIRED20')}`),
    ).toBeInTheDocument();
    expect(store.getState().cart.CouponDiscPercent).toBe(0);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBeNull());
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it("a rate-limit answer (429) shows the server's message and clears no stored coupon", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const busy = 'Too many coupon attempts. Please wait a minute and try again.';
    await mock.scenario({
      path: endpoints.validateCoupon.path,
      status: 429,
      body: { msg: busy, fields: [] },
      times: 1,
    });
    localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'OLD');
    const { user } = setup();
    await user.type(screen.getByLabelText('Have a coupon code?'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(`Error: ${busy}`)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBe('OLD');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it.each(CALL_FAILURES)(
    "a call that %s is logged, clears the stored coupon and notices 'We couldn't reach the shop. Please try again.' with Apply re-enabled",
    async (_what, failure) => {
      await mock.scenario({ path: endpoints.validateCoupon.path, ...failure, times: 1 });
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'OLD');
      const { user, store } = setup();
      await user.type(screen.getByLabelText('Have a coupon code?'), 'SAVE10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(NOTICE_MESSAGES.SHOP_UNREACHABLE)).toBeInTheDocument();
      expect(log).toHaveBeenCalledWith('Coupon validation failed', expect.anything());
      expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBeNull();
      expect(store.getState().cart.CouponDiscPercent).toBe(0);
      expect(screen.queryByText(/fetch|Error/)).not.toBeInTheDocument();
      expect(screen.queryByText(couponEarnedMessage(10))).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
      // Trying again reaches the mock and applies the coupon.
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(couponEarnedMessage(10))).toBeInTheDocument();
      expect(store.getState().cart.CouponCode).toBe('SAVE10');
    },
  );
});
