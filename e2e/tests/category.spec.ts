import { expect, test } from '../fixtures/test';
import { categoryTree, isNarrow, productCards } from '../fixtures/shop';

test.describe('category page (shopping.md §2 category page)', () => {
  test('the category tree links to categories and the page reloads its products', async ({
    page,
    checkA11y,
    snap,
  }) => {
    await page.goto('/category');
    let tree = await categoryTree(page);
    await tree.getByRole('link', { name: 'Electronics', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/\d+/);
    const first = await productCards(page).first().textContent();
    tree = await categoryTree(page);
    // Each branch is a native <details> opened by its +/− <summary>, which
    // Playwright gives no role: found by its name, '{category} sub-categories'.
    const closed = tree.locator('details:not([open])');
    const opening = closed.first();
    const before = await closed.count();
    await opening
      .getByLabel(/ sub-categories$/)
      .first()
      .click();
    await expect(closed).toHaveCount(before - 1);
    await tree.getByRole('link', { name: 'Kitchen', exact: true }).click();
    await expect(productCards(page).first()).not.toHaveText(first ?? '');
    await snap('category');
    await checkA11y();
  });

  test('below the products, New Arrivals (at most 8) and the design sections load as the shopper scrolls down', async ({
    page,
  }) => {
    await page.goto('/category');
    await expect(productCards(page).first()).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const arrivals = page.getByRole('region', { name: 'New Arrivals' });
    await expect(arrivals).toBeAttached();
    await arrivals.scrollIntoViewIfNeeded();
    const cards = productCards(arrivals);
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(8);
    // The titled product sections: New Arrivals and the design page's sections.
    const sections = page.getByRole('region').filter({ has: productCards(page) });
    expect(await sections.count()).toBeGreaterThan(1);
  });

  test('Sort By and Show live in the URL and change the grid', async ({ page }) => {
    await page.goto('/category');
    await (
      await categoryTree(page)
    )
      .getByRole('link', { name: 'Electronics', exact: true })
      .click();
    await page.getByLabel('Show', { exact: true }).selectOption('5');
    await expect(page).toHaveURL(/show=5/);
    await expect(
      productCards(page.getByRole('list', { name: 'Electronics products', exact: true })),
    ).toHaveCount(5);
    await page.getByLabel('Sort By', { exact: true }).selectOption({ label: 'Price(Low>High)' });
    await expect(page).toHaveURL(/sort=price-asc/);
  });

  test('the filter panel is hidden below 768 px', { tag: '@both-widths' }, async ({ page }) => {
    await page.goto('/category');
    const filter = page.getByRole('complementary', { name: /filter/i });
    if (isNarrow(page)) await expect(filter).toBeHidden();
    else await expect(filter).toBeVisible();
  });
});
