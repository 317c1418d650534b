import { expect, expectBothCopiesServed, test } from '../fixtures/lb-test';
import { browseToProduct, placeGuestOrder, startCardPayment } from '../fixtures/journeys';
import { CUSTOMERS, fillCustomer, login } from '../fixtures/order';
import { LB_PROXY_TIMEOUT_MS } from '../fixtures/lb-stack';
import { FIXTURE, addFromProductPage, addToCartHere } from '../fixtures/shop';

/**
 * The core journeys through nginx in front of two storefront servers, round robin (the
 * `lb` project, fixtures/lb-stack.ts): the shopper's state lives in the browser and the cart
 * cookie, so any copy renders any page, and each journey's requests are served by both.
 */
test.describe('two storefront copies behind nginx', () => {
  test('browse home → category → product, add to cart, and a guest checkout places the order', async ({
    page,
    lb,
    servedBy,
  }) => {
    await browseToProduct(page);
    await addToCartHere(page);
    await expect(page.getByRole('link', { name: /^cart/i }).first()).toContainText('1');
    await placeGuestOrder(page, CUSTOMERS.marcus);
    expectBothCopiesServed(lb, servedBy);
  });

  test('log in, and the customer stays logged in on pages from either copy', async ({
    page,
    lb,
    servedBy,
  }) => {
    await page.goto('/');
    await login(page, CUSTOMERS.kavita);
    await expect(page.getByRole('button', { name: /Kavita/ }).first()).toBeVisible();
    await page.goto('/account');
    await expect(page.getByText(/INV-/).first()).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: /Kavita/ }).first()).toBeVisible();
    expectBothCopiesServed(lb, servedBy);
  });

  test("a SaveOrder slower than the storefront's time limit: the shopper reads the shop's message, not nginx's 504, and the retry places one order", async ({
    page,
    lb,
    mock,
    mockSession,
  }) => {
    // Each copy's proxy gives up at LB_PROXY_TIMEOUT_MS (API_PROXY_TIMEOUT_MS), nginx at 30 s.
    test.setTimeout(120_000);
    await addFromProductPage(page, FIXTURE.plain);
    await page.goto('/checkout');
    await fillCustomer(page, '7012348', 'Asha Mohammed');
    await mock.addScenario({
      path: '/api/shop/SaveOrder',
      latencyMs: LB_PROXY_TIMEOUT_MS + 3_000,
      times: 1,
    });
    const place = page.getByRole('button', { name: 'Place Order', exact: true });
    const first = page.waitForResponse((r) => r.url().endsWith('/api/shop/SaveOrder'), {
      timeout: 40_000,
    });
    await place.click();
    // The storefront's own answer (JSON with a message), before nginx's limit would give its page.
    const answer = await first;
    expect(answer.status()).toBe(504);
    expect(await answer.json()).toHaveProperty('msg');
    await expect(page.getByText("We couldn't reach the shop. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    // The slow call placed its order meanwhile; the retry sends the same Idempotency-Key.
    await place.click();
    await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
    const placed = (await (
      await page.request.get(`${lb.mockURL}/__mock/orders`, {
        headers: { 'x-mock-session': mockSession },
      })
    ).json()) as { count: number };
    expect(placed.count).toBe(1);
    const saves = lb
      .accessLog()
      .split('\n')
      .filter((line) => line.includes('"POST /api/shop/SaveOrder'));
    const seconds = saves.map((line) => Number(/ time=([\d.]+)/.exec(line)?.[1]));
    expect(seconds.length, saves.join('\n')).toBeGreaterThanOrEqual(2);
    for (const s of seconds) expect(s, saves.join('\n')).toBeLessThan(30);
  });

  test('card payment: the hosted page sends the shopper back through nginx, and the order is placed', async ({
    page,
    lb,
    servedBy,
  }) => {
    await startCardPayment(page);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(
      page.getByText('Order Placed ! Please check your mail for details.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/success$/, { timeout: 15_000 });
    expect(new URL(page.url()).origin).toBe(lb.origin);
    expectBothCopiesServed(lb, servedBy);
  });
});
