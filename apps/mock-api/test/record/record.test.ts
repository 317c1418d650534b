import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductDetail } from '@trini/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '../../src/in-process.js';
import { importHar } from '../../src/record/import-har.js';
import { createRecordingProxy } from '../../src/record/recording-proxy.js';
import { createSeed } from '../../src/seed/index.js';
import { loadSnapshot } from '../../src/snapshot/load-snapshot.js';
import { startDriftedBackend, type DriftedBackend } from '../library/drifted-backend.js';
import { tempFolder } from '../snapshot/seed-folder.js';
import { SENT, driveShop } from './drive-shop.js';

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

/** Records one visit (driveShop in `session`) through a fresh recording proxy into `out`. */
async function recordVisit(target: string, out: string, session: string, har?: string) {
  const lines: string[] = [];
  const recording = await createRecordingProxy({
    target,
    out,
    media: { maxFiles: 10, maxBytes: 10 * 1024 * 1024 },
    log: (line) => lines.push(line),
    ...(har ? { har } : {}),
  });
  const origin = await recording.app.listen({ host: '127.0.0.1', port: 0 });
  const { token } = await driveShop(origin, session);
  return { summary: await recording.close(), token, lines };
}

let backend: MockServer;
beforeAll(async () => {
  backend = await createMockServer({ settings: { seed: 7 } });
});
afterAll(() => backend.close());

describe('trini-mock record', () => {
  const out = tempFolder();
  const har = join(tempFolder(), 'visit.har');
  let first: Awaited<ReturnType<typeof recordVisit>>;
  beforeAll(async () => {
    first = await recordVisit(backend.url, out, 'record-1', har);
  });

  it('writes the answers that meet their contract as a snapshot the mock loads, media included', async () => {
    expect(first.lines).toEqual([]);
    expect(first.summary).toMatchObject({ changed: true, target: backend.url, media: 10 });
    const snapshot = await loadSnapshot(out);
    const seven = createSeed(7);
    const p1020 = snapshot.products.find((p) => p.ProductNo === 1020)!;
    const seeded = seven.products.find((p) => p.ProductNo === 1020)!;
    expect(p1020).toMatchObject({
      ProductName: seeded.ProductName,
      SalesPrice: seeded.SalesPrice,
      ProductDescription: seeded.ProductDescription,
      ProductImageList: seeded.ProductImageList,
    });
    expect(p1020.ProductReviewList).toHaveLength(seeded.ProductReviewList.length + 1);
    expect(snapshot.productLists.home).toEqual(seven.homePageProductNos.slice(0, 30));
    expect(snapshot.productLists.banners).toEqual([
      { BannerNo: 1, ProductNos: seven.bannerProductNos[1]!.slice(0, 15) },
    ]);
    expect(snapshot.categories).toEqual(seven.categories);
    expect(snapshot.designPages.map((d) => d.PageNo)).toEqual([2, 3]);
    expect(snapshot.coupons).toEqual([
      { CouponCode: 'EXPIRED20', CouponDiscPercent: 0, expired: true },
      { CouponCode: 'SAVE10', CouponDiscPercent: 10, expired: false },
    ]);
    expect(snapshot.cities).toEqual(seven.cities);
    expect(snapshot.shops).toEqual([{ ShopNo: 9, ShopName: 'Online Store' }]);
    // The site's pictures first, then thumbnails, within the bound of 10 files.
    expect([...snapshot.mediaFiles.keys()].slice(0, 5)).toEqual([
      'ERP/Images/Banner/1.jpg',
      'ERP/Images/Banner/2.jpg',
      'ERP/Images/Banner/3.jpg',
      'ERP/Images/Banner/4.jpg',
      'ERP/Images/Banner/5.jpg',
    ]);
    expect(snapshot.mediaFiles.get('ERP/Images/Banner/1.jpg')?.contentType).toBe('image/jpeg');
  });

  it('keeps no credential or customer detail: reviews get fixed fakes, no file holds a value sent', () => {
    const files = folderBytes(out);
    const text = Object.entries(files)
      .filter(([path]) => path.endsWith('.json'))
      .map(([, b64]) => Buffer.from(b64, 'base64').toString('utf8'))
      .join('\n');
    const harText = readFileSync(har, 'utf8');
    for (const value of [
      first.token,
      ...first.token.split('.'),
      SENT.password,
      SENT.reviewer,
      SENT.reviewerMobile,
      SENT.email,
      SENT.address,
      SENT.remarks,
      'Marcus Joseph',
    ]) {
      expect(text, value).not.toContain(value);
      expect(harText, value).not.toContain(value);
    }
    expect(text).not.toMatch(/"CustomerMobile": "7\d{6}"/);
    const products = JSON.parse(
      Buffer.from(files['products.json']!, 'base64').toString('utf8'),
    ) as ProductDetail[];
    const reviews = products.flatMap((p) => p.ProductReviewList);
    expect(reviews.length).toBeGreaterThan(0);
    expect(new Set(reviews.map((r) => r.CustomerName))).toEqual(new Set(['Shopper']));
    for (const review of reviews) expect(review).not.toHaveProperty('CustomerMobile');
  });

  it('recording the same visit again leaves the folder byte for byte as it was', async () => {
    const before = folderBytes(out);
    const again = await recordVisit(backend.url, out, 'record-2');
    expect(again.summary.changed).toBe(false);
    expect(folderBytes(out)).toEqual(before);
  });

  it("import-har of the recording's HAR writes the same folder", async () => {
    const imported = tempFolder();
    const summary = await importHar(har, imported, { log: () => undefined });
    expect(summary.changed).toBe(true);
    expect(folderBytes(imported)).toEqual(folderBytes(out));
  });
});

describe('record against a drifted backend', () => {
  let drifted: DriftedBackend;
  beforeAll(async () => {
    drifted = await startDriftedBackend(backend.url);
  });
  afterAll(() => drifted.close());

  it('reports the answers that break their contract and writes none of them', async () => {
    const out = tempFolder();
    const lines: string[] = [];
    const recording = await createRecordingProxy({
      target: drifted.url,
      out,
      log: (l) => lines.push(l),
      // The drifted backend answers JSON only: pictures come from the mock behind it.
      mediaBase: `${backend.url}/media/`,
      media: { maxFiles: 1, maxBytes: 10 * 1024 * 1024 },
    });
    const origin = await recording.app.listen({ host: '127.0.0.1', port: 0 });
    await fetch(`${origin}/api/Product/loadproduct?ProductNo=1001`);
    await fetch(`${origin}/api/trini/GetProducts?HomePageProducts=1&PageNo=1`);
    await fetch(`${origin}/api/Trini/GetCityList`);
    const summary = await recording.close();
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      'drift (answer) GET /api/Product/loadproduct?ProductNo=1001 200',
      'drift (answer) GET /api/trini/GetProducts?HomePageProducts=1&PageNo=1 200',
    ]);
    expect(summary.counts).toMatchObject({ kept: 1, drifted: 2 });
    const snapshot = await loadSnapshot(out);
    expect(snapshot.products).toEqual([]);
    expect(snapshot.cities.length).toBeGreaterThan(0);
  });
});
