import { expect, expectBothCopiesServed, test } from '../fixtures/lb-test';
import { browseToProduct, placeGuestOrder, startCardPayment } from '../fixtures/journeys';
import { CUSTOMERS, login } from '../fixtures/order';
import { addToCartHere } from '../fixtures/shop';

/**
 * The core journeys through nginx in front of two storefront servers, round robin (issue 25; the
 * `lb` project, fixtures/lb-stack.ts): the shopper's state lives in the browser and the cart
 * cookie, so any copy renders any page, and each journey's requests are served by both.
 */
test.describe('two storefront copies behind nginx (issue 25)', () => {
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
