import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, STORAGE_KEYS, endpoints, formatTTD } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import ProductDetailRoute from './product-detail';

const mock = setupRealMock();
/** A seeded product as the mock answers it, with its reviews. */
const seeded = (productNo: number) =>
  mock.lookup<ProductDetail>(
    `${endpoints.loadProduct.path}?ProductNo=${productNo}&LoadReviews=true`,
  );
const stars = (rating: number) => `Rated ${Math.round(rating)} out of 5`;

const render = (url: string) =>
  renderWithProviders(<ProductDetailRoute />, { route: url, path: '/productdetails/:ProductNo' });

describe('product detail (shopping.md §2 product detail, §4 product page)', () => {
  it('shows a loader, then the product with bundle prices, UPC, reviews and only the non-empty related lists', async () => {
    // 1002 is the seed's bundle-price product (2, 3 and 5 for less).
    const product = await seeded(1002);
    const reviews = product.ProductReviewList;
    expect(reviews.length).toBeGreaterThan(0);
    // A product without similar products: the seed gives every product some, so force none.
    await mock.scenario({
      method: 'GET',
      path: endpoints.getProducts.path,
      query: { SimilarProductNo: '1002' },
      status: 200,
      body: [],
    });
    render('/productdetails/1002');
    expect(screen.getByRole('status')).toHaveTextContent('Loading product');
    expect(
      await screen.findByRole('heading', { level: 1, name: product.ProductName }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Bundle prices' })).toHaveTextContent(
      `2 for ${formatTTD(product.SalesPrice2!)}`,
    );
    expect(screen.getByText(product.Barcode)).toBeInTheDocument();
    expect(screen.getAllByText(reviews[0]!.ReviewTitle).length).toBeGreaterThan(0);
    // The summary's stars (the reviews' average), then each review's.
    const average = reviews.reduce((sum, r) => sum + r.Rating, 0) / reviews.length;
    expect(
      screen
        .getAllByRole('img', { name: /^Rated \d out of 5$/ })
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual([stars(average), ...reviews.map((r) => stars(r.Rating))]);
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Similar Products' })).not.toBeInTheDocument();
    const [asked] = await mock.journal({ path: endpoints.loadProduct.path });
    expect(new URL(asked!.url, 'http://mock.test').searchParams.get('LoadReviews')).toBe('true');
  });

  it('an unrated review does not pull the stars down: the page shows the rating the card and the JSON-LD show', async () => {
    const product = await seeded(1001);
    const [first] = product.ProductReviewList;
    await mock.scenario({
      method: 'GET',
      path: endpoints.loadProduct.path,
      status: 200,
      body: {
        ...product,
        Rating: 5,
        ProductReviewList: [
          { ...first!, Rating: 5 },
          { ...first!, CustomerName: 'No Stars', Rating: 0 },
        ],
      },
    });
    render('/productdetails/1001');
    await screen.findByRole('heading', { level: 1, name: product.ProductName });
    const [summary] = screen.getAllByRole('img', { name: /^Rated \d out of 5$/ });
    expect(summary).toHaveAttribute('aria-label', stars(5));
  });

  it('Buy Now adds the chosen quantity and goes to /cart', async () => {
    const product = await seeded(1002);
    const { user, store, currentLocation } = render('/productdetails/1002');
    const qty = await screen.findByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '3');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(store.getState().cart.ItemList[0]).toMatchObject({ ProductNo: 1002, Quantity: 3 });
    // Three for the bundle price of three.
    expect(store.getState().cart.ItemTotal).toBe(product.SalesPrice3);
    expect(currentLocation().pathname).toBe('/cart');
  });

  it('a sold-out product is refused on Buy Now and the page stays', async () => {
    // 1003 is the seed's sold-out product.
    expect(await seeded(1003)).toMatchObject({ IsSoldOut: true });
    const { user, store, currentLocation } = render('/productdetails/1003');
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText(MESSAGES.SOLD_OUT)).toBeInTheDocument();
    expect(store.getState().cart.ItemList).toHaveLength(0);
    expect(currentLocation().pathname).toBe('/productdetails/1003');
  });

  it("?fbclid= marks the visitor: session 'fb' = '1' and FromFB on the cart", async () => {
    const { store } = render('/productdetails/1002?fbclid=xyz');
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.FROM_FB)).toBe('1'));
    expect(store.getState().cart.FromFB).toBe(true);
  });
});
