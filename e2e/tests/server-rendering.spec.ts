import type { Page } from '@playwright/test';
import { productCards } from '../fixtures/shop';
import { expect, test } from '../fixtures/test';

/**
 * The API calls whose answers the server renders into the first page: the home grid's first
 * page, search results, the category tree and products, and the product with its reviews.
 */
const SERVER_RENDERED_CALLS = [
  /\/api\/trini\/GetProducts\?.*PageNo=1\b/i,
  /\/api\/trini\/GetProducts\?.*SearchText=/i,
  /\/api\/store\/getproductcategorylist/i,
  /\/api\/Product\/GetProducts\?.*CategoryNo=/i,
  /\/api\/Product\/loadproduct/i,
];

const PAGES = [
  { path: '/', text: /our products/i },
  { path: '/search/a', text: /searched products/i },
  { path: '/category/1', text: /electronics/i },
  { path: '/productdetails/1001', text: /wireless earbuds with charging case/i },
];

/** Console errors and warnings, and uncaught page errors, while `run` goes on. */
async function problemsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await run();
  return problems;
}

test.describe('server rendering without JavaScript (link previews and crawlers)', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, text } of PAGES) {
    test(`${path} shows its products without JavaScript`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: text }).first()).toBeVisible();
      if (path.startsWith('/productdetails')) {
        await expect(page.getByText(/TT\$\s*\d/).first()).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Top Reviews' })).toBeVisible();
      } else {
        await expect(productCards(page).first()).toBeVisible();
        expect(await productCards(page).count()).toBeGreaterThanOrEqual(8);
      }
    });
  }

  test('an unknown product answers 404 with the not-found page', async ({ page }) => {
    const res = await page.goto('/productdetails/99999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const path of [
    '/',
    '/search/a',
    '/category/1',
    '/productdetails/1001',
    '/cart',
    '/checkout',
    '/aboutus',
  ]) {
    test(`${path}: no console error or warning while loading and hydrating`, async ({ page }) => {
      const problems = await problemsDuring(page, async () => {
        await page.goto(path, { waitUntil: 'networkidle' });
      });
      expect(problems).toEqual([]);
    });
  }

  for (const { path } of PAGES) {
    test(`${path}: the browser asks the API for none of the data the server rendered`, async ({
      page,
    }) => {
      const calls: string[] = [];
      page.on('request', (r) => {
        if (SERVER_RENDERED_CALLS.some((call) => call.test(r.url()))) calls.push(r.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(calls).toEqual([]);
    });
  }

  test('a page opened in a tab that had scrolled another page stays at its top once the app starts', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.goto('/productdetails/1003');
    // The subject is what the app does when it starts (its scroll restoration runs at hydration):
    // a shopper would not wait, the test must, to see the page after it. Then one more frame.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A reload of a scrolled page comes back to its place.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.reload();
    // Again the app's start is the subject: the place comes back once it runs.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });

  test('the server markup is hydrated in place, then client-side navigation works', async ({
    page,
  }) => {
    // Hold the app's script until the server's heading is marked, then let it run.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/productdetails/1001', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Wireless Earbuds with Charging Case');
    await heading.evaluate((el) => el.setAttribute('data-server-node', '1'));
    release();
    // This test is about hydration itself (the server's nodes adopted in place, not re-rendered),
    // so it waits for the app's hydration mark before it checks the node and acts.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Hydrated: the page reacts (add to cart works)...
    await page
      .getByRole('button', { name: /^add to cart$/i })
      .first()
      .click();
    await expect(page.getByText('Item Added To Cart').first()).toBeVisible();
    // ...and the heading is still the node the server sent (hydrated, not re-rendered).
    await expect(page.locator('h1[data-server-node="1"]')).toHaveCount(1);
    // The web manifest, held back with the scripts until after the largest paint, is linked.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    // Client-side navigation renders the next page without a document request.
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.getByRole('link', { name: 'Cart, 1 item' }).first().click();
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(page.locator('table')).toContainText('Wireless Earbuds with Charging Case');
    expect(documents).toEqual([]);
  });
});
