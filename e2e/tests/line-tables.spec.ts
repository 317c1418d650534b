import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { CUSTOMERS, login } from '../fixtures/order';
import { FIXTURE, addFromProductPage } from '../fixtures/shop';

/**
 * The widths a test checks after its page has loaded, in one run: the page laid out again at each
 * (two desktops, two phones), rather than the whole journey again per width.
 */
const WIDTHS = [1280, 1440, 375, 320] as const;

/**
 * Expects `el` to be visible and wholly inside the window's width, not cut off by an ancestor that
 * scrolls or clips (a table in a scroll box that the shopper cannot see scrolls counts as hidden).
 */
async function expectInView(el: Locator, what: string): Promise<void> {
  await expect(el, what).toBeVisible();
  const problem = await el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return 'has no size';
    if (r.left < -0.5 || r.right > window.innerWidth + 0.5)
      return `spans ${Math.round(r.left)}-${Math.round(r.right)} px of a ${window.innerWidth} px window`;
    for (let a = node.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const left = a.getBoundingClientRect().left + a.clientLeft;
      const right = left + a.clientWidth;
      if (r.left < left - 0.5 || r.right > right + 0.5)
        return `spans ${Math.round(r.left)}-${Math.round(r.right)} px but its <${a.tagName.toLowerCase()}> shows ${Math.round(left)}-${Math.round(right)} px only`;
    }
    return null;
  });
  expect(problem, what).toBeNull();
}

/** Expects the page to need no sideways scroll at its current width. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBe(
    innerWidth,
  );
}

/**
 * At each of the test's widths, expects every line of `table` to show its cells under `headers`
 * (found by the column headers' text, so the check reads the table as a shopper does) inside the
 * window, and the page to need no sideways scroll.
 */
async function expectLinesShown(
  page: Page,
  table: Locator,
  lines: number,
  headers: string[],
): Promise<void> {
  const rows = table.locator('tbody > tr');
  await expect(rows).toHaveCount(lines);
  const names = (await table.locator('thead th').allTextContents()).map((t) => t.trim());
  const columns = headers.map((h) => {
    const at = names.indexOf(h);
    expect(at, `a '${h}' column among ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
    return at;
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (let line = 0; line < lines; line++)
      for (const [i, column] of columns.entries())
        await expectInView(
          rows.nth(line).locator(':scope > td').nth(column),
          `line ${line + 1}'s ${headers[i]} at ${width} px`,
        );
    await expectNoSidewaysScroll(page);
  }
}

test.describe('the shopper line tables show every cell from 320 to 1440 px', () => {
  test("checkout's SHOPPING CART shows each line's Quantity, Unit Price and Total", async ({
    page,
  }) => {
    for (const no of [FIXTURE.plain, FIXTURE.bundle, FIXTURE.lineDiscount])
      await addFromProductPage(page, no);
    await page.goto('/checkout');
    const table = page.getByRole('region', { name: 'SHOPPING CART' }).getByRole('table');
    await expectLinesShown(page, table, 3, ['Quantity', 'Unit Price', 'Total']);
  });

  test("the direct order page's table shows the line's Quantity, Unit Price and Total", async ({
    page,
  }) => {
    await page.goto(`/fborder/${FIXTURE.plain}`);
    const table = page.getByRole('region', { name: 'Order items' }).getByRole('table');
    await expectLinesShown(page, table, 1, ['Quantity', 'Unit Price', 'Total']);
    await expect(table.getByRole('spinbutton')).toHaveValue('1');
  });

  test('the cart shows each line’s Quantity, Unit Price, Total and remove button', async ({
    page,
  }) => {
    for (const no of [FIXTURE.plain, FIXTURE.lineDiscount]) await addFromProductPage(page, no);
    await page.goto('/cart');
    const table = page.getByRole('region', { name: 'Cart items' }).getByRole('table');
    await expectLinesShown(page, table, 2, ['Quantity', 'Unit Price', 'Total', 'Remove']);
  });

  test("the wishlist shows each product's Stock, Unit Price and actions", async ({ page }) => {
    await page.goto('/');
    const hearts = page.getByRole('button', { name: /wishlist$/i });
    for (const i of [0, 1]) {
      await hearts.nth(i).click();
      await expect(hearts.nth(i)).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto('/wishlist');
    const table = page.getByRole('region', { name: 'Wishlist items' }).getByRole('table');
    await expectLinesShown(page, table, 2, ['Stock', 'Unit Price', 'Action']);
  });

  test("the order history shows each purchase's Quantity, Rate and Amount", async ({ page }) => {
    await page.goto('/');
    await login(page, CUSTOMERS.kavita);
    await page.goto('/orderhistory');
    const purchases = page.getByRole('region', { name: 'Purchases' }).getByRole('listitem');
    await expect(purchases.first()).toBeVisible();
    const count = await purchases.count();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (let i = 0; i < count; i++)
        for (const term of ['Quantity', 'Rate', 'Amount'])
          await expectInView(
            purchases.nth(i).locator('dl > div', { has: page.getByText(term, { exact: true }) }),
            `purchase ${i + 1}'s ${term} at ${width} px`,
          );
      await expectNoSidewaysScroll(page);
    }
  });

  test("a logged-in customer's order detail shows their latest order, not the 2024 sample", async ({
    page,
  }) => {
    await page.goto('/');
    await login(page, CUSTOMERS.kavita);
    // The latest purchase, as the order history shows it (most recent first).
    await page.goto('/orderhistory');
    const latest = page.getByRole('region', { name: 'Purchases' }).getByRole('listitem').first();
    const product = (await latest.getByRole('heading').innerText()).trim();
    const invoice = (
      await latest
        .locator('dl > div', { has: page.getByText('Invoice #', { exact: true }) })
        .innerText()
    )
      .replace('Invoice #', '')
      .trim();
    expect(invoice).toMatch(/^INV-/);
    await page.goto('/orderdetail');
    const details = page.getByRole('region', { name: 'Order Details' });
    await expect(details).toContainText(invoice);
    await expect(details).not.toContainText('2024');
    const table = page.getByRole('region', { name: 'Ordered products' }).getByRole('table');
    await expect(table).toContainText(product);
    await expect(table).not.toContainText('Sample Product');
    // The order history's invoice number leads to that order.
    await page.goto('/orderhistory');
    await latest.getByRole('link', { name: invoice }).click();
    await expect(page).toHaveURL(new RegExp(`/orderdetail\\?order=${invoice}$`));
    await expect(page.getByRole('region', { name: 'Order Details' })).toContainText(invoice);
  });

  test("the order detail shows each line's Quantity, Price, Total and actions", async ({
    page,
  }) => {
    await page.goto('/');
    await login(page, CUSTOMERS.kavita);
    await page.goto('/orderdetail');
    const table = page.getByRole('region', { name: 'Ordered products' }).getByRole('table');
    await expect(table.locator('tbody > tr').first()).toBeVisible();
    const lines = await table.locator('tbody > tr').count();
    await expectLinesShown(page, table, lines, ['Quantity', 'Price', 'Total', 'Action']);
  });

  test('the place order page shows the price with cents, like every other price', async ({
    page,
  }) => {
    await page.goto(`/placeorder/${FIXTURE.plain}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText('TT$100.00', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('TT$100', { exact: true })).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectInView(page.getByRole('main').getByText('TT$100.00'), `the price at ${width} px`);
      await expectInView(page.getByLabel('Quantity', { exact: true }), `Quantity at ${width} px`);
      await expectNoSidewaysScroll(page);
    }
  });
});
