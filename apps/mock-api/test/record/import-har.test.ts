import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contracts } from '@trini/domain';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { importHar } from '../../src/record/import-har.js';
import { createSeed } from '../../src/seed/index.js';
import { loadSnapshot } from '../../src/snapshot/load-snapshot.js';
import { tempFolder } from '../snapshot/seed-folder.js';

const SHOP = 'https://shop.example.tt';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3MDAwMDAyIn0.c2lnbmF0dXJlLXZhbHVl';
const PASSWORD = 'my-own-password';
/** A session cookie of the shop (a credential), sent beside the storefront's own cart and coupon copies. */
const COOKIE = 'session=cookie-secret-42; trini_cart=1030:1; trini_coupon=SAVE10';
const seed = createSeed(7);
const product = seed.products.find((p) => p.ProductNo === 1030)!;

/** One entry as Chrome's 'Save all as HAR with content' writes it (fields it reads and more). */
function entry(
  method: string,
  path: string,
  status: number,
  answer: { text?: string; mimeType: string; encoding?: string; size?: number },
  request: { headers?: { name: string; value: string }[]; body?: string } = {},
) {
  return {
    _initiator: { type: 'script' },
    startedDateTime: '2025-03-04T10:11:12.345-04:00',
    time: 12.5,
    request: {
      method,
      url: `${SHOP}${path}`,
      httpVersion: 'http/2.0',
      headers: [{ name: ':authority', value: 'shop.example.tt' }, ...(request.headers ?? [])],
      queryString: [],
      cookies: [],
      headersSize: -1,
      bodySize: request.body?.length ?? 0,
      ...(request.body ? { postData: { mimeType: 'application/json', text: request.body } } : {}),
    },
    response: {
      status,
      statusText: '',
      httpVersion: 'http/2.0',
      headers: [{ name: 'content-type', value: answer.mimeType }],
      cookies: [],
      content: { size: answer.text?.length ?? 0, ...answer },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 10, receive: 2.5 },
  };
}

const json = (value: unknown) => ({ text: JSON.stringify(value), mimeType: 'application/json' });

/** A browser's HAR of a visit to the shop: a login, a customer call, a product, a coupon, a picture. */
function browserHar(): object {
  return {
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      pages: [{ id: 'page_1', title: SHOP, startedDateTime: '2025-03-04T14:11:12.000Z' }],
      entries: [
        entry('GET', '/', 200, { text: '<!doctype html>', mimeType: 'text/html' }),
        entry(
          'POST',
          '/api/Auth/CLogin',
          200,
          json({ Token: TOKEN, CustomerName: 'Marcus Joseph' }),
          {
            body: JSON.stringify({ Mobile: '7000002', Password: PASSWORD }),
          },
        ),
        entry(
          'GET',
          '/api/Common/LoadCustomerCashbackInfo?CustomerMobile=7000002',
          200,
          json({ TotalCashback: 0 }),
          {
            headers: [{ name: 'Authorization', value: `Bearer ${TOKEN}` }],
          },
        ),
        entry(
          'GET',
          `/api/Product/loadproduct?ProductNo=1030&LoadReviews=true`,
          200,
          json(product),
          { headers: [{ name: 'Cookie', value: COOKIE }] },
        ),
        entry(
          'POST',
          '/api/shop/validatecoupon',
          200,
          json({ success: true, CouponDiscPercent: 10, msg: '' }),
          {
            headers: [{ name: 'Cookie', value: COOKIE }],
            body: JSON.stringify({ CouponCode: 'SAVE10' }),
          },
        ),
        entry('GET', '/media/ERP/Images/Products/1030-1-thumb.jpg', 200, {
          text: Buffer.from('a thumbnail').toString('base64'),
          mimeType: 'image/jpeg',
          encoding: 'base64',
        }),
      ],
    },
  };
}

