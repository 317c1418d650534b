import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { MediaFile } from '../seed/media.js';
import { SnapshotError } from './snapshot-error.js';
import {
  SNAPSHOT_FILES,
  SNAPSHOT_FILE_KEYS,
  SNAPSHOT_LIMITS,
  SNAPSHOT_MEDIA_DIR,
  type RawSnapshot,
  type SnapshotFileKey,
} from './snapshot-files.js';
import { SNAPSHOT_SCHEMAS, type SnapshotData } from './snapshot-schema.js';

/** Deepest nesting of arrays and objects in a snapshot file (a category tree of 8 levels is 17). */
const MAX_DEPTH = 24;

/** A validated snapshot folder: its data, the folder it came from, and its media files' bytes. */
export interface Snapshot extends SnapshotData {
  /** Where it was read from. */
  folder: string;
  /** Each media file (bytes and content type), by media path. */
  mediaFiles: Map<string, MediaFile>;
}

/** A zod path as the error line shows it: `3.ProductReviewList.0.Rating`, '(whole)' for the file. */
const pathText = (path: readonly PropertyKey[]) => path.map(String).join('.') || '(whole)';

/**
 * The first problem of a file's raw JSON that zod would not catch in bounded time: nesting deeper
 * than MAX_DEPTH, or a text longer than SNAPSHOT_LIMITS.TEXT. Iterative, linear in the value.
 */
function shapeProblem(value: unknown): string | undefined {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string' && v.length > SNAPSHOT_LIMITS.TEXT)
      return `${pathText(path)}: text longer than ${SNAPSHOT_LIMITS.TEXT} characters`;
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= MAX_DEPTH) return `${pathText(path)}: nested more than ${MAX_DEPTH} levels`;
    const entries = Array.isArray(v) ? v.map((item, i) => [i, item] as const) : Object.entries(v);
    for (const [key, item] of entries) stack.push({ value: item, path: [...path, key] });
  }
  return undefined;
}

/** One file's validated content; throws a SnapshotError naming the file and the zod path. */
function parseFile<K extends SnapshotFileKey>(raw: RawSnapshot, key: K): SnapshotData[K] {
  const file = SNAPSHOT_FILES[key];
  const value = raw.files[key];
  const problem = value === undefined ? undefined : shapeProblem(value);
  if (problem) throw new SnapshotError(file, problem);
  const schema: z.core.$ZodType = SNAPSHOT_SCHEMAS[key];
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SnapshotError(file, `${pathText(issue?.path ?? [])}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data as SnapshotData[K];
}

/**
 * Validates a raw snapshot folder with the domain's zod schemas (SNAPSHOT_SCHEMAS): every file,
 * then every media file against media.json (its bytes and SHA-256). Throws a SnapshotError whose
 * message is one line: the file and the zod path of the first problem
 * (`Snapshot file products.json: 3.SalesPrice: Too small: expected number to be >=0`).
 */
export function parseSnapshot(raw: RawSnapshot): Snapshot {
  const data = Object.fromEntries(
    SNAPSHOT_FILE_KEYS.map((key) => [key, parseFile(raw, key)]),
  ) as SnapshotData;
  const mediaFiles = new Map<string, MediaFile>();
  for (const entry of data.media) {
    const file = `${SNAPSHOT_MEDIA_DIR}/${entry.path}`;
    const base64 = raw.media[entry.path];
    if (base64 === undefined) throw new SnapshotError(file, 'missing (media.json lists it)');
    const body = Buffer.from(base64, 'base64');
    const sha256 = createHash('sha256').update(body).digest('hex');
    if (body.length !== entry.bytes || sha256 !== entry.sha256)
      throw new SnapshotError(file, 'its bytes differ from media.json (size or sha256)');
    mediaFiles.set(entry.path, { body, contentType: entry.contentType });
  }
  return { ...data, folder: raw.folder, mediaFiles };
}
