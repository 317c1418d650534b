import type { Browser, Page } from '@playwright/test';
import { fillCustomer, login } from '../fixtures/order';
import { expect, test } from '../fixtures/test';
import {
  FIXTURE,
  addFromProductPage,
  cartWith,
  choose,
  productCards,
  totalValue,
} from '../fixtures/shop';

/**
 * A page for the shopper of `page` (the same cookies, headers and viewport) in a browser that runs
 * no script: it shows what the server sends. Close its context when done.
 */
async function withoutScript(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  extraHTTPHeaders: Record<string, string> | undefined,
): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders,
    viewport: page.viewportSize(),
  });
  await context.addCookies(await page.context().cookies());
  return context.newPage();
}

test.describe('cart (shopping.md §2 cart page, §4, §9)', () => {
  test('adding from a card shows the caption for 2 s and the sold-out card is refused', async ({
    page,
  }) => {
    await page.goto('/');
    const plain = productCards(page).filter({ hasText: 'Wireless Earbuds' }).first();
    await plain.getByRole('button', { name: /add to cart/i }).click();
    await expect(plain.getByRole('button', { name: 'Item Added To Cart' })).toBeVisible();
    await expect(plain.getByRole('button', { name: 'ADD TO CART' })).toBeVisible({ timeout: 4000 });
    const soldOut = productCards(page)
      .filter({ has: page.getByText('Sold out', { exact: true }) })
      .first();
    // Its button says so before any tap, and a tap answers the spec's message (aria-disabled,
    // not disabled: a tap still reaches it, which Playwright would otherwise wait out).
    await soldOut.getByRole('button', { name: 'Sold out', exact: true }).click({ force: true });
    await expect(
      page.getByText('Item is sold out. Please select other item').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('1');
  });

  // At 375 px: the quantity box is in the line's labelled card (the table's columns are the
  // line-tables spec's subject, at 320-1440 px).
  test(
    'quantity reprices by the bundle rules: 1, 2, 3, 5 and 7 units',
    { tag: '@narrow' },
    async ({ page, checkA11y, snap }) => {
      await cartWith(page, FIXTURE.bundle);
      const qty = page.getByRole('spinbutton').first();
      for (const [q, total] of [
        ['2', 'TT$90.00'],
        ['3', 'TT$130.00'],
        ['4', 'TT$173.00'],
        ['5', 'TT$200.00'],
        ['7', 'TT$280.00'],
      ] as const) {
        await qty.fill(q);
        await qty.blur();
        await expect(totalValue(page, 'Sub-Total')).toHaveText(total);
      }
      await snap('cart');
      await checkA11y();
    },
  );

  test('coupon: empty, invalid, valid with the discount row, already applied', async ({ page }) => {
    await cartWith(page, FIXTURE.plain);
    const box = page.getByLabel(/coupon/i);
    const apply = page.getByRole('button', { name: 'Apply' });
    await apply.click();
    await expect(page.getByText('Please enter a coupon code').first()).toBeVisible();
    await box.fill('NOPE99');
    await apply.click();
    await expect(page.getByText(/^Error: /).first()).toBeVisible();
    await box.fill('SAVE10');
    await apply.click();
    await expect(
      page.getByText('Congratulations! You have earned for 10 %.').first(),
    ).toBeVisible();
    await expect(totalValue(page, /Coupon Discount \(10%\)/)).toHaveText('-TT$10.00');
    await expect(totalValue(page, 'Total')).toHaveText('TT$130.00');
    await box.fill('SAVE25');
    await apply.click();
    await expect(page.getByText('Coupon already applied').first()).toBeVisible();
  });

  test("an earned coupon is its customer's alone: a guest is refused it, Kavita gets it and keeps it on a reload", async ({
    page,
  }) => {
    await cartWith(page, FIXTURE.plain);
    const box = page.getByLabel(/coupon/i);
    const apply = page.getByRole('button', { name: 'Apply' });
    await box.fill('TRINI5');
    await apply.click();
    await expect(page.getByText('Error: Invalid coupon code.').first()).toBeVisible();
    await expect(totalValue(page, 'Total')).toHaveText('TT$140.00');
    await login(page);
    await box.fill('TRINI5');
    await apply.click();
    await expect(totalValue(page, /Coupon Discount \(5%\)/)).toHaveText('-TT$5.00');
    // Her cashback (TT$50) applies too: 100 + 40 − 5 − 50.
    await expect(totalValue(page, 'Total')).toHaveText('TT$85.00');
    await page.reload();
    await expect(totalValue(page, /Coupon Discount \(5%\)/)).toHaveText('-TT$5.00');
    await expect(totalValue(page, 'Total')).toHaveText('TT$85.00');
  });

  test('Tobago freight is 60, and 30 with free delivery', async ({ page }) => {
    // The cart comes with the server's page: see `choose`.
    const tobago = page.getByRole('radio', { name: 'Tobago' });
    await cartWith(page, FIXTURE.plain);
    await expect(totalValue(page, 'Freight')).toHaveText('TT$40.00');
    await choose(tobago);
    await expect(totalValue(page, 'Freight')).toHaveText('TT$60.00');
    await addFromProductPage(page, FIXTURE.freeDelivery);
    await page.goto('/cart');
    await choose(tobago);
    await expect(totalValue(page, 'Freight')).toHaveText('TT$30.00');
  });

  // At 375 px: the remove button is in the line's labelled card.
  test(
    'removing the last line shows the empty cart',
    { tag: '@narrow' },
    async ({ page, snap }) => {
      await cartWith(page, FIXTURE.plain);
      await page
        .getByRole('button', { name: /remove|delete/i })
        .first()
        .click();
      await expect(page.getByText('Your Cart is Empty!')).toBeVisible();
      await expect(
        page.getByText("It's a nice day to buy the items you saved for later!"),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /continue shopping/i })).toHaveAttribute(
        'href',
        '/home',
      );
      await snap('cart-empty');
    },
  );

  test('corrupt session storage resets to an empty cart instead of a white screen', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('c', '{not json'));
    await page.goto('/cart');
    await expect(page.getByText('Your Cart is Empty!')).toBeVisible();
  });

  test('a price changed since the line was added is taken, said in words, and the order goes through at it', async ({
    page,
    mock,
    request,
  }) => {
    await addFromProductPage(page, FIXTURE.plain);
    const product = (await (
      await request.get(`/api/Product/loadproduct?ProductNo=${FIXTURE.plain}`)
    ).json()) as { ProductNo: number; ProductName: string; SalesPrice: number };
    await mock.addFixtures({ products: [{ ...product, SalesPrice: product.SalesPrice + 15 }] });
    await page.goto('/cart');
    // Said above the lines (and in a notice).
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({
          hasText: `The price of ${product.ProductName} changed from TT$${product.SalesPrice.toFixed(2)} to TT$${(product.SalesPrice + 15).toFixed(2)}.`,
        }),
    ).toBeVisible();
    await expect(totalValue(page, 'Sub-Total')).toHaveText(
      `TT$${(product.SalesPrice + 15).toFixed(2)}`,
    );
    await page.goto('/checkout');
    await fillCustomer(page, '7012347', 'Nadia Persad');
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect(page).toHaveURL(/\/success$/);
    const saves = await mock.requests({ path: '/api/shop/SaveOrder' });
    expect(saves.map((s) => s.status)).toEqual([200]);
  });

  test("during an API outage a new tab's cart says the shop cannot be reached and keeps the items, which show once it answers", async ({
    page,
    context,
    mock,
  }) => {
    await addFromProductPage(page, FIXTURE.plain);
    // The API's product answers fail, as in an outage; the storefront's server still answers.
    await mock.addScenario({ path: '/api/Product/loadproduct', status: 503 });
    await mock.addScenario({ path: '/api/Product/loadproducts', status: 503 });
    // A new tab has no stored cart: it prices the cart cookie's line from the API.
    const tab = await context.newPage();
    await tab.goto('/cart');
    const alert = tab.getByRole('alert');
    await expect(alert).toContainText("We couldn't reach the shop. Please try again.");
    await expect(alert).toContainText("Your cart's 1 item is kept");
    await expect(tab.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(tab.getByText('Your Cart is Empty!')).toHaveCount(0);
    await tab.goto('/checkout');
    await expect(tab.getByRole('alert')).toContainText("Your cart's 1 item is kept");
    // The shop answers again: Try again shows the line.
    await mock.clearScenarios();
    await tab.getByRole('button', { name: 'Try again' }).click();
    await expect(
      tab.getByRole('cell', { name: 'Wireless Earbuds with Charging Case' }),
    ).toBeVisible();
    await expect(tab.getByRole('alert').filter({ hasText: 'kept' })).toHaveCount(0);
    await tab.close();
  });

  test("the shopper's cart and header count come with the server's page: shown without JavaScript", async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    await cartWith(page, FIXTURE.plain, FIXTURE.bundle);
    await page.getByRole('spinbutton').nth(1).fill('2');
    await page.getByRole('spinbutton').nth(1).blur();
    await expect(totalValue(page, 'Sub-Total')).toHaveText('TT$190.00');
    // The same shopper (the same cookies) in a browser that runs no script: what the server sent.
    const served = await withoutScript(page, browser, baseURL, extraHTTPHeaders);
    await served.goto('/cart');
    const lines = served.getByRole('region', { name: 'Cart items' });
    await expect(
      lines.getByRole('link', { name: 'Wireless Earbuds with Charging Case' }),
    ).toBeVisible();
    await expect(lines.getByRole('row')).toHaveCount(3);
    await expect(lines.getByRole('spinbutton').nth(1)).toHaveValue('2');
    await expect(totalValue(served, 'Sub-Total')).toHaveText('TT$190.00');
    await expect(served.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(served.getByText('Loading your cart')).toHaveCount(0);
    // Every page's header counts the lines.
    await served.goto('/aboutus');
    await expect(served.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await served.context().close();
  });

  test("the shopper's coupon comes with the server's cart and checkout: the discount and total are right without JavaScript", async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    await cartWith(page, FIXTURE.plain);
    await page.getByLabel(/coupon/i).fill('SAVE10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(totalValue(page, 'Total')).toHaveText('TT$130.00');
    // The same shopper in a browser that runs no script: what the server sent.
    const served = await withoutScript(page, browser, baseURL, extraHTTPHeaders);
    for (const path of ['/cart', '/checkout']) {
      await served.goto(path);
      await expect(totalValue(served, /Coupon Discount \(10%\)/)).toHaveText('-TT$10.00');
      await expect(totalValue(served, 'Total')).toHaveText('TT$130.00');
    }
    await served.context().close();
  });
});
