import { expect, test } from '../fixtures/test';
import { CUSTOMERS, fillCustomer, login } from '../fixtures/order';
import { FIXTURE, addFromProductPage, choose, expectUniqueIds, totalValue } from '../fixtures/shop';

test.describe('checkout (ordering.md §2 checkout, §4 submit, §5)', () => {
  test("a guest's cash-on-delivery checkout is nobody's purchase, even with a customer's mobile; the customer's own checkout is theirs", async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
    checkA11y,
    snap,
  }) => {
    // Marcus's total purchases, as his order history shows them.
    await page.goto('/');
    await login(page, CUSTOMERS.marcus);
    const total = async () => {
      await page.goto('/orderhistory');
      const row = page.locator('dl > div', {
        has: page.getByText('Total Purchases', { exact: true }),
      });
      await expect(row).toBeVisible();
      return (await row.locator('dd').innerText()).trim();
    };
    const before = await total();
    // A guest in another browser orders, typing Marcus's mobile.
    const other = await browser.newContext({ baseURL, extraHTTPHeaders });
    const guest = await other.newPage();
    await addFromProductPage(guest, FIXTURE.plain);
    await guest.goto('/checkout');
    await expect(guest.getByRole('radio', { name: 'Guest' })).toBeChecked();
    await expect(guest.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await fillCustomer(guest, CUSTOMERS.marcus.mobile, CUSTOMERS.marcus.name);
    await snap('checkout', guest);
    await checkA11y(guest);
    await guest.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect(guest).toHaveURL(/\/success$/);
    await expect(guest.getByText('Your Order has been successfully placed!')).toBeVisible();
    await snap('success', guest);
    await other.close();
    expect(await total()).toBe(before);
    // Marcus's own checkout is in his purchases.
    await addFromProductPage(page, FIXTURE.plain);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect(page).toHaveURL(/\/success$/);
    expect(await total()).not.toBe(before);
    await expect(
      page
        .getByRole('region', { name: 'Purchases' })
        .getByRole('heading', {
          name: 'Wireless Earbuds with Charging Case',
        })
        .first(),
    ).toBeVisible();
  });

  test('bank transfer shows the account table and the WhatsApp receipt instruction, then places the order', async ({
    page,
  }) => {
    await addFromProductPage(page, FIXTURE.bundle);
    await page.goto('/checkout');
    await choose(page.getByRole('radio', { name: 'Bank Transfer' }));
    await expect(page.getByRole('rowheader', { name: 'Account Number' })).toBeVisible();
    await expect(page.getByText(/WhatsApp/).first()).toBeVisible();
    await fillCustomer(page, '7012345', 'Anil Maharaj');
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect(page).toHaveURL(/\/success$/);
  });

  // At 375 px: each message's field is scrolled into view on the one-column page.
  test(
    'validation messages come in the spec order and the cart is kept',
    { tag: '@narrow' },
    async ({ page }) => {
      await addFromProductPage(page, FIXTURE.plain);
      await page.goto('/checkout');
      const place = page.getByRole('button', { name: 'Place Order', exact: true });
      await place.click();
      await expect(page.getByText('Customer Mobile is required.').first()).toBeVisible();
      await page.locator('#co-personal').getByLabel('Mobile').fill('12345');
      await place.click();
      await expect(
        page.getByText('Phone Number is invalid. Please enter 7 digits.').first(),
      ).toBeVisible();
      await page.locator('#co-personal').getByLabel('Mobile').fill('7012345');
      await place.click();
      await expect(page.getByText('Customer Name is required.').first()).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      // The Register choice's dialog joins the page without repeating an id.
      await choose(page.getByRole('radio', { name: 'Register' }));
      await page.getByRole('main').getByRole('button', { name: 'Register', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
      await expectUniqueIds(page);
    },
  );

  // At 375 px: the login goes through the slide menu, and the totals sit below the lines as cards.
  test(
    'a logged-in customer gets details prefilled and the cashback row; Tobago changes the freight',
    { tag: '@narrow' },
    async ({ page }) => {
      await page.goto('/');
      await login(page, CUSTOMERS.kavita);
      await addFromProductPage(page, FIXTURE.aboveMinimumOrder);
      await page.goto('/checkout');
      await expect(page.locator('#co-personal').getByLabel('Mobile')).toHaveValue(
        CUSTOMERS.kavita.mobile,
      );
      await expect(page.locator('#co-personal').getByLabel('Name')).toHaveValue(
        CUSTOMERS.kavita.name,
      );
      await expect(totalValue(page, /Cashback/)).toHaveText('-TT$50.00');
      await expect(totalValue(page, 'Total')).toHaveText('TT$590.00');
      await choose(page.getByRole('radio', { name: 'Tobago' }));
      await expect(totalValue(page, 'Freight')).toHaveText('TT$60.00');
      await expect(totalValue(page, 'Total')).toHaveText('TT$610.00');
    },
  );

  test("a failed order call shows 'We couldn't reach the shop. Please try again.'; the retry places the order", async ({
    page,
    mock,
    checkA11y,
  }) => {
    await addFromProductPage(page, FIXTURE.plain);
    await page.goto('/checkout');
    await fillCustomer(page, '7012346', 'Ravi Singh');
    await mock.addScenario({ path: '/api/shop/SaveOrder', status: 500, times: 1 });
    const place = page.getByRole('button', { name: 'Place Order', exact: true });
    await place.click();
    await expect(page.getByText("We couldn't reach the shop. Please try again.")).toBeVisible();
    await expect(place).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout$/);
    // axe reads colours: check once the notice has finished fading in.
    await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1');
    await checkA11y();
    await place.click();
    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByText('Your Order has been successfully placed!')).toBeVisible();
    const statuses = (await mock.requests({ path: '/api/shop/SaveOrder' })).map((c) => c.status);
    expect(statuses).toEqual([500, 200]);
  });
});
