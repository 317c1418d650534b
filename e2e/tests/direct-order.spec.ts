import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { FIXTURE } from '../fixtures/shop';

test.describe('direct order page (ordering.md §2 direct order, §4 direct order)', () => {
  const fill = async (page: Page) => {
    await page.getByLabel('Mobile').first().fill('7044444');
    await page.getByLabel('Name').first().fill('Shaquille Roberts');
    await page.getByLabel('Address').first().fill('3 Frederick Street');
    const city = page.getByLabel('City').first();
    await expect(city.locator('option')).not.toHaveCount(1);
    await city.selectOption({ index: 1 });
  };

  test('with a valid ShopNo the heading names the shop and Send Order places the order', async ({
    page,
    checkA11y,
    snap,
  }) => {
    await page.goto(`/fborder/${FIXTURE.plain}/1`);
    await expect(page.getByRole('heading', { name: /Create Order/ })).toContainText(
      'Port of Spain Outlet',
    );
    await fill(page);
    await snap('direct-order');
    await checkA11y();
    await page.getByRole('button', { name: 'Send Order' }).click();
    await expect(page).toHaveURL(/\/success$/);
  });

  test('an unknown ShopNo falls back to the default shop', async ({ page }) => {
    await page.goto(`/fborder/${FIXTURE.plain}/999`);
    await expect(page.getByRole('heading', { name: /Create Order/ })).toContainText('Online Store');
    await fill(page);
    await page.getByRole('button', { name: 'Send Order' }).click();
    await expect(page).toHaveURL(/\/success$/);
  });
});
