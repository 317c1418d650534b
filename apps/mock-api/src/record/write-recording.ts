import { resolve } from 'node:path';
import { wantedMedia } from './wanted-media.js';
import { writeSnapshot } from '../snapshot/write-snapshot.js';
import { collectMedia, type MediaBounds, type MediaFetcher } from './collect-media.js';
import type { CollectorCounts, SnapshotCollector } from './snapshot-collector.js';
import type { MediaFile } from '../seed/media.js';

/** What a recording wrote, for its report. */
export interface RecordingSummary {
  /** The snapshot folder (absolute). */
  out: string;
  /** False when the folder already held this very data (nothing was written). */
  changed: boolean;
  products: number;
  /** When the data was first recorded (meta.json), and from where. */
  recordedAt: string;
  target: string;
  /** Media files in the folder. */
  media: number;
  /** Wanted media that could not be had, and those the bounds left out. */
  missingMedia: number;
  leftOutMedia: number;
  counts: CollectorCounts;
  /** The media files written, by path (the recording's HAR saves them). */
  mediaFiles: Map<string, MediaFile>;
}

/**
 * Writes what `collector` gathered to the snapshot folder `out`: the redacted data
 * (SnapshotCollector.content), and the media it wants (wantedMedia: the site's pictures, then the
 * products' thumbnails, images and videos) from the traffic's bytes or `fetchMedia`, within
 * `bounds`. Throws one line when no answer was kept. The same data writes the same folder; a
 * folder already holding it is left untouched (see writeSnapshot).
 */
export async function writeRecording(
  collector: SnapshotCollector,
  out: string,
  options: { target?: string; fetchMedia?: MediaFetcher; bounds?: MediaBounds } = {},
): Promise<RecordingSummary> {
  const content = collector.content(options.target);
  if (!content)
    throw new Error(
      `Nothing to write to ${resolve(out)}: no catalogue or reference call answered within its contract.`,
    );
  const wanted = wantedMedia(content.products, collector.mediaSeen.keys());
  const media = await collectMedia(wanted, collector.mediaSeen, options.fetchMedia, options.bounds);
  const { changed } = await writeSnapshot(out, content, media.files);
  return {
    out: resolve(out),
    changed,
    products: content.products.length,
    recordedAt: content.meta.recordedAt,
    target: content.meta.target,
    media: media.files.size,
    missingMedia: media.missing.length,
    leftOutMedia: media.leftOut,
    counts: collector.counts,
    mediaFiles: media.files,
  };
}

/** A recording's report in one line: where, how much, and what was left out. */
export function summaryLine(summary: RecordingSummary): string {
  const { counts } = summary;
  return (
    `${summary.changed ? 'Wrote' : 'Unchanged:'} ${summary.out}: ${summary.products} products, ` +
    `${summary.media} media files (${summary.missingMedia} not found, ${summary.leftOutMedia} over the bounds) ` +
    `from ${counts.kept} answers; ${counts.drifted} broke their contract, ${counts.ignored} other calls not recorded.`
  );
}
