import { createSeed } from '../seed/index.js';
import type { MediaFile } from '../seed/media.js';
import type { SeedData } from '../seed/types.js';
import type { Snapshot } from './parse-snapshot.js';
import { seedFromSnapshot, type DataMode } from './snapshot-seed.js';

/**
 * What data a session serves, as `GET /__mock/data` and the control panel show it: the seed alone
 * (`mode: 'seed'`), or a snapshot folder instead of it (`replace`) or on top of it (`overlay`),
 * with when and from where it was recorded.
 */
export interface DataInfo {
  mode: 'seed' | DataMode;
  /** The seed number (customers, and in overlay mode the catalogue under the snapshot). */
  seed: number;
  /** The snapshot folder (absent for the seed). */
  folder?: string;
  /** When the snapshot was recorded (ISO; absent for the seed). */
  recordedAt?: string;
  /** The backend it was recorded from (absent for the seed). */
  target?: string;
  /** Products served. */
  products: number;
  /** Media files the snapshot holds (0 for the seed: its media are drawn on demand). */
  media: number;
}

/** The data a session starts from (and a reset restores), its description, and its snapshot media. */
export interface ServedData {
  info: DataInfo;
  /** The session state's source (never mutated: each session deep-copies it). */
  base: SeedData;
  /** The snapshot's media files by path; null when serving the seed alone. */
  media: Map<string, MediaFile> | null;
}

/**
 * The data of seed `seed` with `snapshot` instead of or on top of it (see seedFromSnapshot), or
 * the seed alone without a snapshot.
 */
export function servedData(
  seed: number,
  snapshot?: Snapshot,
  mode: DataMode = 'replace',
): ServedData {
  const seedData = createSeed(seed);
  if (!snapshot)
    return {
      info: { mode: 'seed', seed, products: seedData.products.length, media: 0 },
      base: seedData,
      media: null,
    };
  const base = seedFromSnapshot(snapshot, mode, seedData);
  return {
    info: {
      mode,
      seed,
      folder: snapshot.folder,
      recordedAt: snapshot.meta.recordedAt,
      target: snapshot.meta.target,
      products: base.products.length,
      media: snapshot.mediaFiles.size,
    },
    base,
    media: snapshot.mediaFiles,
  };
}

/** True when the data comes from a snapshot (the handlers then note what it lacks). */
export function servesSnapshot(data: ServedData): boolean {
  return data.info.mode !== 'seed';
}
