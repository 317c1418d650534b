import { expect, test } from '../fixtures/test';
import { isNarrow, productCards } from '../fixtures/shop';

test.describe('home (shopping.md §2 home)', () => {
  test('shows a product grid and Load More appends the next 15 products', async ({
    page,
    checkA11y,
    snap,
  }) => {
    await page.goto('/');
    const cards = productCards(page);
    await expect(cards).toHaveCount(15);
    await expect(page.getByRole('heading', { name: /browse our categories/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: /why buy from us\?/i })).toBeVisible();
    await snap('home');
    await checkA11y();
    await page.getByRole('button', { name: 'Load More Products...' }).click();
    await expect(cards).toHaveCount(30);
  });

  test(
    'the first grid page comes with the server-rendered page (no browser request for it), and phones download no banner picture',
    { tag: '@both-widths' },
    async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        requested.push(`${url.pathname}${url.search}`);
      });
      await page.goto('/');
      await expect(productCards(page)).toHaveCount(15);
      await expect(page.getByRole('heading', { name: /why buy from us\?/i })).toBeVisible();
      const firstPage = requested.filter(
        (u) => /\/GetProducts\?/i.test(u) && /[?&]PageNo=1(&|$)/.test(u),
      );
      expect(firstPage).toEqual([]);
      const banners = requested.filter((u) => u.includes('/Images/Banner/'));
      if (isNarrow(page)) expect(banners).toEqual([]);
      else expect(banners).toContain('/media/ERP/Images/Banner/1.jpg');
    },
  );

  test(
    'the banner carousel is shown above 992 px and hidden at 375 px; banner N goes to /search?b=N',
    { tag: '@both-widths' },
    async ({ page }) => {
      await page.goto('/');
      const banners = page.getByRole('region', { name: /promotions|banner/i });
      if (isNarrow(page)) {
        await expect(banners).toBeHidden();
        return;
      }
      await expect(banners).toBeVisible();
      await banners.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/search\?b=1$/);
      await expect(page.getByRole('heading', { name: 'Searched Products' })).toBeVisible();
      await expect(productCards(page).first()).toBeVisible();
    },
  );
});
