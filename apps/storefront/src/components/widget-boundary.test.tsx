import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@trini/domain';
import { authSlice, loggedIn } from '@/features/auth/auth-slice';
import { AuthControls } from '@/features/auth/components/auth-controls';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import ProductDetailRoute from '@/routes/product-detail';
import type * as UserMenuModule from '@/features/auth/components/user-menu';
import type * as ReviewListModule from '@/features/products/components/review-list';
import { WidgetBoundary } from './widget-boundary';

/*
 * A widget's failure never takes down the page: whatever throws while rendering the
 * user menu or the reviews (here: a broken component), the page around it and Logout stay.
 */

const { broken, fail } = vi.hoisted(() => ({
  broken: { menu: false, reviews: false },
  fail: (what: string): never => {
    throw new Error(`${what} broke`);
  },
}));
vi.mock('@/features/auth/components/user-menu', async (load) => {
  const real = await load<typeof UserMenuModule>();
  return {
    UserMenu: (props: Parameters<typeof real.UserMenu>[0]) =>
      broken.menu ? fail('menu') : <real.UserMenu {...props} />,
  };
});
vi.mock('@/features/products/components/review-list', async (load) => {
  const real = await load<typeof ReviewListModule>();
  return {
    ReviewList: (props: Parameters<typeof real.ReviewList>[0]) =>
      broken.reviews ? fail('reviews') : <real.ReviewList {...props} />,
  };
});

const mock = setupRealMock();
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => Object.assign(broken, { menu: false, reviews: false }));

describe('widget boundaries', () => {
  it('shows its children, or the fallback in place of children that throw, and logs the error', () => {
    const log = quietly();
    const Bad = () => fail('widget');
    render(
      <main>
        <h1>Page</h1>
        <WidgetBoundary name="Good">
          <p>fine</p>
        </WidgetBoundary>
        <WidgetBoundary name="Bad" fallback={<p>Not available.</p>}>
          <Bad />
        </WidgetBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.getByText('Not available.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Bad failed and was left out of the page:',
      expect.objectContaining({ message: 'widget broke' }),
    );
  });

  it('a user menu that throws leaves a working Logout in the header', async () => {
    const log = quietly();
    broken.menu = true;
    const token = await mock.login();
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, token);
    const { user, store } = renderWithProviders(<AuthControls />, {
      preloadedState: { auth: authSlice.reducer(undefined, loggedIn(token)) },
    });
    // The Logout shown while the menu's code loads gives way to the boundary's own once the menu
    // has thrown: the one that stays is the one to use.
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'Account menu failed and was left out of the page:',
        expect.objectContaining({ message: 'menu broke' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.session).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.CUSTOMER_TOKEN)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('reviews that throw leave the rest of the product page', async () => {
    quietly();
    broken.reviews = true;
    const product = await mock.lookup<{ ProductName: string }>(
      '/api/Product/loadproduct?ProductNo=1002&LoadReviews=true',
    );
    renderWithProviders(<ProductDetailRoute />, {
      route: '/productdetails/1002',
      path: '/productdetails/:ProductNo',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: product.ProductName }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
  });
});
