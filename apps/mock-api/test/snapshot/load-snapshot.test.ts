import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ProductDetailSchema } from '@trini/domain';
import { describe, expect, it } from 'vitest';
import { build } from '../helpers.js';
import { runCli } from '../../src/cli.js';
import { loadSnapshot } from '../../src/snapshot/load-snapshot.js';
import { SNAPSHOT_LIMITS } from '../../src/snapshot/snapshot-files.js';
import { writeSnapshot } from '../../src/snapshot/write-snapshot.js';
import { seedSnapshot, seedSnapshotFolder, tempFolder } from './seed-folder.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const jpeg = (text: string) => ({ body: Buffer.from(text), contentType: 'image/jpeg' });

/** The folder's files and their text, by path relative to it. */
function folderText(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const path = join(e.parentPath, e.name);
        return [path.slice(dir.length + 1), readFileSync(path, 'utf8')];
      }),
  );
}

/** A JSON object as read from a file. */
type Row = Record<string, unknown>;

/** Rewrites one JSON file of a folder with `change` applied to its content. */
function edit(dir: string, file: string, change: (value: Row[] & Row) => unknown): void {
  const value = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Row[] & Row;
  writeFileSync(join(dir, file), JSON.stringify(change(value)));
}

/** The message `loadSnapshot` rejects with. */
async function failure(dir: string): Promise<string> {
  try {
    await loadSnapshot(dir);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the folder loaded');
}

describe('snapshot folder format', () => {
  it('is plain JSON, one file per kind, sorted, and loads back as written', async () => {
    const content = seedSnapshot({ keep: (p) => p.ProductNo % 3 === 0 });
    const shuffled = { ...content, products: [...content.products].reverse() };
    const media = new Map([
      ['ERP/Images/b.jpg', jpeg('b')],
      ['ERP/Images/a.jpg', jpeg('a')],
    ]);
    const dir = tempFolder();
    expect(await writeSnapshot(dir, shuffled, media)).toEqual({ changed: true });
    const files = folderText(dir);
    expect(Object.keys(files).sort()).toEqual([
      'categories.json',
      'cities.json',
      'coupons.json',
      'design-pages.json',
      'media.json',
      'media/ERP/Images/a.jpg',
      'media/ERP/Images/b.jpg',
      'meta.json',
      'product-lists.json',
      'products.json',
      'shops.json',
    ]);
    const products = JSON.parse(files['products.json']!) as { ProductNo: number }[];
    expect(products.map((p) => p.ProductNo)).toEqual(
      content.products.map((p) => p.ProductNo).sort((a, b) => a - b),
    );
    expect(JSON.parse(files['media.json']!)).toEqual([
      { path: 'ERP/Images/a.jpg', contentType: 'image/jpeg', bytes: 1, sha256: sha256('a') },
      { path: 'ERP/Images/b.jpg', contentType: 'image/jpeg', bytes: 1, sha256: sha256('b') },
    ]);
    const loaded = await loadSnapshot(dir);
    // As published: what only the shop knows (cost prices, reviewers' mobiles) is not written.
    expect(loaded.products).toEqual(
      [...content.products]
        .sort((a, b) => a.ProductNo - b.ProductNo)
        .map((p) => ProductDetailSchema.parse(p)),
    );
    expect(loaded.meta).toEqual(content.meta);
    expect(loaded.mediaFiles.get('ERP/Images/a.jpg')?.body.toString()).toBe('a');
  });

  it('the same content written again changes nothing, recordedAt included', async () => {
    const content = seedSnapshot({ keep: (p) => p.ProductNo < 1010 });
    const dir = tempFolder();
    await writeSnapshot(dir, content, new Map([['x/1.jpg', jpeg('1')]]));
    const before = folderText(dir);
    const later = { ...content, meta: { ...content.meta, recordedAt: '2026-01-01T00:00:00.000Z' } };
    expect(await writeSnapshot(dir, later, new Map([['x/1.jpg', jpeg('1')]]))).toEqual({
      changed: false,
    });
    expect(folderText(dir)).toEqual(before);
    // Other content: written, with the new time; a media file no longer held is removed.
    const fewer = { ...later, products: later.products.slice(1) };
    expect(await writeSnapshot(dir, fewer, new Map())).toEqual({ changed: true });
    const after = folderText(dir);
    expect(JSON.parse(after['meta.json']!)).toMatchObject({
      recordedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(Object.keys(after)).not.toContain('media/x/1.jpg');
  });

  it.each([
    [
      'a product field of the wrong type',
      'products.json',
      (v: Row[]) => [{ ...v[0], SalesPrice: 'ten' }, ...v.slice(1)],
      /^Snapshot file products\.json: 0\.SalesPrice: .*expected number/,
    ],
    [
      'a repeated ProductNo',
      'products.json',
      (v: Row[]) => [v[0], v[0]],
      /^Snapshot file products\.json: 1\.ProductNo: ProductNo repeated$/,
    ],
    [
      'a text over the limit',
      'products.json',
      (v: Row[]) => [{ ...v[0], ProductName: 'x'.repeat(SNAPSHOT_LIMITS.TEXT + 1) }],
      /^Snapshot file products\.json: 0\.ProductName: text longer than 10000 characters$/,
    ],
    [
      'a city without its name',
      'cities.json',
      (v: Row[]) => [{ ODeliverCityNo: 1 }, ...v],
      /^Snapshot file cities\.json: 0\.ODeliverCityName: /,
    ],
    [
      'a tree nested too deep',
      'categories.json',
      () => {
        let node = {
          ProductCategoryNo: 1,
          ProductCategoryName: 'x',
          SubCategories: [] as unknown[],
        };
        for (let i = 0; i < 30; i += 1)
          node = { ProductCategoryNo: 1, ProductCategoryName: 'x', SubCategories: [node] };
        return [node];
      },
      /^Snapshot file categories\.json: 0(\.SubCategories\.0)*\.SubCategories: nested more than 24 levels$/,
    ],
    [
      'a meta of another format',
      'meta.json',
      (v: Row) => ({ ...v, format: 2 }),
      /^Snapshot file meta\.json: format: /,
    ],
  ])(
    '%s is refused in one line naming the file and the zod path',
    async (_what, file, change, line) => {
      const dir = await seedSnapshotFolder({ keep: (p) => p.ProductNo < 1004 });
      edit(dir, file, change);
      const message = await failure(dir);
      expect(message).toMatch(line);
      expect(message).not.toContain('\n');
    },
  );

  it('a file that is not JSON, a missing meta.json and a media file that differs are one line each', async () => {
    const dir = await seedSnapshotFolder({
      keep: (p) => p.ProductNo === 1001,
      media: new Map([['m/1.jpg', jpeg('1')]]),
    });
    writeFileSync(join(dir, 'shops.json'), '[{');
    expect(await failure(dir)).toMatch(/^Snapshot file shops\.json: not JSON \(.*\)$/);
    writeFileSync(join(dir, 'shops.json'), '[]');
    writeFileSync(join(dir, 'media', 'm', '1.jpg'), 'changed');
    expect(await failure(dir)).toBe(
      'Snapshot file media/m/1.jpg: its bytes differ from media.json (size or sha256)',
    );
    rmSync(join(dir, 'media'), { recursive: true });
    expect(await failure(dir)).toBe('Snapshot file media/m/1.jpg: missing (media.json lists it)');
    const empty = tempFolder();
    expect(await failure(empty)).toMatch(
      /^Snapshot file meta\.json: missing: is .* a snapshot folder\?$/,
    );
  });

  it('the mock does not start on a bad folder: buildApp rejects and trini-mock --data says the one line', async () => {
    const dir = await seedSnapshotFolder({ keep: (p) => p.ProductNo === 1001 });
    edit(dir, 'products.json', (v: Row[]) => [{ ...v[0], ProductNo: -1 }]);
    await expect(build({ data: dir })).rejects.toThrow(
      /^Snapshot file products\.json: 0\.ProductNo: /,
    );
    await expect(runCli(['--data', dir, '--port', '0'])).rejects.toThrow(
      /^Snapshot file products\.json: 0\.ProductNo: /,
    );
  });

  it('a folder without the optional files loads as empty kinds', async () => {
    const dir = tempFolder();
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'meta.json'),
      JSON.stringify({ format: 1, recordedAt: '2025-01-01T00:00:00Z', target: 'http://x.test' }),
    );
    const loaded = await loadSnapshot(dir);
    expect(loaded.products).toEqual([]);
    expect(loaded.productLists).toEqual({
      home: [],
      banners: [],
      bestSellers: [],
      newProducts: [],
    });
  });
});
