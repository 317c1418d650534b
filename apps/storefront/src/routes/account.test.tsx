import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, endpoints, formatTTD } from '@trini/domain';
import type { CustomerSummary } from '@trini/domain';
import { testToken } from '@/test/test-token';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import AccountRoute from './account';
import OrderTrackRoute from './order-track';

const mock = setupRealMock();
const renderAccount = () =>
  renderWithProviders(<AccountRoute />, { route: '/account', path: '/account' });

describe('account guard (ordering.md §2 account area, §6)', () => {
  it("redirects a guest (no stored token) to '/'", async () => {
    const { currentLocation } = renderAccount();
    expect(currentLocation().pathname).toBe('/');
    expect(await mock.journal()).toEqual([]);
  });

  it("redirects to '/' when the stored token is expired, undecodable, or lacks the mobile or name claim", () => {
    for (const token of [
      testToken({}, -5),
      'garbage',
      testToken({ custom_mobile: '' }),
      testToken({ custom_CustomerName: '' }),
    ]) {
      localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, token);
      const { currentLocation, unmount } = renderAccount();
      expect(currentLocation().pathname).toBe('/');
      unmount();
    }
  });

  it('other account pages are guarded too (choice: they show customer data)', () => {
    const { currentLocation } = renderWithProviders(<OrderTrackRoute />, {
      route: '/ordertrack',
      path: '/ordertrack',
    });
    expect(currentLocation().pathname).toBe('/');
  });

  it('a valid token shows the Summary card and the Purchases of the mobile, with the bearer token sent', async () => {
    const token = await mock.login();
    const summary = await mock.lookup<CustomerSummary>(
      `${endpoints.loadCustomer.path}?CustomerMobile=7000001`,
      { token },
    );
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, token);
    const { currentLocation } = renderAccount();
    expect(currentLocation().pathname).toBe('/account');
    expect(await screen.findByText('+1(868) 7000001')).toBeInTheDocument();
    expect(screen.getByText(formatTTD(summary.TotalPurchases))).toBeInTheDocument();
    expect(screen.getAllByText(formatTTD(summary.TotalCashback)).length).toBeGreaterThan(0);
    expect(summary.Purchases.length).toBeGreaterThan(0);
    for (const purchase of summary.Purchases) {
      expect(screen.getByRole('heading', { level: 3, name: purchase.ProductName })).toBeVisible();
      expect(screen.getAllByText(purchase.InvoiceBillNumber).length).toBeGreaterThan(0);
    }
    const [sent] = await mock.journal({ path: endpoints.loadCustomer.path });
    expect(new URL(sent!.url, 'http://localhost').searchParams.get('CustomerMobile')).toBe(
      '7000001',
    );
    // The journal keeps the scheme only; the mock answering 200 shows the token was the customer's.
    expect(sent).toMatchObject({ status: 200, headers: { authorization: 'Bearer [redacted]' } });
  });
});
