import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { Product, ProductDetail } from '@trini/domain';
import { createMockServer } from '@trini/mock-api';
import { createRecordingProxy, importHar } from '@trini/mock-api/record';
import type { RecordingProxy } from '@trini/mock-api/record';
import { expect, test } from '../fixtures/test';
import { CUSTOMERS, fillCustomer, login } from '../fixtures/order';
import { productCards, totalValue } from '../fixtures/shop';
import { startStorefront } from '../fixtures/storefront-process';

/** What the shopper saw on the way: the names and prices the journey compares. */
interface Seen {
  home: string[];
  product: { name: string; price: string };
  category: string[];
  search: string;
  cart: { subTotal: string; coupon: string; total: string };
  checkoutTotal: string;
}

/** What a shopper typed that no recorded file may hold. */
const TYPED = { email: 'shopper@example.tt', address: '12 Eastern Main Road' } as const;

/**
 * Each card's name and price, as the shopper reads them (a card's other text, its badges and
 * heart, is shown only once its picture nears the screen).
 */
const namesAndPrices = (cards: Locator): Promise<string[]> =>
  cards.evaluateAll((list) =>
    list.map(
      (card) =>
        `${card.querySelector('[id$="-name"]')?.textContent ?? ''} ${/TT\$[\d,]+\.\d{2}/.exec(card.textContent ?? '')?.[0] ?? ''}`,
    ),
  );

/**
 * The browse-and-order journey on the shop at `origin`: the home grid, a product page and Add to
 * Cart, the Electronics category by price, a search, logging in as Marcus, the cart with coupon
 * SAVE10, and a cash-on-delivery order placed. Answers the names and prices it saw.
 */
