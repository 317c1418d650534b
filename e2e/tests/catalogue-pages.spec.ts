import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

interface ApiProduct {
  ProductNo: number;
  SalesPrice: number;
  ProductName: string;
}

/** The category call answered by the mock for `query` (its products and their count). */
async function apiCategory(
  request: APIRequestContext,
  apiURL: string,
  query: string,
): Promise<{ ProductList: ApiProduct[]; TotalRecords: number }> {
  return (await (await request.get(`${apiURL}/api/Product/GetProducts?${query}`)).json()) as {
    ProductList: ApiProduct[];
    TotalRecords: number;
  };
}

/** The product numbers of the cards in a list named `name`, in order. */
async function cardNumbers(page: Page, name: string): Promise<number[]> {
  const grid = page.getByRole('list', { name, exact: true });
  await expect(grid).toBeVisible();
  const hrefs = await grid
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map(
        (li) => li.querySelector('a[href^="/productdetails/"]')?.getAttribute('href') ?? '',
      ),
    );
  return hrefs.map((h) => Number(h.split('/').pop()));
}

/** Walks a list by its Next page link until there is none; answers every card's number, in order. */
async function walkPages(page: Page, name: string): Promise<number[]> {
  const seen: number[] = [];
  for (let guard = 0; guard < 50; guard++) {
    seen.push(...(await cardNumbers(page, name)));
    const next = page.getByRole('navigation', { name: `${name}: pages` }).getByRole('link', {
      name: /next/i,
    });
    if ((await next.count()) === 0) return seen;
    const target = new URL((await next.getAttribute('href')) ?? '', page.url());
    await next.click();
    await expect(page).toHaveURL(target.href);
    // What the shopper sees: the page links mark the new page as the current one (the address
    // changes first, while the previous page is still shown), and the grid, which keeps the
    // previous page's cards until the new ones come, no longer says it is busy.
    await expect(
      page
        .getByRole('navigation', { name: `${name}: pages` })
        .getByRole('link', { name: `Page ${target.searchParams.get('page')}`, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  throw new Error('more than 50 pages');
}

test.describe('every product reachable: page links, Load More, sort over the whole list', () => {
  test('a category: walking its pages shows each of its products once, as many as the API has', async ({
    page,
    request,
    mock,
  }) => {
    const tree = (await (
      await request.get(`${mock.apiURL}/api/store/getproductcategorylist?MaxRecords=15`)
    ).json()) as { ProductCategoryNo: number; ProductCategoryName: string }[];
    const category = tree[0]!;
    const all = await apiCategory(
      request,
      mock.apiURL,
      `CategoryNo=${category.ProductCategoryNo}&MaxRecords=100`,
    );
    expect(all.TotalRecords).toBeGreaterThan(15);

    await page.goto(`/category/${category.ProductCategoryNo}?show=10`);
    await expect(page.getByText(`${all.TotalRecords} products`)).toBeVisible();
    const name = `${category.ProductCategoryName} products`;
    const walked = await walkPages(page, name);
    expect(walked).toHaveLength(all.TotalRecords);
    expect(new Set(walked)).toEqual(new Set(all.ProductList.map((p) => p.ProductNo)));

    // A page link is an address: reloading page 2 shows page 2.
    await page.goto(`/category/${category.ProductCategoryNo}?show=10&page=2`);
    expect(await cardNumbers(page, name)).toEqual(walked.slice(10, 20));
  });

  test('Price(Low>High) sorts the whole category: the first card is its cheapest product', async ({
    page,
    request,
    mock,
  }) => {
    const all = await apiCategory(request, mock.apiURL, `CategoryNo=1&MaxRecords=100`);
    const cheapest = [...all.ProductList].sort(
      (a, b) => a.SalesPrice - b.SalesPrice || a.ProductNo - b.ProductNo,
    )[0]!;
    await page.goto('/category/1');
    await page.getByLabel('Sort By').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    const grid = page.getByRole('list', { name: /products$/ }).first();
    await expect(grid.locator(':scope > li').first()).toContainText(cheapest.ProductName);
  });

  test('the price filter and availability apply to the whole category: the count and pages match the API', async ({
    page,
    request,
    mock,
  }) => {
    const all = await apiCategory(request, mock.apiURL, `CategoryNo=1&MaxRecords=100`);
    const prices = all.ProductList.map((p) => p.SalesPrice).sort((a, b) => a - b);
    const limit = Math.ceil(prices[Math.floor(prices.length / 2)]!);
    const expected = all.ProductList.filter((p) => p.SalesPrice <= limit);
    await page.goto(`/category/1?price=${limit}&show=5`);
    await expect(page.getByText(`${expected.length} products`)).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) + ' products';
    const walked = await walkPages(page, name);
    expect(new Set(walked)).toEqual(new Set(expected.map((p) => p.ProductNo)));

    const inStock = await apiCategory(
      request,
      mock.apiURL,
      `CategoryNo=1&MaxRecords=100&Availability=in`,
    );
    await page.goto('/category/1?stock=in');
    await expect(page.getByText(`${inStock.TotalRecords} products`)).toBeVisible();
  });

  test('a broad search: Load More appends the next page, the link keeps it, and the pages reach every result', async ({
    page,
    request,
    mock,
  }) => {
    const { TotalRecords } = (await (
      await request.get(`${mock.apiURL}/api/trini/GetProductsCount?SearchText=a`)
    ).json()) as { TotalRecords: number };
    expect(TotalRecords).toBeGreaterThan(30);

    await page.goto('/search/a');
    await expect(page.getByText(`${TotalRecords} products`)).toBeVisible();
    const name = 'Searched Products';
    expect(await cardNumbers(page, name)).toHaveLength(15);
    await page.getByRole('link', { name: 'Load More Products...' }).click();
    await expect(page).toHaveURL(/from=1&page=2|page=2&from=1/);
    await expect(page.getByRole('list', { name }).locator(':scope > li')).toHaveCount(30);
    await page.reload();
    await expect(page.getByRole('list', { name }).locator(':scope > li')).toHaveCount(30);

    await page.goto('/search/a');
    const walked = await walkPages(page, name);
    expect(walked).toHaveLength(TotalRecords);
    expect(new Set(walked).size).toBe(TotalRecords);
  });

  test('an empty result has a readable empty state and a way back', async ({ page }) => {
    await page.goto('/search/zzqqxxnothing');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
