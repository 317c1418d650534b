import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, NOTICE_MESSAGES, addItem, emptyCart, endpoints, formatTTD } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import CartRoute from './cart';

const mock = setupRealMock();

describe('cart page (shopping.md §2 cart page)', () => {
  it('/cart/{ProductNo} shows its loader from the first paint, never the empty cart, then the line and /cart', async () => {
    const product = await mock.lookup<ProductDetail>(
      `${endpoints.loadProduct.path}?ProductNo=1001&LoadReviews=true`,
    );
    const { currentLocation, store } = renderWithProviders(<CartRoute />, {
      route: '/cart/1001',
      path: '/cart/:ProductNo?',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Adding the product to your cart');
    expect(screen.queryByText(MESSAGES.CART_EMPTY_TITLE)).not.toBeInTheDocument();
    expect(
      (await screen.findAllByRole('cell', { name: (name) => name.includes(product.ProductName) }))
        .length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(currentLocation().pathname).toBe('/cart'));
    expect(store.getState().cart.ItemList.map((l) => l.ProductNo)).toEqual([1001]);
    expect(screen.queryByText(MESSAGES.CART_EMPTY_TITLE)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeInTheDocument();
  });

  it('an empty cart shows the empty view with Best Sellers below', async () => {
    renderWithProviders(<CartRoute />, { route: '/cart', path: '/cart/:ProductNo?' });
    expect(screen.getByText(MESSAGES.CART_EMPTY_TITLE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeInTheDocument();
  });

  it('when the shop could not be reached to price the cart, it says so and that the items are kept, never "Your Cart is Empty!"', () => {
    renderWithProviders(<CartRoute />, {
      route: '/cart',
      path: '/cart/:ProductNo?',
      preloadedState: {
        browser: {
          restored: true,
          cookieLines: [],
          cookieCount: 0,
          cartPriced: false,
          unreachableLines: 3,
        },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(NOTICE_MESSAGES.SHOP_UNREACHABLE);
    expect(screen.getByRole('alert')).toHaveTextContent("Your cart's 3 items are kept");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText(MESSAGES.CART_EMPTY_TITLE)).not.toBeInTheDocument();
  });

  it('a cart kept at old prices is priced again from the catalogue: the new price, and a line now sold out taken out, both said in words', async () => {
    const [earbuds, tawa] = await Promise.all(
      [1001, 1003].map((no) =>
        mock.lookup<ProductDetail>(`${endpoints.loadProduct.path}?ProductNo=${no}`),
      ),
    );
    // The shopper added both earlier: the earbuds at a lower price, the tawa before it sold out.
    let stale = addItem(emptyCart(), { ...earbuds!, SalesPrice: earbuds!.SalesPrice - 20 }, 2);
    stale = addItem(stale, { ...tawa!, IsSoldOut: false }, 1);
    const { store } = renderWithProviders(<CartRoute />, {
      route: '/cart',
      path: '/cart/:ProductNo?',
      preloadedState: { cart: stale },
    });
    expect(
      await screen.findByText(
        `The price of ${earbuds!.ProductName} changed from ${formatTTD(earbuds!.SalesPrice - 20)} to ${formatTTD(earbuds!.SalesPrice)}.`,
        { selector: 'li' },
      ),
    ).toBeVisible();
    expect(
      screen.getByText(`${tawa!.ProductName} is now sold out and was taken out of your cart.`, {
        selector: 'li',
      }),
    ).toBeVisible();
    const cart = store.getState().cart;
    expect(cart.ItemList.map((l) => [l.ProductNo, l.Quantity, l.SalesPrice])).toEqual([
      [1001, 2, earbuds!.SalesPrice],
    ]);
    // One call priced the whole cart.
    expect(await mock.journal({ path: endpoints.loadProducts.path })).toHaveLength(1);
  });
});
