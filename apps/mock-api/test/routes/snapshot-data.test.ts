import { ProductDetailSchema, addItem, applyCoupon, buildOrder, emptyCart } from '@trini/domain';
import type { CouponResponse, Product, ProductDetail } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockFetch } from '../../src/in-process.js';
import { readSnapshotFolder } from '../../src/snapshot/read-snapshot-folder.js';
import { createSeed } from '../../src/seed/index.js';
import { build, call, loginHeader, newSession, type Answer } from '../helpers.js';
import { seedSnapshotFolder } from '../snapshot/seed-folder.js';

/** Seed 7's products 1001 to 1040 (numbers in the first three top categories). */
const KEPT = (p: ProductDetail) => p.ProductNo <= 1040;
const seven = createSeed(7);
const seedPrice = (no: number) => createSeed().products.find((p) => p.ProductNo === no)!.SalesPrice;
/** A product whose price differs between seed 7 and the default seed. */
const repriced = seven.products.find(
  (p) =>
    KEPT(p) &&
    !p.IsSoldOut &&
    createSeed().products.find((q) => q.ProductNo === p.ProductNo)!.SalesPrice !== p.SalesPrice,
)!;
const jpeg = { body: Buffer.from('recorded picture'), contentType: 'image/jpeg' };
const PICTURE = 'ERP/Images/Products/1001-1.jpg';

let folder: string;
let app: FastifyInstance;
let overlay: FastifyInstance;
beforeAll(async () => {
  folder = await seedSnapshotFolder({ keep: KEPT, media: new Map([[PICTURE, jpeg]]) });
  app = await build({ data: folder });
  overlay = await build({ data: folder, dataMode: 'overlay' });
});
afterAll(async () => {
  await app.close();
  await overlay.close();
});

const get = (target: FastifyInstance, url: string, session = newSession()) =>
  call(target, session, 'GET', url);

