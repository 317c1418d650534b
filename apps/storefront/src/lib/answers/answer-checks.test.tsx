import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, endpoints, formatTTD } from '@trini/domain';
import { authSlice, loggedIn } from '@/features/auth/auth-slice';
import { AuthControls } from '@/features/auth/components/auth-controls';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import AccountRoute from '@/routes/account';
import ProductDetailRoute from '@/routes/product-detail';

/*
 * The mock's own answers are well formed: each malformed one here is forced by a scenario with
 * its body; every other call of the page is answered by the mock as seeded.
 */
const mock = setupRealMock();
/** Answers every GET of `path` in this test with `body`. */
const answerWith = (path: string, body: unknown) =>
  mock.scenario({ method: 'GET', path, status: 200, body });

const CASHBACK = endpoints.loadCustomerCashbackInfo.path;
const loggedInState = async () => ({
  auth: authSlice.reducer(undefined, loggedIn(await mock.login())),
});

describe('a malformed answer is that call’s failure, never the page’s', () => {
  for (const TotalCashback of ['50.00', -5]) {
    it(`cashback answering ${JSON.stringify(TotalCashback)}: the header still offers the menu and Logout, no cashback`, async () => {
      await answerWith(CASHBACK, { TotalCashback });
      const { user, store } = renderWithProviders(<AuthControls />, {
        preloadedState: await loggedInState(),
      });
      await user.click(await screen.findByRole('button', { name: /Hi, Kavita/ }));
      expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
      await new Promise((done) => setTimeout(done, 20));
      expect(await mock.journal({ path: CASHBACK })).not.toEqual([]);
      expect(screen.queryByText('Cashback')).not.toBeInTheDocument();
      expect(store.getState().cart.CashbackAmount).toBe(0);
    });
  }

  it("a well-formed cashback (the seeded customer's own) still shows and reaches the cart", async () => {
    const token = await mock.login();
    const { TotalCashback } = await mock.lookup<{ TotalCashback: number }>(
      `${CASHBACK}?CustomerMobile=7000001`,
      { token },
    );
    expect(TotalCashback).toBeGreaterThan(0);
    const { user, store } = renderWithProviders(<AuthControls />, {
      preloadedState: { auth: authSlice.reducer(undefined, loggedIn(token)) },
    });
    await user.click(await screen.findByRole('button', { name: /Hi, Kavita/ }));
    expect(await screen.findByText(formatTTD(TotalCashback))).toBeVisible();
    expect(store.getState().cart.CashbackAmount).toBe(TotalCashback);
  });

  it('an account summary of the wrong shape shows the order history’s error state', async () => {
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, await mock.login());
    await answerWith(endpoints.loadCustomer.path, {
      CustomerName: 'Kavita',
      TotalPurchases: 'lots',
      Purchases: 'none',
    });
    renderWithProviders(<AccountRoute />, { route: '/account', path: '/account' });
    expect(await screen.findByText("We couldn't load your order history.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  });

  it('a product answer with a price as text shows the product page’s own error state', async () => {
    const product = await mock.lookup<Record<string, unknown>>(
      `${endpoints.loadProduct.path}?ProductNo=1002&LoadReviews=true`,
    );
    await answerWith(endpoints.loadProduct.path, { ...product, SalesPrice: '50' });
    renderWithProviders(<ProductDetailRoute />, {
      route: '/productdetails/1002',
      path: '/productdetails/:ProductNo',
    });
    expect(await screen.findByText("We couldn't load this product.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
