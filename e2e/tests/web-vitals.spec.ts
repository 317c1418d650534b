import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** A report as the browser sent it, and the status the storefront server answered. */
interface Sent {
  report: { path: string; metrics: { name: string; value: number }[] };
  status: number;
}

/**
 * Fires the `pagehide` a browser fires when the shopper leaves the page. Playwright does not see
 * a beacon sent while a page unloads (the browser sends it after the page is gone), so the test
 * fires the event on the live page; the reporter's unit tests cover the browser's hidden states.
 */
const leave = (page: Page) => page.evaluate(() => dispatchEvent(new Event('pagehide')));

test.describe('real-user web vitals', () => {
  test("a product page reports its FCP, TTFB and LCP to the server's /vitals, which takes them", async ({
    page,
  }) => {
    const sent: Sent[] = [];
    // Passed on to the server as it is; the test reads the body and the server's answer.
    await page.route('**/vitals', async (route) => {
      const response = await route.fetch();
      sent.push({
        report: route.request().postDataJSON() as Sent['report'],
        status: response.status(),
      });
      await route.fulfill({ response });
    });
    const names = () => sent.flatMap((s) => s.report.metrics.map((m) => m.name));

    await page.goto('/productdetails/1001');
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
    // Reporting starts with the app: leave until a report goes (first paint and first byte).
    await expect
      .poll(async () => {
        await leave(page);
        return names();
      })
      .toEqual(expect.arrayContaining(['FCP', 'TTFB']));

    // The shopper's first tap makes the largest paint final; leaving then sends it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect
      .poll(async () => {
        await leave(page);
        return names();
      })
      .toContain('LCP');

    for (const { report, status } of sent) {
      expect(report.path).toBe('/productdetails/1001');
      expect(status).toBe(204);
    }
    const lcp = sent.flatMap((s) => s.report.metrics).find((m) => m.name === 'LCP');
    expect(lcp?.value).toBeGreaterThan(0);
    // Each metric is reported once.
    expect(new Set(names()).size).toBe(names().length);
  });
});