describe('serving a snapshot folder instead of the seed (--data)', () => {
  it("answers the snapshot's products and prices, and 404 with x-mock-note for one it lacks", async () => {
    const res = await get(
      app,
      `/api/Product/loadproduct?ProductNo=${repriced.ProductNo}&LoadReviews=true`,
    );
    expect(res.json<ProductDetail>()).toMatchObject({
      ProductName: repriced.ProductName,
      SalesPrice: repriced.SalesPrice,
      ProductReviewList: ProductDetailSchema.parse(repriced).ProductReviewList,
    });
    expect(res.headers['x-mock-note']).toBeUndefined();
    const missing = await get(app, '/api/Product/loadproduct?ProductNo=1100');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-mock-note']).toBe(
      'Not in the snapshot (replace mode): product 1100.',
    );
  });

  it('search, the home pages and category paging and sort run on the snapshot', async () => {
    const home = await get(app, '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15');
    expect(home.json<Product[]>().map((p) => p.ProductNo)).toEqual(
      seven.homePageProductNos.filter((n) => n <= 1040).slice(0, 15),
    );
    const search = await get(
      app,
      `/api/trini/GetProducts?SearchText=${encodeURIComponent(repriced.ProductName)}`,
    );
    expect(search.json<Product[]>().map((p) => p.ProductNo)).toContain(repriced.ProductNo);
    const outside = await get(app, '/api/trini/GetProducts?SearchText=zzznothing');
    expect(outside.json()).toEqual([]);
    expect(outside.headers['x-mock-note']).toMatch(
      /^Not in the snapshot \(replace mode\): product matching/,
    );

    const category = repriced.ProductCategoryNo!;
    const inCategory = seven.products.filter((p) => KEPT(p) && p.ProductCategoryNo === category);
    const sorted = await get(
      app,
      `/api/Product/GetProducts?CategoryNo=${category}&SortBy=price-asc&MaxRecords=2&PageNo=1`,
    );
    const body = sorted.json<Answer<'getCategoryProducts'>>();
    expect(body.TotalRecords).toBe(inCategory.length);
    expect(body.ProductList.map((p) => p.SalesPrice)).toEqual(
      inCategory
        .map((p) => p.SalesPrice)
        .sort((a, b) => a - b)
        .slice(0, 2),
    );
    const unknown = await get(app, '/api/Product/GetProducts?CategoryNo=999999');
    expect(unknown.headers['x-mock-note']).toBe(
      'Not in the snapshot (replace mode): category 999999.',
    );
  });

  it('SaveOrder prices the cart from the snapshot with its coupons; the seeded customers log in', async () => {
    const s = newSession();
    const headers = await loginHeader(app, s, '7000002', 'password2');
    const coupon = await call(app, s, 'POST', '/api/shop/validatecoupon', { CouponCode: 'save10' });
    expect(coupon.json<CouponResponse>()).toMatchObject({ success: true, CouponDiscPercent: 10 });
    const order = buildOrder(applyCoupon(addItem(emptyCart(), repriced, 2), 'SAVE10', 10), {
      CustomerMobile: '7000002',
      CustomerName: 'Marcus Joseph',
      EmailID: 'm@example.com',
    });
    const saved = await call(app, s, 'POST', '/api/shop/SaveOrder', order, headers);
    expect(saved.json()).toMatchObject({ success: true });
    // The default seed's price of the same product is refused.
    const seedPriced = {
      ...repriced,
      ...createSeed().products.find((p) => p.ProductNo === repriced.ProductNo),
    };
    const stale = buildOrder(addItem(emptyCart(), seedPriced, 1), {
      CustomerMobile: '7000002',
      CustomerName: 'Marcus Joseph',
      EmailID: 'm@example.com',
    });
    const refused = await call(app, s, 'POST', '/api/shop/SaveOrder', stale, headers);
    expect(refused.json()).toMatchObject({ success: false });
  });

  it('a coupon, shop, design page or list the snapshot lacks answers empty with x-mock-note', async () => {
    const s = newSession();
    const trini5 = await call(app, s, 'POST', '/api/shop/validatecoupon', { CouponCode: 'TRINI5' });
    expect(trini5.json<CouponResponse>()).toMatchObject({ success: false, CouponDiscPercent: 0 });
    expect(trini5.headers['x-mock-note']).toBe(
      'Not in the snapshot (replace mode): coupon with this code.',
    );
    const expired = await call(app, s, 'POST', '/api/shop/validatecoupon', {
      CouponCode: 'EXPIRED20',
    });
    expect(expired.headers['x-mock-note']).toBeUndefined();
    const shop = await get(app, '/api/Shop/GetShop?ShopNo=77', s);
    expect(shop.json()).toEqual({ ShopNo: 77 });
    expect(shop.headers['x-mock-note']).toBe('Not in the snapshot (replace mode): shop 77.');
    const page = await get(app, '/api/design/LoadDesignPageProducts?PageNo=9', s);
    expect(page.json()).toEqual({ NewArrivalList: [], Sections: [] });
    expect(page.headers['x-mock-note']).toBe('Not in the snapshot (replace mode): design page 9.');
    const beyond = await get(
      app,
      '/api/trini/GetProducts?HomePageProducts=1&PageNo=9&MaxRecords=15',
      s,
    );
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-mock-note']).toMatch(
      /home page 9 of 15 \(its home list holds \d+ products\)/,
    );
    // Asked again, the note stays (an empty answer is not cached without it).
    const again = await get(
      app,
      '/api/trini/GetProducts?HomePageProducts=1&PageNo=9&MaxRecords=15',
      s,
    );
    expect(again.headers['x-mock-note']).toBe(beyond.headers['x-mock-note']);
  });

  it("media: the snapshot's files, and nothing drawn for the rest", async () => {
    const picture = await get(app, `/media/${PICTURE}`);
    expect(picture.rawPayload.toString()).toBe('recorded picture');
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const banner = await get(app, '/ERP/Images/Banner/1.jpg');
    expect(banner.statusCode).toBe(404);
    expect(banner.headers['x-mock-note']).toBe(
      'Not in the snapshot (replace mode): media file ERP/Images/Banner/1.jpg.',
    );
  });
});