async function journey(page: Page, origin: string, productNo: number): Promise<Seen> {
  await page.goto(`${origin}/`);
  const cards = productCards(page);
  await expect(cards).toHaveCount(15);
  const home = await namesAndPrices(cards);

  await page.goto(`${origin}/productdetails/${productNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { name: string; offers: { price: string } };
  await page
    .getByRole('button', { name: /^add to cart$/i })
    .first()
    .click();
  await expect(page.getByText('Item Added To Cart').first()).toBeVisible();
  // The shopper looks at the lists below the product (the browser asks for them once the page
  // runs) before leaving: a list left while it loads is an answer the browser never received,
  // so its HAR could not hold what the recording proxy saw.
  for (const list of ['Similar Products', 'Best Sellers', 'New Products'])
    await expect(page.getByRole('heading', { name: list, exact: true })).toBeVisible();

  await page.goto(`${origin}/category`);
  await page
    .getByRole('navigation', { name: /all categories/i })
    .getByRole('link', { name: 'Electronics', exact: true })
    .click();
  await page.getByLabel('Sort By', { exact: true }).selectOption({ label: 'Price(Low>High)' });
  await expect(page).toHaveURL(/sort=price-asc/);
  const listed = productCards(
    page.getByRole('list', { name: 'Electronics products', exact: true }),
  );
  // The URL changes at once; the grid follows once the sorted page has come: read it then.
  const prices = async () =>
    (await listed.allInnerTexts()).map((t) =>
      Number(/TT\$\s?([\d,]+\.\d{2})/.exec(t)?.[1]?.replace(/,/g, '')),
    );
  await expect
    .poll(async () => {
      const p = await prices();
      return p.length > 1 && p.every((v, i) => i === 0 || (p[i - 1] ?? 0) <= v);
    })
    .toBe(true);
  const category = (await namesAndPrices(listed)).slice(0, 6);

  await page.goto(`${origin}/search/earbuds`);
  await expect(page.getByRole('heading', { name: 'Searched Products' })).toBeVisible();
  const search = (await namesAndPrices(productCards(page).first()))[0] ?? '';

  await login(page, CUSTOMERS.marcus);
  await page.goto(`${origin}/cart`);
  await page.getByLabel(/coupon/i).fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const coupon = totalValue(page, /Coupon Discount \(10%\)/);
  await expect(coupon).toBeVisible();
  const cart = {
    subTotal: await totalValue(page, 'Sub-Total').innerText(),
    coupon: await coupon.innerText(),
    total: await totalValue(page, 'Total').innerText(),
  };

  await page.goto(`${origin}/checkout`);
  await fillCustomer(page, CUSTOMERS.marcus.mobile, CUSTOMERS.marcus.name);
  // The total as the shopper reads it: with the coupon's discount (the server renders it from the
  // cart and coupon cookies).
  await expect(totalValue(page, /Coupon Discount \(10%\)/)).toBeVisible();
  const checkoutTotal = await totalValue(page, 'Total').innerText();
  await page.getByRole('button', { name: 'Place Order', exact: true }).click();
  await expect(page).toHaveURL(/\/success$/);
  return {
    home,
    product: { name: ld.name, price: ld.offers.price },
    category,
    search,
    cart,
    checkoutTotal,
  };
}

/**
 * A fresh browser context in mock session `session`, noting every credential its requests carry;
 * with `har`, the browser saves its HAR there (with every answer's content) when it is closed.
 */
async function shopperContext(
  browser: Browser,
  session: string,
  sent: Set<string>,
  har?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-mock-session': session },
    ...(har ? { recordHar: { path: har, content: 'embed' as const } } : {}),
  });
  context.on('request', (request) => {
    const auth = request.headers().authorization;
    if (auth) sent.add(auth.replace(/^Bearer /, ''));
  });
  context.on('response', (response) => {
    if (/\/api\/Auth\/CLogin$/i.test(new URL(response.url()).pathname))
      void response.json().then(
        (body: { Token?: string }) => body.Token && sent.add(body.Token),
        () => undefined,
      );
  });
  return context;
}

/** Every file of a folder and its bytes (base64), by path relative to it. */
function folderBytes(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e): [string, string] => {
        const path = join(e.parentPath, e.name);
        return [path.slice(dir.length + 1), readFileSync(path).toString('base64')];
      })
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

test.describe('record the real backend, replay it offline', () => {
  test('a recording through a second mock replays on the first with the backend stopped: same names and prices', async ({
    browser,
    page,
    mock,
    mockSession,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    // "The real backend": a second mock with another SEED (other prices, flags and reviews).
    const backend = await createMockServer({ settings: { seed: 7 } });
    const out = testInfo.outputPath('snapshot');
    // The HAR the recording proxy writes (`record --har`) and the one the browser saves.
    const proxyHar = testInfo.outputPath('recording.har');
    const browserHar = testInfo.outputPath('browser.har');
    const media = { maxFiles: 40, maxBytes: 8 * 1024 * 1024 };
    const sent = new Set<string>([CUSTOMERS.marcus.password]);
    // A product priced differently by the two seeds, so the replay shows what was recorded.
    const homeAnswer = await request.get(
      `${backend.url}/api/trini/GetProducts?HomePageProducts=1&PageNo=1`,
    );
    const candidates = ((await homeAnswer.json()) as Product[]).filter(
      (p) => !p.IsSoldOut && p.ProductNo > 1008,
    );
    let productNo = 0;
    for (const p of candidates) {
      const own = await request.get(
        `${mock.apiURL}/api/Product/loadproduct?ProductNo=${p.ProductNo}`,
      );
      if (((await own.json()) as ProductDetail).SalesPrice !== p.SalesPrice) {
        productNo = p.ProductNo;
        break;
      }
    }
    expect(productNo, 'a product whose price differs between the seeds').toBeGreaterThan(0);

    /**
     * Runs the journey through a recording proxy in front of the backend, writing `out` (and, with
     * `hars`, the proxy's HAR and the browser's). Answers what the shopper saw, the recording's
     * summary, the storefront's origin and when the journey started.
     */
    const recordJourney = async (run: number, hars?: { proxy: string; browser: string }) => {
      const recording: RecordingProxy = await createRecordingProxy({
        target: backend.url,
        out,
        media,
        log: (line) => testInfo.annotations.push({ type: 'drift', description: line }),
        ...(hars ? { har: hars.proxy } : {}),
      });
      // SSR_CALLS=1: each page's state carries the calls its server made, which import-har of
      // the browser's HAR rebuilds (a production page carries none).
      const shop = await startStorefront(
        await recording.app.listen({ host: '127.0.0.1', port: 0 }),
        { env: { SSR_CALLS: '1' } },
      );
      const context = await shopperContext(
        browser,
        `${mockSession}-record-${run}`,
        sent,
        hars?.browser,
      );
      const startedAt = new Date();
      try {
        const seen = await journey(await context.newPage(), shop.url, productNo);
        return { seen, summary: await recording.close(), shop: shop.url, startedAt };
      } finally {
        // Writes the browser's HAR.
        await context.close();
        await shop.stop();
      }
    };

    const first = await recordJourney(1, { proxy: proxyHar, browser: browserHar });
    // The credentials of the journey the browser's HAR is of (the second one logs in anew).
    const sentFirst = [...sent];
    expect(first.summary).toMatchObject({ changed: true, target: backend.url });
    expect(first.summary.counts.drifted).toBe(0);
    const recorded = folderBytes(out);

    // Recording twice against the unchanged backend: no diff.
    const second = await recordJourney(2);
    expect(second.seen).toEqual(first.seen);
    expect(second.summary.changed).toBe(false);
    expect(folderBytes(out)).toEqual(recorded);

    // import-har of the browser's HAR of the first journey writes the same data. The pages the
    // server rendered carry its calls in their state (SSR_CALLS=1); the media the browser never
    // loaded (lazy pictures below the fold) come from the backend, still running.
    const fromBrowser = testInfo.outputPath('from-browser-har');
    const importLines: string[] = [];
    await importHar(browserHar, fromBrowser, {
      mediaBase: `${backend.url}/media/`,
      media,
      log: (line) => importLines.push(line),
    });
    // Every page carried its state. (The browser may still call the shop after the recording
    // stopped, e.g. the success page's lists: answered 502, that call is drift, never data.)
    expect(importLines.filter((line) => line.startsWith('page '))).toEqual([]);
    const imported = folderBytes(fromBrowser);
    const { 'meta.json': importedMeta, ...importedData } = imported;
    const { 'meta.json': recordedMeta, ...recordedData } = recorded;
    expect(Object.keys(importedData)).toEqual(Object.keys(recordedData));
    expect(Object.keys(importedData).length).toBeGreaterThan(10);
    for (const [file, bytes] of Object.entries(recordedData))
      expect(importedData[file] === bytes, `${file} is the same`).toBe(true);
    // meta.json differs as it must: the browser saw the storefront, never the backend behind it,
    // so the target is the shop's origin (where its calls and the pages' went), and recordedAt is
    // the first call's start as the browser timed it (a page's own calls start with the page).
    const meta = (b64: string | undefined) =>
      JSON.parse(Buffer.from(b64 ?? '', 'base64').toString('utf8')) as {
        format: number;
        recordedAt: string;
        target: string;
      };
    const harMeta = meta(importedMeta);
    const liveMeta = meta(recordedMeta);
    expect(harMeta.format).toBe(liveMeta.format);
    expect(harMeta.target).toBe(first.shop);
    expect(liveMeta.target).toBe(backend.url);
    const harStart = Date.parse(harMeta.recordedAt);
    expect(harStart).toBeGreaterThanOrEqual(first.startedAt.getTime() - 1000);
    expect(harStart).toBeLessThanOrEqual(Date.parse(liveMeta.recordedAt) + 1000);
    await backend.close();

    // The first mock serves the folder to this test's session; the backend is gone.
    const served = await mock.serveData(out);
    expect(served).toMatchObject({ mode: 'replace', recordedAt: first.summary.recordedAt });
    const replayed = await journey(page, '', productNo);
    expect(replayed).toEqual(first.seen);
    expect(replayed.product.price).not.toBe('');

    // No value sent as a credential or typed as a customer detail is in either folder, though the
    // browser's HAR holds them all (the login's password, the Authorization headers, the form).
    const textOf = (files: Record<string, string>) =>
      Object.values(files)
        .map((b64) => Buffer.from(b64, 'base64').toString('latin1'))
        .join('\n');
    const secrets = [...sent, CUSTOMERS.marcus.name, TYPED.email, TYPED.address];
    expect(sent.size).toBeGreaterThan(1);
    const harText = readFileSync(browserHar, 'utf8');
    for (const value of [...sentFirst, CUSTOMERS.marcus.name, TYPED.email, TYPED.address])
      expect(harText.includes(value), `the browser's HAR holds ${value.slice(0, 12)}…`).toBe(true);
    for (const [name, files] of [
      ['recorded', recorded],
      ['imported', imported],
    ] as const)
      for (const value of secrets)
        expect(textOf(files).includes(value), `${name} holds ${value.slice(0, 12)}…`).toBe(false);

    // import-har of the recording proxy's own HAR (`record --har`) writes the very folder.
    const fromProxy = testInfo.outputPath('from-proxy-har');
    await importHar(proxyHar, fromProxy, { log: () => undefined });
    expect(folderBytes(fromProxy)).toEqual(recorded);

    // The control panel says what the session serves.
    await page.goto(`${mock.apiURL}/__mock/?session=${encodeURIComponent(mockSession)}`);
    await expect(page.locator('#data-line')).toContainText(`Data: snapshot ${out}`);
  });
});
