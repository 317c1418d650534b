import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductDetail } from '@trini/domain';
import type { MediaFile } from '../../src/seed/media.js';
import { createSeed } from '../../src/seed/index.js';
import { writeSnapshot, type SnapshotContent } from '../../src/snapshot/write-snapshot.js';

/** A fresh empty folder under the system's temporary folder. */
export function tempFolder(prefix = 'trini-snapshot-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** What `seedSnapshot` takes: the seed to copy and which of its products to keep. */
export interface SeedSnapshotOptions {
  seed?: number;
  /** Products kept (default: every product of the seed). */
  keep?: (product: ProductDetail) => boolean;
  /** Media files to hold (default: none). */
  media?: Map<string, MediaFile>;
}

/**
 * A snapshot's content taken from a seed (default SEED 7, whose prices differ from the default
 * seed's): its products (all, or those `keep` keeps) and lists limited to them, the tree, the
 * design pages, the valid coupons SAVE10 and SAVE25 and the expired EXPIRED20, cities and shops.
 */
export function seedSnapshot(options: SeedSnapshotOptions = {}): SnapshotContent {
  const seed = createSeed(options.seed ?? 7);
  const products = seed.products.filter(options.keep ?? (() => true));
  const kept = new Set(products.map((p) => p.ProductNo));
  const only = (nos: number[]) => nos.filter((n) => kept.has(n));
  return {
    meta: { format: 1, recordedAt: '2025-01-02T03:04:05.000Z', target: 'http://backend.test' },
    products,
    categories: seed.categories,
    productLists: {
      home: only(seed.homePageProductNos),
      banners: Object.entries(seed.bannerProductNos).map(([no, nos]) => ({
        BannerNo: Number(no),
        ProductNos: only(nos),
      })),
      bestSellers: only(seed.bestSellerProductNos),
      newProducts: only(seed.newProductNos),
    },
    designPages: Object.entries(seed.designPages).map(([no, page]) => ({
      PageNo: Number(no),
      NewArrivalList: only(page.NewArrivalList),
      Sections: page.Sections.map((s) => ({ ...s, ProductNos: only(s.ProductNos) })),
    })),
    coupons: seed.coupons.filter((c) => ['SAVE10', 'SAVE25', 'EXPIRED20'].includes(c.CouponCode)),
    cities: seed.cities,
    shops: seed.shops,
  };
}

/** Writes `seedSnapshot(options)` to a fresh folder and answers its path. */
export async function seedSnapshotFolder(options: SeedSnapshotOptions = {}): Promise<string> {
  const dir = tempFolder();
  await writeSnapshot(dir, seedSnapshot(options), options.media ?? new Map<string, MediaFile>());
  return dir;
}