describe('trini-mock import-har', () => {
  it("a browser's HAR becomes a snapshot: its contract-valid answers, its pictures, no credential", async () => {
    const dir = tempFolder();
    const file = join(dir, 'shop.har');
    writeFileSync(file, JSON.stringify(browserHar()));
    const out = join(dir, 'snapshot');
    const summary = await importHar(file, out, { log: () => undefined });
    expect(summary).toMatchObject({
      products: 1,
      media: 1,
      target: SHOP,
      recordedAt: '2025-03-04T14:11:12.345Z',
    });
    const snapshot = await loadSnapshot(out);
    expect(snapshot.products[0]).toMatchObject({ ProductNo: 1030, SalesPrice: product.SalesPrice });
    expect(snapshot.mediaFiles.get('ERP/Images/Products/1030-1-thumb.jpg')?.body.toString()).toBe(
      'a thumbnail',
    );
    const written = readdirSync(out)
      .filter((f) => f.endsWith('.json'))
      .map((f) => readFileSync(join(out, f), 'utf8'))
      .join('\n');
    for (const secret of [TOKEN, PASSWORD, 'Marcus Joseph', 'cookie-secret-42'])
      expect(written).not.toContain(secret);
    // The storefront's own cookies are no credential: the coupon code it copies stays data.
    expect(snapshot.coupons).toEqual([
      expect.objectContaining({ CouponCode: 'SAVE10', CouponDiscPercent: 10 }),
    ]);
  });

  it('through the command: one line of summary; a file that is not a HAR is one line naming it', async () => {
    const dir = tempFolder();
    const file = join(dir, 'shop.har');
    writeFileSync(file, JSON.stringify(browserHar()));
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      expect(
        await runCli(['import-har', file, '--out', join(dir, 'out'), '--max-media-files', '5']),
      ).toBe(0);
    } finally {
      console.log = log;
    }
    expect(printed).toEqual([expect.stringMatching(/^Wrote .*out: 1 products, 1 media files/)]);
    const bad = join(dir, 'bad.har');
    writeFileSync(bad, JSON.stringify({ log: { entries: [{ startedDateTime: 'yesterday' }] } }));
    await expect(importHar(bad, join(dir, 'x'))).rejects.toThrow(
      /^bad\.har: log\.entries\.0\.startedDateTime: /,
    );
    writeFileSync(bad, '{');
    await expect(importHar(bad, join(dir, 'x'))).rejects.toThrow(/^bad\.har: not JSON \(/);
    await expect(
      runCli(['import-har', file, '--out', join(dir, 'y'), '--max-media-files', '0']),
    ).rejects.toThrow('--max-media-files must be a whole number from 1');
  });

  it("a browser's HAR of the server-rendered storefront: each page's state gives its server's calls, written as the raw answers would be", async () => {
    const home = { HomePageProducts: true, PageNo: 1, MaxRecords: 15 };
    const homeQuery = 'HomePageProducts=true&PageNo=1&MaxRecords=15';
    // What the backend sent: extra keys, defaults left out (and a detail's fields in a list).
    const { ProductDescription: _, ...rawDetail } = { ...product, Unknown: 'x' };
    const rawList = seed.products.slice(0, 3).map((p) => ({ ...p, Unknown: 1 }));
    // What the storefront's readers keep in its state: the contract's parse.
    const detail = contracts.loadProduct.responses[200].parse(rawDetail);
    const list = contracts.getProducts.responses[200].parse(rawList);
    const state = {
      origin: SHOP,
      api: {
        queries: {
          'loadProduct(1030)': { status: 'fulfilled', data: detail },
          'getProducts(home)': { status: 'fulfilled', data: list },
        },
      },
      calls: {
        'loadProduct(1030)': {
          method: 'GET',
          path: '/api/Product/loadproduct',
          params: { ProductNo: 1030, LoadReviews: true },
        },
        'getProducts(home)': { method: 'GET', path: '/api/trini/GetProducts', params: home },
      },
    };
    const pageHtml = `<!doctype html><div id="root"></div><script type="application/json" id="trini-state">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
    const har = (entries: unknown[]) => ({ log: { version: '1.2', entries } });
    const dir = tempFolder();
    const pages = join(dir, 'pages.har');
    writeFileSync(
      pages,
      JSON.stringify(
        har([
          entry('GET', '/', 200, { text: pageHtml, mimeType: 'text/html; charset=utf-8' }),
          entry('GET', '/legacy', 200, {
            text: '<!doctype html><p>no state</p>',
            mimeType: 'text/html',
          }),
        ]),
      ),
    );
    const raw = join(dir, 'raw.har');
    writeFileSync(
      raw,
      JSON.stringify(
        har([
          entry(
            'GET',
            '/api/Product/loadproduct?ProductNo=1030&LoadReviews=true',
            200,
            json(rawDetail),
          ),
          entry('GET', `/api/trini/GetProducts?${homeQuery}`, 200, json(rawList)),
        ]),
      ),
    );
    const lines: string[] = [];
    const fromPages = await importHar(pages, join(dir, 'from-pages'), {
      log: (l) => lines.push(l),
    });
    expect(lines).toEqual([
      `page GET ${SHOP}/legacy: no trini-state script (its server's calls not imported)`,
    ]);
    expect(fromPages).toMatchObject({
      products: 4,
      target: SHOP,
      recordedAt: '2025-03-04T14:11:12.345Z',
    });
    await importHar(raw, join(dir, 'from-raw'), { log: () => undefined });
    const files = (folder: string) =>
      Object.fromEntries(
        readdirSync(join(dir, folder)).map((f) => [f, readFileSync(join(dir, folder, f), 'utf8')]),
      );
    expect(files('from-pages')).toEqual(files('from-raw'));
    expect(JSON.parse(files('from-pages')['product-lists.json']!)).toMatchObject({
      home: list.map((p) => p.ProductNo),
    });
  });

  it('an entry saved without its content is no answer: a picture is not kept, a data call is one line', async () => {
    const dir = tempFolder();
    const file = join(dir, 'shop.har');
    const entries = (browserHar() as { log: { entries: unknown[] } }).log.entries;
    entries.push(
      entry('GET', '/media/ERP/Images/Category/kitchen.jpg', 200, {
        mimeType: 'image/jpeg',
        size: -1,
      }),
      entry('GET', '/api/trini/GetCityList', 200, { mimeType: 'application/json', size: -1 }),
    );
    writeFileSync(file, JSON.stringify({ log: { entries } }));
    const lines: string[] = [];
    const summary = await importHar(file, join(dir, 'out'), { log: (l) => lines.push(l) });
    expect(summary).toMatchObject({ products: 1, media: 1 });
    expect(summary.counts.drifted).toBe(0);
    expect(lines).toEqual([
      `page GET ${SHOP}/: no trini-state script (its server's calls not imported)`,
      'missing GET /api/trini/GetCityList 200: its answer was not saved (not recorded)',
    ]);
    expect(
      (await loadSnapshot(join(dir, 'out'))).mediaFiles.has('ERP/Images/Category/kitchen.jpg'),
    ).toBe(false);
  });
});
