import { expect, test } from '../fixtures/test';
import { startCardPayment } from '../fixtures/journeys';
import { FIXTURE, addFromProductPage } from '../fixtures/shop';

test.describe('card payment through the hosted page (ordering.md §2 wipay, §4 payment return)', () => {
  test('paid: the return page says the order is placed, the cart is cleared, then success', async ({
    page,
    snap,
  }) => {
    await startCardPayment(page);
    await snap('hosted-payment');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(
      page.getByText('Order Placed ! Please check your mail for details.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/success$/, { timeout: 15_000 });
    const cart = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('c') ?? '[]') as unknown[],
    );
    expect(cart).toHaveLength(0);
  });

  test('declined: the return page says the order could not be placed', async ({ page }) => {
    await startCardPayment(page);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Order could not be placed!')).toBeVisible();
  });

  test('the card option is hidden until /usewipay sets its flag', async ({ page }) => {
    await addFromProductPage(page, FIXTURE.plain);
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /card/i })).toHaveCount(0);
  });
});
