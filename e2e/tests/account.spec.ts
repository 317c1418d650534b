import { expect, test } from '../fixtures/test';
import {
  CUSTOMERS,
  authForm,
  fakeToken,
  login,
  loginLink,
  openHeaderMenuIfNarrow,
} from '../fixtures/order';
import { expectUniqueIds } from '../fixtures/shop';

test.describe('login, register and the account area (ordering.md §2, §4, §6)', () => {
  test('the account page sends a visitor with no token to /', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an expired token counts as no login: /account goes to /', async ({ page }) => {
    await page.goto('/');
    const expired = fakeToken({
      custom_id: '1',
      custom_Email: 'k@example.tt',
      custom_mobile: '7000001',
      custom_CustomerName: 'Kavita',
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    await page.evaluate((t) => localStorage.setItem('cjwt', t), expired);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
  });

  test('login shows the user menu with name, mobile, email and cashback; it closes on an outside click; logout', async ({
    page,
    checkA11y,
    snap,
  }) => {
    await page.goto('/');
    await login(page, CUSTOMERS.kavita);
    const menuButton = page.getByRole('button', { name: /Kavita/ }).first();
    await menuButton.click();
    await expect(page.getByText(CUSTOMERS.kavita.mobile).first()).toBeVisible();
    await expect(page.getByText(/TT\$50\.00/).first()).toBeVisible();
    await expect(page.getByText('TRINI5').first()).toBeVisible();
    await snap('user-menu');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: /account/i }).first()).toBeVisible();
    await expect(page.getByText(/INV-/).first()).toBeVisible();
    await snap('account');
    await checkA11y();
    await menuButton.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(loginLink(page)).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('cjwt'))).toBeNull();
  });

  test('login failures: an unknown mobile gets the one refusal, with Register beside Continue taking the typed mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await openHeaderMenuIfNarrow(page);
    await loginLink(page).click();
    const panel = authForm(page);
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(panel.getByText('Mobile number is required')).toBeVisible();
    await panel.getByLabel('Mobile').fill('7099999');
    await panel.getByLabel('Password').fill('whatever1');
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(panel.getByText('Invalid mobile number or password.')).toBeVisible();
    await expect(panel.getByText('Login details not found Kindly Register')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Continue' })).toBeVisible();
    await panel.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(panel.getByLabel(/mobile/i).first()).toHaveValue('7099999');
    await expectUniqueIds(page);
  });

  test('register a new customer: messages while invalid, then logged in', async ({ page }) => {
    await page.goto('/');
    await openHeaderMenuIfNarrow(page);
    await page
      .getByRole('link', { name: /^register$/i })
      .first()
      .click();
    const panel = authForm(page);
    await panel
      .getByLabel(/mobile/i)
      .first()
      .fill('7088888');
    await panel
      .getByLabel(/full name|name/i)
      .first()
      .fill('Nadia Mohammed');
    await panel.getByLabel(/email/i).fill('nadia@example');
    await panel.getByLabel(/email/i).blur();
    await expect(panel.getByText('Enter a valid email')).toBeVisible();
    await panel.getByLabel(/email/i).fill('nadia@example.tt');
    await panel
      .getByLabel(/^password/i)
      .first()
      .fill('secret12');
    await panel.getByLabel(/confirm password/i).fill('secret12');
    await panel.getByRole('checkbox').check();
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Registered Succesfully').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Nadia/ }).first()).toBeAttached();
  });

  test('a return request is submitted and answers an RMA number', async ({ page, checkA11y }) => {
    await page.goto('/');
    await login(page, CUSTOMERS.kavita);
    await page.goto('/productreturn');
    await expect(
      page.getByText('Please complete the form below to request an RMA number.'),
    ).toBeVisible();
    await page.getByLabel(/first name/i).fill('Kavita');
    await page.getByLabel(/last name/i).fill('Ramdial');
    await page.getByLabel(/email/i).fill('kavita.ramdial@example.tt');
    await page.getByLabel(/telephone/i).fill('7000001');
    await page.getByLabel(/order id/i).fill('100001');
    await page.getByLabel(/order date/i).fill('2026-10-01');
    await page.getByLabel(/product name/i).fill('Wireless Earbuds with Charging Case');
    await page.getByLabel(/product code/i).fill('1001');
    await page.getByLabel(/quantity/i).fill('1');
    await page.getByRole('radio', { name: 'Dead On Arrival' }).check();
    await page.getByRole('button', { name: /terms & conditions/i }).click();
    await expect(page.getByRole('dialog', { name: 'Terms & Conditions' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('checkbox').check();
    await checkA11y();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/RMA-\d+/).first()).toBeVisible();
  });
});
