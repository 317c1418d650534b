import { DEFAULT_MEDIA_BOUNDS, httpMediaFetcher, type MediaBounds } from './collect-media.js';
import { readHar } from './har.js';
import { SnapshotCollector } from './snapshot-collector.js';
import { writeRecording, type RecordingSummary } from './write-recording.js';

/**
 * `trini-mock import-har` (issue 26): the recording of a HAR file (a browser's export of the real
 * shop, logged out, or `record --har`'s): every entry goes through the same contract check and
 * redaction as a live recording (SnapshotCollector; drift reported on `log`, default console.warn)
 * and the snapshot folder `out` is written the same way, its media taken from the HAR's own
 * entries and, with `mediaBase`, downloaded for the rest. meta.json's target is the backend the
 * HAR's API calls went to, recordedAt the first kept call's start. Throws one line for a file
 * that is not a HAR, or one without any catalogue or reference answer.
 */
export async function importHar(
  file: string,
  out: string,
  options: { mediaBase?: string; media?: MediaBounds; log?: (line: string) => void } = {},
): Promise<RecordingSummary> {
  const collector = new SnapshotCollector(options.log ?? ((line) => console.warn(line)));
  for (const exchange of await readHar(file)) collector.add(exchange);
  return writeRecording(collector, out, {
    ...(options.mediaBase ? { fetchMedia: httpMediaFetcher(options.mediaBase) } : {}),
    bounds: options.media ?? DEFAULT_MEDIA_BOUNDS,
  });
}