describe('a snapshot on top of the seed (--data-mode overlay)', () => {
  it('createMockFetch({ data, dataMode }) serves it in-process', async () => {
    const mockFetch = await createMockFetch({ data: folder, dataMode: 'overlay' });
    const info: unknown = await (await mockFetch('/__mock/data')).json();
    expect(info).toMatchObject({ mode: 'overlay', folder });
    await mockFetch.close();
  });

  it('serves the snapshot where it has data and the seed elsewhere, media included', async () => {
    const recorded = await get(overlay, `/api/Product/loadproduct?ProductNo=${repriced.ProductNo}`);
    expect(recorded.json<ProductDetail>().SalesPrice).toBe(repriced.SalesPrice);
    const seeded = await get(overlay, '/api/Product/loadproduct?ProductNo=1100');
    expect(seeded.json<ProductDetail>().SalesPrice).toBe(
      createSeed().products.find((p) => p.ProductNo === 1100)!.SalesPrice,
    );
    const save10 = await call(overlay, newSession(), 'POST', '/api/shop/validatecoupon', {
      CouponCode: 'SAVE10',
    });
    expect(save10.json<CouponResponse>().success).toBe(true);
    expect((await get(overlay, `/media/${PICTURE}`)).rawPayload.toString()).toBe(
      'recorded picture',
    );
    expect((await get(overlay, '/ERP/Images/Banner/1.jpg')).statusCode).toBe(200);
    const missing = await get(overlay, '/api/Product/loadproduct?ProductNo=5123');
    expect(missing.headers['x-mock-note']).toBe(
      'Not in the snapshot or the seed (overlay mode): product 5123.',
    );
  });
});

describe('/__mock/data: what a session serves, and a snapshot sent to one session', () => {
  it('GET says seed or snapshot, with when and where it was recorded', async () => {
    const seeded = await build();
    expect((await get(seeded, '/__mock/data')).json()).toMatchObject({
      mode: 'seed',
      seed: 20241,
      media: 0,
    });
    expect((await get(app, '/__mock/data')).json()).toMatchObject({
      mode: 'replace',
      folder,
      recordedAt: '2025-01-02T03:04:05.000Z',
      target: 'http://backend.test',
      products: 40,
      media: 1,
    });
    await seeded.close();
  });

  it('POST serves a folder to that session only, a reset keeps it, DELETE ends it', async () => {
    const seeded = await build();
    const s = newSession();
    const snapshot = await readSnapshotFolder(folder);
    const sent = await call(seeded, s, 'POST', '/__mock/data', { mode: 'replace', snapshot });
    expect(sent.json()).toMatchObject({ ok: true, data: { mode: 'replace', products: 40 } });
    const price = async (session: string) =>
      (
        await get(seeded, `/api/Product/loadproduct?ProductNo=${repriced.ProductNo}`, session)
      ).json<ProductDetail>().SalesPrice;
    expect(await price(s)).toBe(repriced.SalesPrice);
    expect(await price(newSession())).toBe(seedPrice(repriced.ProductNo));
    await call(seeded, s, 'POST', '/__mock/reset');
    expect(await price(s)).toBe(repriced.SalesPrice);
    await call(seeded, s, 'DELETE', '/__mock/data');
    expect((await get(seeded, '/__mock/data', s)).json()).toMatchObject({ mode: 'seed' });
    await seeded.close();
  });

  it('the control panel shows it: a data line its script fills from GET /__mock/data', async () => {
    const page = await get(app, '/__mock/');
    expect(page.body).toContain('<p id="data-line"');
    const script = (await get(app, '/__mock/panel.js')).body;
    expect(script).toContain("call('GET', 'data')");
    expect(script).toContain("'Data: snapshot '");
  });

  it('a bad folder sent is a 400 with the one line naming the file and the zod path', async () => {
    const snapshot = await readSnapshotFolder(folder);
    const products = snapshot.files.products as ProductDetail[];
    const bad = {
      ...snapshot,
      files: { ...snapshot.files, products: [{ ...products[0], SalesPrice: -5 }] },
    };
    const res = await call(app, newSession(), 'POST', '/__mock/data', { snapshot: bad });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ msg: string; fields: string[] }>();
    expect(body.msg).toMatch(/^Snapshot file products\.json: 0\.SalesPrice: /);
    expect(body.fields).toEqual(['products.json']);
  });
});
