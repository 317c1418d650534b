import { expect, test } from '../fixtures/test';
import { FIXTURE, openProduct, productCards } from '../fixtures/shop';

test.describe('product detail (shopping.md §2 product detail, §4 product page)', () => {
  test('breadcrumb, prices with bundle prices, category and UPC lines', async ({
    page,
    checkA11y,
    snap,
  }) => {
    await openProduct(page, FIXTURE.bundle);
    await expect(
      page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: /home/i }),
    ).toHaveAttribute('href', '/home');
    await expect(page.getByText('TT$90.00').first()).toBeVisible();
    await expect(page.getByText('TT$130.00').first()).toBeVisible();
    await expect(page.getByText('TT$200.00').first()).toBeVisible();
    await expect(page.getByText(/UPC/)).toBeVisible();
    const ld: unknown = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: String(FIXTURE.bundle),
      offers: { priceCurrency: 'TTD', price: '50.00' },
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/productdetails/${FIXTURE.bundle}$`),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await snap('product');
    await checkA11y();
  });

  test('Best Sellers and New Products load below the reviews as the shopper scrolls down, with cards to open', async ({
    page,
  }) => {
    await openProduct(page, FIXTURE.plain);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const best = page.getByRole('heading', { name: 'Best Sellers' });
    await expect(best).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New Products' })).toBeAttached();
    await best.scrollIntoViewIfNeeded();
    await expect(
      productCards(page.getByRole('region', { name: 'Best Sellers' })).first(),
    ).toBeVisible();
  });

  test('gallery: starts on the video, next goes to the first image, previous from the first image returns to the video', async ({
    page,
  }) => {
    await openProduct(page, FIXTURE.video);
    const gallery = page.getByRole('group', { name: 'Product gallery' });
    await expect(gallery.locator('video').first()).toBeVisible();
    await gallery.getByRole('button', { name: /next/i }).click();
    await expect(gallery.locator('img[src*="1007-1"]').first()).toBeVisible();
    await gallery.getByRole('button', { name: /next/i }).click();
    await expect(gallery.locator('img[src*="1007-2"]').first()).toBeVisible();
    await gallery.getByRole('button', { name: /previous/i }).click();
    await gallery.getByRole('button', { name: /previous/i }).click();
    await expect(gallery.locator('video').first()).toBeVisible();
  });

  test('review: invalid shows the first rule message, valid is saved and then visible', async ({
    page,
  }) => {
    await openProduct(page, FIXTURE.plain);
    const form = page.getByRole('form', { name: /write a review/i });
    await form.getByLabel(/mobile/i).fill('12345');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('Phone Number is invalid. Please enter 7 digits.').first(),
    ).toBeVisible();
    await form.getByLabel(/mobile/i).fill('7001234');
    await form.getByLabel('Name', { exact: true }).fill('Devika Persad');
    await form.getByLabel('Title', { exact: true }).fill('Crisp sound');
    await form.getByLabel('Your Review').fill('Great bass for the price, battery lasts all day.');
    await form.getByRole('radio').nth(4).check();
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Review added successfully.').first()).toBeVisible();
    await expect(page.getByText('Crisp sound')).toBeVisible();
  });

  test('Buy Now adds the item and goes to the cart; a sold-out item is refused', async ({
    page,
  }) => {
    await openProduct(page, FIXTURE.soldOut);
    // Greyed and aria-disabled (not disabled): a tap still reaches it, which Playwright would
    // otherwise wait out.
    await page.getByRole('button', { name: /^buy now$/i }).click({ force: true });
    await expect(
      page.getByText('Item is sold out. Please select other item').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/productdetails/);
    await openProduct(page, FIXTURE.plain);
    await page.getByRole('button', { name: /^buy now$/i }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('table')).toContainText('Wireless Earbuds');
  });

  test('a visit with fbclid marks the visitor as coming from a social network', async ({
    page,
  }) => {
    await page.goto(`/productdetails/${FIXTURE.plain}?fbclid=abc123`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app marks the visit once it runs, which may be after the page shows.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fb'))).toBe('1');
  });
});
