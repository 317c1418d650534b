import { createHash } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { removeStaleTemps, writeFileAtomically } from '../lib/atomic-write.js';
import type { MediaFile } from '../seed/media.js';
import { SNAPSHOT_FILES, SNAPSHOT_FILE_KEYS, SNAPSHOT_MEDIA_DIR } from './snapshot-files.js';
import type { SnapshotFileKey } from './snapshot-files.js';
import { parseSnapshot } from './parse-snapshot.js';
import type { SnapshotData } from './snapshot-schema.js';

/** What a snapshot's writer is given: its data but media.json, which it derives from `mediaFiles`. */
export type SnapshotContent = Omit<SnapshotData, 'media'>;

const byNumber =
  <T>(key: (item: T) => number) =>
  (a: T, b: T) =>
    key(a) - key(b);
const byText =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/**
 * The data in its stable order: products by ProductNo, banners by BannerNo, design pages by
 * PageNo, coupons by code, shops by ShopNo, media by path. The category tree, the city list and
 * every product list keep the backend's order (it is what the shop shows).
 */
function sorted(content: SnapshotContent, mediaFiles: Map<string, MediaFile>): SnapshotData {
  const media = [...mediaFiles]
    .map(([path, file]) => ({
      path,
      contentType: file.contentType,
      bytes: file.body.length,
      sha256: createHash('sha256').update(file.body).digest('hex'),
    }))
    .sort(byText((m) => m.path));
  return {
    ...content,
    products: [...content.products].sort(byNumber((p) => p.ProductNo)),
    productLists: {
      ...content.productLists,
      banners: [...content.productLists.banners].sort(byNumber((b) => b.BannerNo)),
    },
    designPages: [...content.designPages].sort(byNumber((d) => d.PageNo)),
    coupons: [...content.coupons].sort(byText((c) => c.CouponCode)),
    shops: [...content.shops].sort(byNumber((s) => s.ShopNo)),
    media,
  };
}

/** A file's text: JSON with two-space indents and a final newline. */
const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Every file under `dir`, as paths relative to it with '/' separators ([] when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
  } catch {
    return [];
  }
}

/** True when the folder holds exactly these media files with these bytes. */
async function sameMedia(dir: string, mediaFiles: Map<string, MediaFile>): Promise<boolean> {
  const present = await filesUnder(join(dir, SNAPSHOT_MEDIA_DIR));
  if (present.length !== mediaFiles.size) return false;
  for (const path of present) {
    const wanted = mediaFiles.get(path);
    if (!wanted) return false;
    const bytes = await readFile(join(dir, SNAPSHOT_MEDIA_DIR, path));
    if (!bytes.equals(wanted.body)) return false;
  }
  return true;
}

/** The media entries an old media.json lists (path and sha256), [] when it is absent or unreadable. */
function listedMedia(text: string | undefined): { path: string; sha256: string }[] {
  try {
    const value = JSON.parse(text ?? '[]') as unknown;
    return Array.isArray(value) ? (value as { path: string; sha256: string }[]) : [];
  } catch {
    return [];
  }
}

/**
 * Writes a snapshot folder: one JSON file per kind in a stable order (see `sorted`),
 * media.json derived from `mediaFiles`, each media file under media/, media files no longer listed
 * removed. The content is validated first with the loader's schemas, so what is written loads.
 * Stopped at any point (a crash, Ctrl-C twice, a full disk), the folder still loads or is
 * recognisably not a snapshot: every file is replaced atomically (writeFileAtomically), and in
 * this order: media.json without the entries whose bytes change (when an older one lists them),
 * the media files, the other data files, media.json (the index), meta.json last (a new folder
 * without it is no snapshot), then the media no longer listed and the temporary files of an earlier stopped write are
 * removed. So media.json only
 * ever lists files present with its bytes.
 * When the folder already holds the same content (every file byte for byte but meta.json's
 * recordedAt), nothing is written: recording twice against an unchanged backend leaves no diff,
 * and recordedAt stays the first recording's. Answers whether anything changed.
 */
export async function writeSnapshot(
  dir: string,
  content: SnapshotContent,
  mediaFiles: Map<string, MediaFile>,
): Promise<{ changed: boolean }> {
  const folder = resolve(dir);
  const media = Object.fromEntries(
    [...mediaFiles].map(([path, file]) => [path, file.body.toString('base64')]),
  );
  // Written as the loader reads it back (defaults filled, keys in the schemas' order).
  const checked = parseSnapshot({ folder, files: sorted(content, mediaFiles), media });
  const texts = Object.fromEntries(
    SNAPSHOT_FILE_KEYS.map((key) => [key, jsonText(checked[key])]),
  ) as Record<SnapshotFileKey, string>;
  const old = Object.fromEntries(
    await Promise.all(
      SNAPSHOT_FILE_KEYS.map(async (key) => [
        key,
        await readText(join(folder, SNAPSHOT_FILES[key])),
      ]),
    ),
  ) as Record<SnapshotFileKey, string | undefined>;
  const oldMeta = (() => {
    try {
      return old.meta === undefined ? undefined : (JSON.parse(old.meta) as Record<string, unknown>);
    } catch {
      return undefined;
    }
  })();
  const unchanged =
    oldMeta !== undefined &&
    jsonText({ ...oldMeta, recordedAt: checked.meta.recordedAt }) === texts.meta &&
    SNAPSHOT_FILE_KEYS.every((key) => key === 'meta' || old[key] === texts[key]) &&
    (await sameMedia(folder, mediaFiles));
  if (unchanged) return { changed: false };
  const mediaDir = join(folder, SNAPSHOT_MEDIA_DIR);
  const wanted = new Map(checked.media.map((m) => [m.path, m.sha256]));
  // Media the old index lists but whose bytes change: out of the index before they are replaced.
  const oldIndex = listedMedia(old.media);
  const kept = oldIndex.filter((m) => !wanted.has(m.path) || wanted.get(m.path) === m.sha256);
  if (kept.length < oldIndex.length)
    await writeFileAtomically(join(folder, SNAPSHOT_FILES.media), jsonText(kept));
  for (const [path, file] of mediaFiles) {
    const target = join(mediaDir, path);
    const present = await readFile(target).catch(() => undefined);
    if (!present?.equals(file.body)) await writeFileAtomically(target, file.body);
  }
  const last: SnapshotFileKey[] = ['media', 'meta'];
  for (const key of [...SNAPSHOT_FILE_KEYS.filter((k) => !last.includes(k)), ...last])
    if (old[key] !== texts[key] || (key === 'media' && kept.length < oldIndex.length))
      await writeFileAtomically(join(folder, SNAPSHOT_FILES[key]), texts[key]);
  for (const path of await filesUnder(mediaDir))
    if (!mediaFiles.has(path)) await rm(join(mediaDir, path));
  for (const key of SNAPSHOT_FILE_KEYS) await removeStaleTemps(join(folder, SNAPSHOT_FILES[key]));
  return { changed: true };
}
