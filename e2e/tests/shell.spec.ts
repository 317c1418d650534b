import { isNarrow, productCards } from '../fixtures/shop';
import { expect, test } from '../fixtures/test';

test.describe('site shell (ordering.md §2 site shell)', () => {
  test('back-to-top appears beyond 100 px of scroll and returns to the top', async ({ page }) => {
    await page.goto('/');
    await expect(productCards(page).first()).toBeVisible();
    const back = page.getByRole('button', { name: /back to top/i });
    await expect(back).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(back).toBeVisible();
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test(
    'the category bar searches by its entries; Tools shows as Tools & Automobiles',
    { tag: '@both-widths' },
    async ({ page }) => {
      await page.goto('/');
      const bar = page.getByRole('navigation', { name: 'Shop by category' });
      if (!isNarrow(page)) {
        await bar.getByRole('link', { name: 'Tools & Automobiles' }).click();
        await expect(page).toHaveURL(/\/search\/Tools$/);
        await expect(productCards(page).first()).toBeVisible();
      } else {
        await page.getByRole('button', { name: /menu/i }).first().click();
        await page.getByRole('link', { name: 'Tools & Automobiles' }).first().click();
        await expect(page).toHaveURL(/\/search\/Tools$/);
      }
    },
  );

  test('the footer has Company and My Account links and the 2024 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Delivery Policy' })).toBeVisible();
    await expect(footer).toContainText('2024');
  });
});
