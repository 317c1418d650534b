import { expect, test } from '../fixtures/test';

/**
 * The mock's Playwright fixture (`@trini/mock-api/playwright`) as another team uses
 * it: fixtures, scenarios and the journal of this test's own session, seen through the storefront.
 */
test.describe('the mock API Playwright fixture', () => {
  test('a product added as a fixture to this test has its page, and the journal counts its calls', async ({
    page,
    mock,
    request,
  }) => {
    const seeded = (await (
      await request.get(`${mock.apiURL}/api/Product/loadproduct?ProductNo=1001`)
    ).json()) as Record<string, unknown>;
    const added = await mock.addFixtures({
      products: [
        {
          ...seeded,
          ProductNo: 990001,
          ProductName: 'Fixture Pepper Sauce',
          ProductReviewList: [],
        } as never,
      ],
    });
    expect(added.products).toBe(1);

    await page.goto('/productdetails/990001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture Pepper Sauce');
    expect(
      await mock.count({ path: '/api/Product/loadproduct', method: 'GET' }),
    ).toBeGreaterThanOrEqual(2);
    const calls = await mock.requests({ pathPrefix: '/api/product/' });
    expect(calls.some((c) => c.url.includes('ProductNo=990001') && c.status === 200)).toBe(true);
  });

  test('a scenario forces the next product answer to fail, then the page works again', async ({
    page,
    mock,
  }) => {
    await mock.addScenario({ path: '/api/Product/loadproduct', status: 500, times: 1 });
    const failed = await page.goto('/productdetails/1001');
    expect(failed?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/productdetails/1001');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    const statuses = (await mock.requests({ path: '/api/Product/loadproduct' })).map(
      (c) => c.status,
    );
    expect(statuses[0]).toBe(500);
    expect(statuses.at(-1)).toBe(200);
  });
});
