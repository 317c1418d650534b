import { expect, test } from '../fixtures/test';
import { CUSTOMERS, fillCustomer, login } from '../fixtures/order';
import { FIXTURE, choose, productCards, totalValue } from '../fixtures/shop';
import type { Locator, Page } from '@playwright/test';

/**
 * Opens `path` and returns as soon as the server's answer starts to come (`commit`): Playwright's
 * default goto waits for the load event, by which time every file the head asked for has come,
 * the boot script too, and a shopper on a phone does not wait for it.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/**
 * Holds every script file of `page` 3 s before it is sent (a congested link: the page and its
 * styles come first); returns whether they are still held (false once the first one is let go).
 */
async function holdScripts(page: Page): Promise<() => boolean> {
  let held = true;
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((done) => setTimeout(done, 3_000));
    held = false;
    await route.continue();
  });
  return () => held;
}

/**
 * Holds `page`'s scripts (holdScripts) and records the pictures whose address matches `pattern`
 * asked for while they are held; returns that list and whether the scripts are still held.
 */
async function picturesAskedWhileHeld(page: Page, pattern: RegExp) {
  const asked: string[] = [];
  const scriptsHeld = await holdScripts(page);
  page.on('request', (request) => {
    if (scriptsHeld() && request.resourceType() === 'image' && pattern.test(request.url()))
      asked.push(request.url());
  });
  return { asked, scriptsHeld };
}

/** Whether the image `img` has arrived and been decoded (a picture the shopper sees). */
const shown = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

/**
 * The core journeys on a phone, run by the `phone` project: Lighthouse's mobile
 * profile (a mid-tier phone's CPU, 150 ms round trip, 1.6 Mbps down) at 375 px. Each journey opens its page
 * and acts the moment the control is visible, as a shopper does, usually before the app has
 * hydrated: the page must keep every tap (the boot script holds and replays it, or the control is
 * a link or GET form that works without the app) and show its outcome. None of them waits for
 * hydration.
 */
