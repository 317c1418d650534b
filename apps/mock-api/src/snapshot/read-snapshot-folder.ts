import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  SNAPSHOT_FILES,
  SNAPSHOT_FILE_KEYS,
  SNAPSHOT_LIMITS,
  SNAPSHOT_MEDIA_DIR,
  isMediaPath,
  type RawSnapshot,
} from './snapshot-files.js';
import { SnapshotError } from './snapshot-error.js';

/** The JSON of `file` in `dir`, or undefined when it does not exist. Throws SnapshotError. */
async function readJson(dir: string, file: string): Promise<unknown> {
  const path = join(dir, file);
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    return undefined;
  }
  if (size > SNAPSHOT_LIMITS.FILE_BYTES)
    throw new SnapshotError(file, `larger than ${SNAPSHOT_LIMITS.FILE_BYTES} bytes`);
  const text = await readFile(path, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SnapshotError(file, `not JSON (${(error as Error).message})`);
  }
}

/** The media paths media.json lists (shape checked later by the schema; bounded here). */
function listedPaths(index: unknown): string[] {
  if (!Array.isArray(index)) return [];
  if (index.length > SNAPSHOT_LIMITS.MEDIA_FILES)
    throw new SnapshotError(SNAPSHOT_FILES.media, `more than ${SNAPSHOT_LIMITS.MEDIA_FILES} files`);
  return index.flatMap((entry: unknown) => {
    const path = (entry as { path?: unknown } | null)?.path;
    return typeof path === 'string' && isMediaPath(path) ? [path] : [];
  });
}

/**
 * Reads a snapshot folder from disk without validating it (see `parseSnapshot`): each kind's JSON
 * file (absent files left out) and the bytes of every media file media.json lists, in base64.
 * Throws a SnapshotError (one line naming the file) when the folder has no meta.json, a file is
 * not JSON or over SNAPSHOT_LIMITS.FILE_BYTES, or a listed media file is missing or over
 * SNAPSHOT_LIMITS.MEDIA_FILE_BYTES, or all of them together over SNAPSHOT_LIMITS.MEDIA_BYTES.
 */
export async function readSnapshotFolder(dir: string): Promise<RawSnapshot> {
  const folder = resolve(dir);
  const files: RawSnapshot['files'] = {};
  for (const key of SNAPSHOT_FILE_KEYS) {
    const value = await readJson(folder, SNAPSHOT_FILES[key]);
    if (value !== undefined) files[key] = value;
  }
  if (files.meta === undefined)
    throw new SnapshotError(SNAPSHOT_FILES.meta, `missing: is ${folder} a snapshot folder?`);
  const media: Record<string, string> = {};
  let total = 0;
  for (const path of listedPaths(files.media)) {
    const file = `${SNAPSHOT_MEDIA_DIR}/${path}`;
    let bytes: Buffer;
    try {
      const size = (await stat(join(folder, file))).size;
      if (size > SNAPSHOT_LIMITS.MEDIA_FILE_BYTES)
        throw new SnapshotError(file, `larger than ${SNAPSHOT_LIMITS.MEDIA_FILE_BYTES} bytes`);
      bytes = await readFile(join(folder, file));
    } catch (error) {
      if (error instanceof SnapshotError) throw error;
      throw new SnapshotError(file, 'missing (media.json lists it)');
    }
    total += bytes.length;
    if (total > SNAPSHOT_LIMITS.MEDIA_BYTES)
      throw new SnapshotError(file, `media over ${SNAPSHOT_LIMITS.MEDIA_BYTES} bytes in all`);
    media[path] = bytes.toString('base64');
  }
  return { folder, files, media };
}
