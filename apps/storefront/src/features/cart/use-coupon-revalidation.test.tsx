import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, applyCoupon, emptyCart, endpoints } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import { useCouponRevalidation } from './use-coupon-revalidation';

const mock = setupRealMock();

function Probe({ code }: { code?: string }) {
  useCouponRevalidation(code);
  return null;
}

describe('coupon re-validation on start and via route cc (shopping.md §4 coupon)', () => {
  it('a stored coupon the server accepts is applied', async () => {
    localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'SAVE10');
    const { store } = renderWithProviders(<Probe />);
    await waitFor(() => expect(store.getState().cart.CouponDiscPercent).toBe(10));
    expect(store.getState().cart.CouponCode).toBe('SAVE10');
    expect(await mock.sentBody(endpoints.validateCoupon.path)).toEqual({ CouponCode: 'SAVE10' });
  });

  it('a stored coupon the server refuses is cleared from the cart and local storage', async () => {
    localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'EXPIRED20');
    renderWithProviders(<Probe />);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBeNull());
  });

  it('a failed call clears the stored coupon silently', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'SAVE10');
    await mock.scenario({
      path: endpoints.validateCoupon.path,
      fault: 'reset-after-headers',
      times: 1,
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBeNull());
  });

  it('a rate-limit answer (429) keeps the stored coupon: it is no verdict on the code', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'SAVE10');
    await mock.scenario({
      path: endpoints.validateCoupon.path,
      status: 429,
      body: { msg: 'Too many coupon attempts. Please wait a minute and try again.', fields: [] },
      times: 1,
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBe('SAVE10');
  });

  it('a rate-limit answer leaves a coupon the page carries applied', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'SAVE10');
    await mock.scenario({ path: endpoints.validateCoupon.path, status: 429, times: 1 });
    const { store } = renderWithProviders(<Probe code="SAVE10" />, {
      preloadedState: { cart: applyCoupon(emptyCart(), 'SAVE10', 10) },
    });
    await waitFor(async () =>
      expect((await mock.journal()).map((call) => call.path)).toContain(
        endpoints.validateCoupon.path,
      ),
    );
    expect(store.getState().cart.CouponDiscPercent).toBe(10);
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBe('SAVE10');
  });

  it('a stored coupon the server already applied to this page is not validated again', async () => {
    localStorage.setItem(STORAGE_KEYS.COUPON_CODE, 'SAVE10');
    const { store } = renderWithProviders(<Probe />, {
      preloadedState: { cart: applyCoupon(emptyCart(), 'SAVE10', 10) },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mock.journal()).toEqual([]);
    expect(store.getState().cart.CouponDiscPercent).toBe(10);
  });

  it('a route coupon code (home/{cc}) is validated and stored when valid', async () => {
    const { store } = renderWithProviders(<Probe code="SAVE25" />);
    await waitFor(() => expect(store.getState().cart.CouponDiscPercent).toBe(25));
    expect(localStorage.getItem(STORAGE_KEYS.COUPON_CODE)).toBe('SAVE25');
  });

  it('with no stored or route code nothing is called', async () => {
    renderWithProviders(<Probe />);
    expect(await mock.journal()).toEqual([]);
  });
});
