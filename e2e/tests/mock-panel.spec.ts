import { addItem, buildOrder, emptyCart, setDeliveryCountry } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { expect, test } from '../fixtures/test';

/** The mock API itself (the panel is the mock's page, not the storefront's). */
const MOCK = `http://127.0.0.1:${process.env.MOCK_PORT ?? 3001}`;

/**
 * The mock's control panel (GET /__mock/) as a developer uses it: one session's
 * journal with a request's bodies, its scenarios, its orders and its reset, accessible (axe).
 */
test.describe('the mock API control panel', () => {
  test('shows a session journal, adds and clears scenarios, lists its orders and resets it', async ({
    page,
    request,
    mockSession,
    checkA11y,
  }) => {
    const headers = { 'x-mock-session': mockSession };
    /** SaveOrder as the shop sends it: echoing the XSRF cookie the earlier answers set. */
    const saveOrder = async (data: unknown) => {
      const { cookies } = await request.storageState();
      const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      return request.post(`${MOCK}/api/shop/SaveOrder`, {
        headers: { ...headers, 'x-xsrf-token': xsrf },
        data,
      });
    };
    const product = (await (
      await request.get(`${MOCK}/api/Product/loadproduct?ProductNo=1001`, { headers })
    ).json()) as ProductDetail;
    expect((await request.get(`${MOCK}/api/Trini/GetCityList`, { headers })).ok()).toBe(true);
    const order = buildOrder(addItem(setDeliveryCountry(emptyCart(), 1), product, 2), {
      CustomerMobile: '7000002',
      CustomerName: 'Panel Shopper',
      EmailID: 'panel@example.tt',
    });
    const saved = await saveOrder(order);
    const { OrderNo } = (await saved.json()) as { OrderNo: number };
    expect(OrderNo, await saved.text()).toBeGreaterThan(0);

    await page.goto(`${MOCK}/__mock/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mock API control panel');
    const status = page.getByRole('status');
    await page.getByLabel('Session id').fill(mockSession);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(status).toHaveText(`Showing session ${mockSession}.`);
    await expect(page.getByLabel('Live sessions')).toHaveValue(mockSession);

    // The journal, newest first: SaveOrder, GetCityList, loadproduct.
    const journal = page.getByRole('table', { name: /Requests of the session/ });
    const rows = journal.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('POST');
    await expect(rows.nth(0)).toContainText('/api/shop/SaveOrder');
    await expect(rows.nth(0)).toContainText('200');
    await expect(rows.nth(2)).toContainText('/api/Product/loadproduct?ProductNo=1001');

    // The order placed, with its total in TT$.
    const orders = page.getByRole('table', { name: /Orders placed/ });
    await expect(orders.locator('tbody tr')).toHaveCount(1);
    await expect(orders.locator('tbody tr')).toContainText(String(OrderNo));
    await expect(orders.locator('tbody tr')).toContainText(/TT\$\d[\d,]*\.\d\d/);
    await expect(orders.locator('tbody tr')).toContainText('placed');

    // Enter on a row's button shows its request body.
    await journal.getByRole('button', { name: /POST \/api\/shop\/SaveOrder/ }).press('Enter');
    const details = page.getByRole('region', { name: /POST \/api\/shop\/SaveOrder — 200/ });
    await expect(details).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(details.locator('#details-request')).toContainText(
      '"CustomerName": "Panel Shopper"',
    );
    await expect(details.locator('#details-answer')).toHaveText(
      'The journal keeps no answer bodies.',
    );

    // A scenario the mock refuses: its 400 message is shown by the field.
    const json = page.getByLabel('New scenario (JSON)');
    await json.fill('{"path": "/api/shop/SaveOrder"}');
    await page.getByRole('button', { name: 'Add scenario' }).click();
    await expect(page.locator('#scenario-error')).toContainText(
      'Give latencyMs, status, dropConnection or fault',
    );
    await expect(json).toHaveAttribute('aria-invalid', 'true');
    await json.fill('not json');
    await page.getByRole('button', { name: 'Add scenario' }).click();
    await expect(page.locator('#scenario-error')).toContainText('Not valid JSON');

    // A good one: listed, and the next SaveOrder of the session answers 503.
    await json.fill('{"path": "/api/shop/SaveOrder", "status": 503, "times": 1}');
    await page.getByRole('button', { name: 'Add scenario' }).click();
    await expect(status).toHaveText(`Scenario added to session ${mockSession}.`);
    await expect(json).not.toHaveAttribute('aria-invalid', 'true');
    const scenarios = page.locator('#scenario-list');
    await expect(scenarios).toContainText('"status":503');
    const forced = await saveOrder(order);
    expect(forced.status()).toBe(503);
    await expect(rows.nth(0)).toContainText('/api/shop/SaveOrder');
    await expect(rows.nth(0)).toContainText('503');
    await expect(scenarios).toHaveText('No scenarios.');

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling of the page').toBeLessThanOrEqual(0);
    await checkA11y(page);

    // Clear the scenarios (one added again first), then reset the session after confirming.
    await json.fill('{"path": "/api/Trini/GetCityList", "latencyMs": 10}');
    await page.getByRole('button', { name: 'Add scenario' }).click();
    await expect(scenarios).toContainText('/api/Trini/GetCityList');
    await page.getByRole('button', { name: 'Clear scenarios' }).click();
    await expect(status).toHaveText(`Scenarios of session ${mockSession} cleared.`);
    await expect(scenarios).toHaveText('No scenarios.');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Reset session' }).click();
    await expect(status).toHaveText(`Session ${mockSession} reset.`);
    await expect(details).toBeHidden();
    await expect(orders.locator('tbody tr')).toHaveText('No orders placed.');
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText('/__mock/reset');
    await checkA11y(page);
  });
});
