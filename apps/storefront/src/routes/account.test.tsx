import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@trini/domain';
import { testToken } from '@/features/auth/test-token';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import AccountRoute from './account';
import OrderTrackRoute from './order-track';

const SUMMARY = {
  CustomerName: 'Kavita Ramdial',
  CountryCode: '1868',
  Mobile1: '7000001',
  Address: '14 Caroni Savannah Road, Chaguanas',
  TotalPurchases: 2546,
  TotalCashback: 50,
  Purchases: [
    {
      ProductName: 'Wireless Earbuds',
      ImageFilePath: 'ERP/Images/1001.jpg',
      Barcode: '5213432591816',
      ProductStyle: 'Black',
      Quantity: 1,
      Rate: 100,
      Amount: 100,
      InvoiceBillNumber: 'INV-100004',
      InvoiceDateFormatted: '22 Nov 2026',
    },
  ],
};

const fetchMock = mockFetch();
beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL((input as Request).url, 'http://localhost').pathname;
    if (path === '/api/Common/LoadCustomer') return jsonResponse(SUMMARY);
    if (path === '/api/Common/LoadCustomerCashbackInfo') return jsonResponse({ TotalCashback: 50 });
    return jsonResponse({ msg: 'not found' }, 404);
  });
});

const renderAccount = () =>
  renderWithProviders(<AccountRoute />, { route: '/account', path: '/account' });

describe('account guard (ordering.md §2 account area, §6)', () => {
  it("redirects a guest (no stored token) to '/'", () => {
    const { router } = renderAccount();
    expect(router.state.location.pathname).toBe('/');
  });

  it("redirects to '/' when the stored token is expired, undecodable, or lacks the mobile or name claim", () => {
    for (const token of [
      testToken({}, -5),
      'garbage',
      testToken({ custom_mobile: '' }),
      testToken({ custom_CustomerName: '' }),
    ]) {
      localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, token);
      const { router, unmount } = renderAccount();
      expect(router.state.location.pathname).toBe('/');
      unmount();
    }
  });

  it('other account pages are guarded too (choice: they show customer data)', () => {
    const { router } = renderWithProviders(<OrderTrackRoute />, {
      route: '/ordertrack',
      path: '/ordertrack',
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('a valid token shows the Summary card and the Purchases of the mobile, with the bearer token sent', async () => {
    const token = testToken();
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, token);
    const { router } = renderAccount();
    expect(router.state.location.pathname).toBe('/account');
    expect(await screen.findByText('+1(868) 7000001')).toBeInTheDocument();
    expect(screen.getByText('TT$2,546.00')).toBeInTheDocument();
    expect(screen.getByText('TT$50.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wireless Earbuds' })).toBeInTheDocument();
    expect(screen.getByText('INV-100004')).toBeInTheDocument();
    const req = fetchMock.mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.url.includes('LoadCustomer'))!;
    expect(new URL(req.url, 'http://localhost').searchParams.get('CustomerMobile')).toBe('7000001');
    expect(req.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });
});