test.describe('a shopper on a phone acts the moment a control shows', () => {
  test('ADD TO CART: the caption shows and the header counts the line', async ({ page }) => {
    await open(page, `/productdetails/${FIXTURE.plain}`);
    await page
      .getByRole('button', { name: /^add to cart$/i })
      .first()
      .click();
    await expect(page.getByText('Item Added To Cart').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('1');
  });

  test('a product card on the category page: its ADD TO CART and heart each take the tap', async ({
    page,
  }) => {
    // Cards hydrate after the page's first pass (DeferredHydration): a tap before the app runs is
    // held and replayed, one after it makes React hydrate the tapped card first and handle it there.
    await open(page, '/category/1');
    const card = productCards(page).first();
    await card.getByRole('button', { name: /^add to cart$/i }).click();
    await expect(card.getByText('Item Added To Cart')).toBeVisible();
    await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('1');
    await card.getByRole('button', { name: /to wishlist$/ }).click();
    await expect(card.getByRole('button', { name: /from wishlist$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the menu: opened at once, it stays open while the app hydrates, and its link searches', async ({
    page,
  }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The one wait for the hydration mark here, because hydration is this test's subject: a menu
    // the shopper opened before the app ran must still be open after the app has taken over (it
    // used to close itself at hydration). A shopper would not wait; the test must, to see after.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Tools & Automobiles' }).click();
    await expect(page).toHaveURL(/\/search\/Tools$/);
    await expect(menu).toBeHidden();
  });

  test('Sort By: the URL and the grid follow the choice', async ({ page }) => {
    await open(page, '/category/1');
    await page.getByLabel('Sort By', { exact: true }).selectOption({ label: 'Price(Low>High)' });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByLabel('Sort By', { exact: true })).toHaveValue('price-asc');
    await expect(productCards(page).first()).toBeVisible();
  });

  test('Sort By on a page whose scripts come late: the choice made on the first paint is kept', async ({
    page,
  }) => {
    // Every script file is held 3 s (a congested link: the page and its styles come first). The
    // boot script is inline, so it holds the change from the first paint (as a file of its own
    // it could arrive after the first paint, and a change made then would be lost).
    await holdScripts(page);
    await open(page, '/category/1');
    await page.getByLabel('Sort By', { exact: true }).selectOption({ label: 'Price(Low>High)' });
    await expect(page).toHaveURL(/sort=price-asc/, { timeout: 20_000 });
    await expect(page.getByLabel('Sort By', { exact: true })).toHaveValue('price-asc');
  });

  test("pictures below the first screen wait for the app's code, and show as the shopper scrolls", async ({
    page,
  }) => {
    // The phone's link is shared: a lazy picture below the first screen, requested with the
    // first paint, took bandwidth from the app's code and kept the page's taps waiting longer.
    // Every script file is held 3 s, as in the test above; no product picture but the first
    // screen's may be asked for in that time.
    const { asked, scriptsHeld } = await picturesAskedWhileHeld(page, /\/Products\//);
    await open(page, '/category/1');
    const cards = productCards(page);
    await expect(cards.first()).toBeVisible();
    const firstScreen = await page.locator('article img[fetchpriority="high"]').count();
    await expect.poll(scriptsHeld, { timeout: 10_000 }).toBe(false);
    expect(firstScreen).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(firstScreen);
    // The last card's picture loads when the shopper scrolls to it.
    const last = cards.last().locator('img');
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => shown(last)).toBe(true);
  });

  test("home's blocks below the grid: their pictures wait for the app's code, and show as the shopper scrolls", async ({
    page,
  }) => {
    // Browse our Categories and why buy from us? come with the server's page, far below the
    // first screen: their eight pictures must not take the phone's link from the app's code.
    const { asked, scriptsHeld } = await picturesAskedWhileHeld(page, /\/Images\/(Category|Why)\//);
    await open(page, '/');
    const tiles = page.getByRole('region', { name: 'Browse our Categories' }).getByRole('link');
    await expect(tiles).toHaveCount(6);
    await expect.poll(scriptsHeld, { timeout: 10_000 }).toBe(false);
    expect(asked).toEqual([]);
    const last = page.getByRole('region', { name: 'why buy from us?' }).locator('img').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => shown(last)).toBe(true);
  });

  test('a filter: In Stock narrows the list (at 800 px, where the filter panel shows)', async ({
    page,
  }) => {
    // The filter panel is hidden below 768 px (shopping.md §2 category page): a small tablet on
    // the same network.
    await page.setViewportSize({ width: 800, height: 1000 });
    await open(page, '/category/1');
    // A tap, not Playwright's check(): before hydration the boot script holds the tap (the box
    // shows it as pending, unchanged) and replays it once the app runs.
    await page.getByRole('checkbox', { name: 'In Stock' }).click();
    await expect(page).toHaveURL(/stock=in/);
    await expect(page.getByRole('checkbox', { name: 'In Stock' })).toBeChecked();
    await expect(productCards(page).first()).toBeVisible();
  });

  test('paging: the next page link opens page 2', async ({ page }) => {
    await open(page, '/category/1?show=5');
    await page
      .getByRole('navigation', { name: /: pages$/ })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(
      page.getByRole('navigation', { name: /: pages$/ }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('search: typed in the header and submitted, the results page opens', async ({ page }) => {
    await open(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.fill('earbuds');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/earbuds$/);
    await expect(page.getByRole('heading', { name: 'Searched Products' })).toBeVisible();
    await expect(productCards(page).first()).toContainText(/earbuds/i);
  });

  test('login: the header Login opens the form (the panel, or /login before the app runs), and the customer is logged in', async ({
    page,
  }) => {
    await open(page, '/');
    await login(page, CUSTOMERS.kavita);
    await expect(page.getByRole('button', { name: /Hi, Kavita/ }).first()).toBeVisible();
  });

  test('coupon: typed and applied on the cart page, the discount row shows', async ({ page }) => {
    await open(page, `/cart/${FIXTURE.plain}`);
    await page.getByLabel(/coupon/i).fill('SAVE10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(totalValue(page, /Coupon Discount \(10%\)/)).toHaveText('-TT$10.00');
  });

  test('guest checkout with Tobago: Continue as Guest, Tobago freight, the order is placed', async ({
    page,
  }) => {
    await open(page, `/cart/${FIXTURE.plain}`);
    await expect(totalValue(page, 'Total')).toBeVisible();
    await open(page, '/checkout');
    await page.getByRole('link', { name: 'Continue as Guest' }).click();
    await expect(page).toHaveURL(/#co-personal$/);
    await choose(page.getByRole('radio', { name: 'Tobago' }));
    await expect(totalValue(page, 'Freight')).toHaveText('TT$60.00');
    await fillCustomer(page, CUSTOMERS.marcus.mobile, CUSTOMERS.marcus.name, 'Scarborough');
    await expect(page.getByRole('radio', { name: 'Tobago' })).toBeChecked();
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByText('Your Order has been successfully placed!')).toBeVisible();
  });
});
