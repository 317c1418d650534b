import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@trini/domain';
import { authSlice, loggedIn } from '@/features/auth/auth-slice';
import { AuthControls } from '@/features/auth/components/auth-controls';
import { testToken } from '@/features/auth/test-token';
import { mockFetch } from '@/test/mock-fetch';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import AccountRoute from '@/routes/account';
import ProductDetailRoute from '@/routes/product-detail';

const fetchMock = mockFetch();
let answers: Record<string, unknown> = {};
beforeEach(() => {
  answers = {};
  fetchMock.mockImplementation(async (input) => {
    const path = new URL((input as Request).url, 'http://localhost').pathname;
    return path in answers ? jsonResponse(answers[path]) : jsonResponse([], 200);
  });
});

const CASHBACK = '/api/Common/LoadCustomerCashbackInfo';
const loggedInState = () => ({ auth: authSlice.reducer(undefined, loggedIn(testToken())) });

describe('a malformed answer is that call’s failure, never the page’s (issue 12 §6)', () => {
  for (const TotalCashback of ['50.00', -5]) {
    it(`cashback answering ${JSON.stringify(TotalCashback)}: the header still offers the menu and Logout, no cashback`, async () => {
      answers[CASHBACK] = { TotalCashback };
      const { user, store } = renderWithProviders(<AuthControls />, {
        preloadedState: loggedInState(),
      });
      await user.click(await screen.findByRole('button', { name: /Hi, Kavita/ }));
      expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
      await new Promise((done) => setTimeout(done, 20));
      expect(screen.queryByText('Cashback')).not.toBeInTheDocument();
      expect(store.getState().cart.CashbackAmount).toBe(0);
    });
  }

  it('a well-formed cashback still shows and reaches the cart', async () => {
    answers[CASHBACK] = { TotalCashback: 50 };
    const { user, store } = renderWithProviders(<AuthControls />, {
      preloadedState: loggedInState(),
    });
    await user.click(await screen.findByRole('button', { name: /Hi, Kavita/ }));
    expect(await screen.findByText('TT$50.00')).toBeVisible();
    expect(store.getState().cart.CashbackAmount).toBe(50);
  });

  it('an account summary of the wrong shape shows the order history’s error state', async () => {
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, testToken());
    answers['/api/Common/LoadCustomer'] = {
      CustomerName: 'Kavita',
      TotalPurchases: 'lots',
      Purchases: 'none',
    };
    renderWithProviders(<AccountRoute />, { route: '/account', path: '/account' });
    expect(await screen.findByText("We couldn't load your order history.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  });

  it('a product answer with a price as text shows the product page’s own error state', async () => {
    answers['/api/Product/loadproduct'] = {
      ProductNo: 1002,
      ProductName: 'Cocoa Butter Lotion',
      SalesPrice: '50',
      ProductImageList: [],
      ProductReviewList: [],
    };
    renderWithProviders(<ProductDetailRoute />, {
      route: '/productdetails/1002',
      path: '/productdetails/:ProductNo',
    });
    expect(await screen.findByText("We couldn't load this product.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
