import type { Locator, Page } from '@playwright/test';
import { CART_COOKIE, cartCookieFor } from '@trini/domain';
import { productCards } from '../fixtures/shop';
import { expect, test } from '../fixtures/test';

/**
 * What works without JavaScript, run by the `no-js` project (a browser that runs no
 * script, so no boot script and no app): the search forms, the category page's controls and page
 * links, the Login and Register links, the category tree's +/− and the slide menu; checkout shows
 * the cart and says that ordering needs JavaScript. (No axe check
 * here: axe needs the page's own timers, which a browser without JavaScript does not run; the same
 * markup is checked by the desktop and mobile projects.)
 */

/** The TT$ prices of the product cards in `scope`, in page order. */
async function prices(scope: Locator): Promise<number[]> {
  const texts = await productCards(scope).allTextContents();
  return texts.map((t) => Number(/TT\$\s?([\d,]+\.\d{2})/.exec(t)?.[1]?.replace(/,/g, '')));
}

/** The Electronics page reached from the category tree, and its product list. */
async function openElectronics(page: Page) {
  await page.goto('/category');
  await page
    .getByRole('navigation', { name: /all categories/i })
    .getByRole('link', { name: 'Electronics', exact: true })
    .click();
  await expect(page).toHaveURL(/\/category\/\d+$/);
  return page.getByRole('list', { name: 'Electronics products', exact: true });
}

test.describe('without JavaScript', () => {
  test("checkout shows the cart cookie's lines and says ordering needs JavaScript; Place Order sends no detail into a URL", async ({
    page,
    baseURL,
  }) => {
    const value = cartCookieFor([1001, 1002]);
    await page.context().addCookies([{ name: CART_COOKIE.NAME, value, url: baseURL ?? '' }]);
    await page.goto('/checkout');
    await expect(page.getByText(/Placing an order needs JavaScript/)).toBeVisible();
    const summary = page.getByRole('region', { name: 'SHOPPING CART' });
    await expect(summary.getByText('Wireless Earbuds with Charging Case')).toBeVisible();
    await page.locator('#co-personal').getByLabel('Name').fill('Guest Shopper');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText(/Placing an order needs JavaScript/)).toBeVisible();
  });

  test('cart/{ProductNo} shows the cart with the product, and the next page keeps it (the cookie the server set)', async ({
    page,
  }) => {
    await page.goto('/cart/1002');
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: 'Cocoa Butter Body Lotion 400ml' })).toBeVisible();
    await expect(page.getByText('Adding the product to your cart')).toHaveCount(0);
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'SHOPPING CART' });
    await expect(summary.getByText('Cocoa Butter Body Lotion 400ml')).toBeVisible();
  });

  test('the header search, typed and submitted, lands on /search/{text} with results', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search products' }).first().fill('earbuds');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(page).toHaveURL(/\/search\/earbuds$/);
    await expect(page.getByRole('heading', { name: 'Searched Products' })).toBeVisible();
    await expect(productCards(page).first()).toContainText(/earbuds/i);
  });

  test('a blank search stays on the page it was sent from', async ({ page }) => {
    await page.goto('/category/1?sort=price-asc');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(page).toHaveURL(/\/category\/1\?sort=price-asc$/);
  });

  test('Sort By chosen and applied: the server renders the sorted grid and the URL', async ({
    page,
  }) => {
    const list = await openElectronics(page);
    await page.getByLabel('Sort By', { exact: true }).selectOption({ label: 'Price(Low>High)' });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByLabel('Sort By', { exact: true })).toHaveValue('price-asc');
    const shown = await prices(list);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  test("home's Browse our Categories: the server renders the tiles, and a tile searches its category", async ({
    page,
  }) => {
    await page.goto('/');
    const browse = page.getByRole('region', { name: 'Browse our Categories' });
    await expect(browse.getByRole('link')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'why buy from us?' })).toBeVisible();
    const tile = browse.getByRole('link', { name: 'Kitchen' });
    await tile.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        tile
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await tile.click();
    await expect(page).toHaveURL(/\/search\/Kitchen$/);
    await expect(productCards(page).first()).toBeVisible();
  });

  test('the pictures below the first screen load as the shopper scrolls to them', async ({
    page,
  }) => {
    // Their boxes are skipped until they near the screen while no app has started (the phone's
    // link carries the app's code first); without JavaScript the browser fetches every picture
    // at once (it lazy-loads only with scripting on), and the skipped box must still show it.
    await page.goto('/category/1');
    const last = productCards(page).last().locator('img');
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('Show (page size), the page links and the view mode, which keeps the page', async ({
    page,
  }) => {
    test.slow(); // five full page loads, each rendered by the server: no client-side navigation here
    const list = await openElectronics(page);
    await page.getByLabel('Show', { exact: true }).selectOption('5');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/show=5/);
    await expect(productCards(list)).toHaveCount(5);
    const pages = page.getByRole('navigation', { name: 'Electronics products: pages' });
    await pages.getByRole('link', { name: /next/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/show=5/);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the filters: a TT$ price limit and In Stock, applied together', async ({ page }) => {
    const list = await openElectronics(page);
    const before = await prices(list);
    const limit = Math.ceil(Math.max(...before) / 2);
    const filter = page.getByRole('complementary', { name: /filter/i });
    await filter.getByLabel('Max (TT$)').fill(String(limit));
    await filter.getByRole('checkbox', { name: 'In Stock' }).check();
    await filter.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`price=${limit}`));
    await expect(page).toHaveURL(/stock=in/);
    await expect(filter.getByRole('checkbox', { name: 'In Stock' })).toBeChecked();
    await expect(filter.getByLabel('Max (TT$)')).toHaveValue(String(limit));
    const after = await prices(list);
    expect(after.length).toBeGreaterThan(0);
    for (const price of after) expect(price).toBeLessThanOrEqual(limit);
  });

  test("the category tree's +/− opens a branch's children", async ({ page }) => {
    await page.goto('/category');
    const tree = page.getByRole('navigation', { name: /all categories/i });
    // A branch that starts closed, by the name of its +/− ('{category} sub-categories').
    const name = await tree
      .locator('details:not([open]) > summary')
      .first()
      .getAttribute('aria-label');
    const toggle = tree.getByLabel(name ?? '', { exact: true });
    const child = toggle.locator('xpath=..').getByRole('link').first();
    await expect(child).toBeHidden();
    await toggle.click();
    await expect(child).toBeVisible();
    await child.click();
    await expect(page).toHaveURL(/\/category\/\d+$/);
  });

  test('the header Login and Register links reach the login and registration pages', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    const login = page.getByRole('region', { name: 'LogIn' });
    await expect(login.getByLabel('Mobile')).toBeVisible();
    await expect(login.getByLabel('Password')).toBeVisible();
    await expect(login.getByText(/need JavaScript/)).toBeVisible();
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(
      page
        .getByRole('region', { name: 'Register' })
        .getByLabel(/mobile/i)
        .first(),
    ).toBeVisible();
  });

  test('at 375 px the slide menu opens, searches, closes and links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await openMenu.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await openMenu.click();
    await menu.getByRole('searchbox', { name: 'Search products' }).fill('earbuds');
    await menu.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/search\/earbuds$/);
    await expect(productCards(page).first()).toContainText(/earbuds/i);
    await openMenu.click();
    await menu.getByRole('link', { name: 'Tools & Automobiles' }).click();
    await expect(page).toHaveURL(/\/search\/Tools$/);
  });
});
