import type { Page } from '@playwright/test';
import { productCards } from '../fixtures/shop';
import { expect, test } from '../fixtures/test';

/** The header's search box: a combobox once the page is hydrated (the slide menu's is hidden). */
const headerBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search products' });

test.describe('search suggestions', () => {
  // At 375 px: the list must fit the phone's screen, and Tab passes the menu button first.
  test(
    'keyboard only: type in the header box, arrow to a suggestion and open its product page',
    { tag: '@narrow' },
    async ({ page, checkA11y, snap }) => {
      await page.goto('/');
      const box = headerBox(page);
      // Reach the box with Tab (skip link, menu button on phones, logo, then the search box).
      for (let i = 0; i < 6 && !(await box.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(box).toBeFocused();
      await page.keyboard.type('kitchen');

      const list = page.getByRole('listbox', { name: 'Product suggestions' });
      const options = list.getByRole('option');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(options).toHaveCount(7); // 6 products, then 'see all results'
      await expect(options.last()).toHaveText('See all results for “kitchen”');
      await expect(page.getByRole('status').filter({ hasText: 'products suggested' })).toHaveText(
        '6 products suggested',
      );

      // The panel lies over the page inside the viewport: no horizontal scroll, 44 px targets.
      const viewport = page.viewportSize()!;
      const panel = (await list.boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
      for (const option of await options.all())
        expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await snap('search-suggestions');
      await checkA11y();

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = options.nth(1);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await second.getAttribute('id'))!,
      );
      // An option reads its product's name, then its TT$ price (the thumbnail is decorative).
      const name = (await second.textContent())!.replace(/TT\$[\d,]+\.\d{2}$/, '');
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/productdetails\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test("'See all results' opens the search page; Escape closes the list", async ({ page }) => {
    await page.goto('/');
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially('earbuds');
    const list = page.getByRole('listbox', { name: 'Product suggestions' });
    await expect(list.getByRole('option').first()).toContainText(/earbuds/i);

    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('earbuds');

    await box.press('ArrowDown');
    await list.getByRole('option', { name: 'See all results for “earbuds”' }).click();
    await expect(page).toHaveURL(/\/search\/earbuds$/);
    await expect(page.getByRole('heading', { name: 'Searched Products' })).toBeVisible();
    await expect(productCards(page).first()).toContainText(/earbuds/i);
    await expect(list).toBeHidden();
  });

  test('a search with no match says so, politely, keeping focus in the box', async ({ page }) => {
    await page.goto('/');
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially('zzzxqq');
    await expect(page.getByRole('status').filter({ hasText: 'No products found' })).toHaveCount(1);
    await expect(
      page.getByRole('listbox', { name: 'Product suggestions' }).getByRole('option'),
    ).toHaveText(['See all results for “zzzxqq”']);
    await expect(box).toBeFocused();
  });
});
