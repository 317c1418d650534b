import { expect, test } from '../fixtures/test';

const pages = [
  ['/deliverypolicy', /delivery policy/i, /500/],
  ['/termsandcondition', /terms/i, /30 days/],
  ['/aboutus', /about us/i, /200,000/],
  ['/ourservices', /our services/i, null],
  ['/privacypolicy', /privacy policy/i, null],
] as const;

test.describe('static pages (shopping.md §2 static pages, §5, §9 policy facts)', () => {
  for (const [path, heading, fact] of pages) {
    test(`${path} has its heading, a home breadcrumb and its policy facts`, async ({
      page,
      checkA11y,
      snap,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: /home/i }),
      ).toHaveAttribute('href', '/home');
      if (fact) await expect(page.getByText(fact).first()).toBeVisible();
      await snap(path.slice(1));
      await checkA11y();
    });
  }

  test('the delivery policy embeds the returns policy: 7 days, unboxing video', async ({
    page,
  }) => {
    await page.goto('/deliverypolicy');
    await expect(page.getByText(/7 days/).first()).toBeVisible();
    await expect(page.getByText(/unboxing video/i).first()).toBeVisible();
  });
});
