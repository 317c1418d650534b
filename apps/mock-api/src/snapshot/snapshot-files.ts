/**
 * The snapshot folder's layout: plain JSON, one file per kind, plus the media files the
 * data points to. No validation here (see snapshot-schema.ts), so the Playwright fixture can read a
 * folder without loading zod.
 *
 * ```
 * <dir>/meta.json           { format: 1, recordedAt, target }
 * <dir>/products.json       products with details, reviews and image paths, by ProductNo
 * <dir>/categories.json     the category tree, as the backend ordered it
 * <dir>/product-lists.json  home page order, banner lists, best sellers, new products
 * <dir>/design-pages.json   design pages' new arrivals and sections (product numbers), by PageNo
 * <dir>/coupons.json        coupons seen validated (valid with their percent, or expired), by code
 * <dir>/cities.json         delivery cities, as the backend ordered them
 * <dir>/shops.json          shops, by ShopNo
 * <dir>/media.json          the media files: path, content type, bytes, sha256; by path
 * <dir>/media/<path>        each media file's bytes (e.g. media/ERP/Images/Products/1001-1.jpg)
 * ```
 */

/** File name of each kind of a snapshot folder. */
export const SNAPSHOT_FILES = {
  meta: 'meta.json',
  products: 'products.json',
  categories: 'categories.json',
  productLists: 'product-lists.json',
  designPages: 'design-pages.json',
  coupons: 'coupons.json',
  cities: 'cities.json',
  shops: 'shops.json',
  media: 'media.json',
} as const;

/** A kind of snapshot file ('products', 'media'…). */
export type SnapshotFileKey = keyof typeof SNAPSHOT_FILES;

/** The kinds, in the order they are read and written. */
export const SNAPSHOT_FILE_KEYS = Object.keys(SNAPSHOT_FILES) as SnapshotFileKey[];

/** Folder of the media files inside a snapshot folder. */
export const SNAPSHOT_MEDIA_DIR = 'media';

/** The format number meta.json carries; a folder of another format is refused. */
export const SNAPSHOT_FORMAT = 1;

/** Bounds of what a snapshot may hold (a larger file or folder is refused when read). */
export const SNAPSHOT_LIMITS = {
  /** Largest JSON file, bytes (64 MiB). */
  FILE_BYTES: 64 * 1024 * 1024,
  /** Longest text of any field, characters (product descriptions are the longest). */
  TEXT: 10_000,
  /** Most products. */
  PRODUCTS: 20_000,
  /** Most reviews of one product. */
  REVIEWS: 2_000,
  /** Most entries of any other list (cities, shops, coupons, a product list, a section). */
  LIST: 20_000,
  /** Deepest category tree (levels). */
  CATEGORY_DEPTH: 8,
  /** Most media files. */
  MEDIA_FILES: 5_000,
  /** Largest media file, bytes (16 MiB). */
  MEDIA_FILE_BYTES: 16 * 1024 * 1024,
  /** Most media bytes of a folder (256 MiB). */
  MEDIA_BYTES: 256 * 1024 * 1024,
} as const;

/**
 * A media path as the data spells it (relative to the media base, e.g.
 * 'ERP/Images/Products/1001-1.jpg'): letters, digits, `_ . / -`, at most 300 characters, no `..`
 * and no leading '/'. The pattern has no nested quantifier (linear time).
 */
export const MEDIA_PATH = /^[\w.-][\w./-]{0,299}$/;

/** True when `path` is a media path a snapshot may hold (see MEDIA_PATH). */
export function isMediaPath(path: string): boolean {
  return MEDIA_PATH.test(path) && !path.split('/').some((part) => part === '..' || part === '');
}

/**
 * A snapshot folder as read from disk, not yet validated: each file's parsed JSON (undefined when
 * the file is absent) and each media file's bytes in base64, by media path. It is also the body of
 * `POST /__mock/data` (the Playwright fixture sends a folder to one session).
 */
export interface RawSnapshot {
  /** Where it was read from (shown by the control panel), e.g. '/home/me/snapshots/shop'. */
  folder: string;
  /** Each file's parsed JSON, by kind. */
  files: Partial<Record<SnapshotFileKey, unknown>>;
  /** Each media file's bytes (base64), by media path. */
  media: Record<string, string>;
}
