import type { MediaFile } from '../seed/media.js';
import { SNAPSHOT_LIMITS } from '../snapshot/snapshot-files.js';

/** How many media files and bytes a recording keeps at most. */
export interface MediaBounds {
  /** Most files (default 1,000). */
  maxFiles: number;
  /** Most bytes of all files together (default 100 MiB). */
  maxBytes: number;
}

/** The bounds `record` and `import-har` use unless told others. */
export const DEFAULT_MEDIA_BOUNDS: MediaBounds = { maxFiles: 1000, maxBytes: 100 * 1024 * 1024 };

/** Fetches one media file by its path, or null when it cannot be had (not found, not media, too large). */
export type MediaFetcher = (path: string) => Promise<MediaFile | null>;

/** Media fetched at once. */
const CONCURRENCY = 4;

/** What a recording keeps of the media it wanted. */
export interface CollectedMedia {
  files: Map<string, MediaFile>;
  /** Wanted files it could not get (no bytes in the traffic and none fetched). */
  missing: string[];
  /** Wanted files left out by the bounds. */
  leftOut: number;
}

/**
 * Keeps the wanted media (see wantedMedia, most useful first) within `bounds`, taking each file's
 * bytes from what the traffic fetched (`seen`) or else from `fetchMedia` (4 at a time; none when
 * it is undefined, as for a HAR without a media base): walking in order, a file that would pass
 * maxBytes is left out and the walk goes on; it stops at maxFiles. The same wanted list and
 * bytes always keep the same files.
 */
export async function collectMedia(
  wanted: readonly string[],
  seen: ReadonlyMap<string, MediaFile>,
  fetchMedia: MediaFetcher | undefined,
  bounds: MediaBounds = DEFAULT_MEDIA_BOUNDS,
): Promise<CollectedMedia> {
  const files = new Map<string, MediaFile>();
  const missing: string[] = [];
  const maxFiles = Math.min(bounds.maxFiles, SNAPSHOT_LIMITS.MEDIA_FILES);
  const maxBytes = Math.min(bounds.maxBytes, SNAPSHOT_LIMITS.MEDIA_BYTES);
  let bytes = 0;
  let next = 0;
  while (next < wanted.length && files.size < maxFiles) {
    const batch = wanted.slice(
      next,
      next + Math.max(1, Math.min(CONCURRENCY, maxFiles - files.size)),
    );
    next += batch.length;
    const got = await Promise.all(
      batch.map(async (path) => seen.get(path) ?? (fetchMedia ? await fetchMedia(path) : null)),
    );
    batch.forEach((path, i) => {
      const file = got[i];
      if (!file || file.body.length > SNAPSHOT_LIMITS.MEDIA_FILE_BYTES) missing.push(path);
      else if (bytes + file.body.length <= maxBytes && files.size < maxFiles) {
        files.set(path, file);
        bytes += file.body.length;
      }
    });
  }
  return { files, missing, leftOut: wanted.length - files.size - missing.length };
}

/**
 * A MediaFetcher over HTTP: GET `<mediaBase><path>`, kept when it answers 200 with an image or
 * video type and at most SNAPSHOT_LIMITS.MEDIA_FILE_BYTES (15 s per file). `onFetched` sees each
 * exchange (the recording's HAR keeps them).
 */
export function httpMediaFetcher(
  mediaBase: string,
  onFetched?: (path: string, url: string, startedAt: string, file: MediaFile) => void,
): MediaFetcher {
  const base = mediaBase.endsWith('/') ? mediaBase : `${mediaBase}/`;
  return async (path) => {
    const url = `${base}${path}`;
    const startedAt = new Date().toISOString();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
      const length = Number(res.headers.get('content-length') ?? 0);
      if (
        !res.ok ||
        !/^(image|video)\/[\w.+-]+$/.test(type) ||
        length > SNAPSHOT_LIMITS.MEDIA_FILE_BYTES
      ) {
        await res.body?.cancel();
        return null;
      }
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length > SNAPSHOT_LIMITS.MEDIA_FILE_BYTES) return null;
      const file = { body, contentType: type };
      onFetched?.(path, url, startedAt, file);
      return file;
    } catch {
      return null;
    }
  };
}
