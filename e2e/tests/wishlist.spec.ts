import { expect, test } from '../fixtures/test';

test.describe('wishlist (shopping.md §2 wishlist, made to work)', () => {
  test('add from cards, see them listed, move one to the cart, remove the other', async ({
    page,
    checkA11y,
    snap,
  }) => {
    await page.goto('/wishlist');
    await expect(page.getByText('Your WishList is Empty!')).toBeVisible();
    await page.goto('/');
    // The cards' hearts, by a name that holds whether saved or not; each shows it is saved
    // (pressed) before the shopper moves on.
    const hearts = page.getByRole('button', { name: /wishlist$/i });
    await hearts.nth(0).click();
    await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await hearts.nth(1).click();
    await expect(hearts.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/wishlist');
    const list = page.getByRole('region', { name: 'Wishlist items' });
    await expect(list.getByRole('row')).toHaveCount(3);
    await snap('wishlist');
    await checkA11y();
    await list
      .getByRole('button', { name: /^move .* to cart$/i })
      .first()
      .click();
    await list
      .getByRole('button', { name: /^remove .* from wishlist$/i })
      .first()
      .click();
    await expect(page.getByText('Your WishList is Empty!')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('table').first()).toBeVisible();
  });

  test('the wishlist survives a reload (local storage)', async ({ page }) => {
    await page.goto('/');
    const heart = page.getByRole('button', { name: /wishlist$/i }).first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await page.goto('/wishlist');
    await expect(page.getByRole('region', { name: 'Wishlist items' })).toBeVisible();
  });
});
