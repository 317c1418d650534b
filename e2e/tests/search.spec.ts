import { productCards } from '../fixtures/shop';
import { expect, test } from '../fixtures/test';

test.describe('search (shopping.md §2 search results)', () => {
  test('text search from the header lists matching products under "Searched Products"', async ({
    page,
    checkA11y,
    snap,
  }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.fill('earbuds');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/earbuds$/);
    await expect(page.getByRole('heading', { name: 'Searched Products' })).toBeVisible();
    await expect(productCards(page).first()).toContainText(/earbuds/i);
    await snap('search');
    await checkA11y();
  });

  test("banner search by query parameter b lists that banner's products", async ({ page }) => {
    await page.goto('/search?b=2');
    await expect(page.getByRole('heading', { name: 'Searched Products' })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
  });

  test('a search with no match says so', async ({ page }) => {
    await page.goto('/search/zzzxqqnothing');
    await expect(page.getByText(/no products/i)).toBeVisible();
  });
});
