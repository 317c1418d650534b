import { DEFAULT_MEDIA_BOUNDS, httpMediaFetcher, type MediaBounds } from './collect-media.js';
import { readHar } from './har.js';
import { pageStateExchanges } from './page-state.js';
import { SnapshotCollector } from './snapshot-collector.js';
import { writeRecording, type RecordingSummary } from './write-recording.js';

/**
 * `trini-mock import-har`: the recording of a HAR file (a browser's export of the shop,
 * or `record --har`'s): every entry goes through the same contract check and redaction as a live
 * recording (SnapshotCollector; drift and skipped pages reported on `log`, default console.warn)
 * and the snapshot folder `out` is written the same way, its media taken from the HAR's own
 * entries and, with `mediaBase`, downloaded for the rest.
 *
 * Server-rendered pages: the storefront calls the API on its server for each page it renders, so
 * a browser's HAR holds those answers only inside the pages. Each 200 HTML page's state script
 * (`<script id="trini-state">`, found by plain string search, at most 8 MiB, read with a bounded
 * schema) gives, for every fulfilled query it lists in `calls`, an exchange rebuilt at the page's
 * origin (method, contract path, the query string from its params, the answer as the page holds
 * it), which then goes through the same check and redaction (see pageStateExchanges). A page
 * without state, or whose state does not read, is one line on `log`, never a failed import.
 *
 * meta.json's target is the base URL the HAR's API calls went to (for a HAR of the storefront, its
 * origin: the browser's calls and the rebuilt ones both went there), recordedAt the first kept
 * call's start (a rebuilt call starts with its page). Throws one line for a file that is not a
 * HAR, or one without any catalogue or reference answer.
 */
export async function importHar(
  file: string,
  out: string,
  options: { mediaBase?: string; media?: MediaBounds; log?: (line: string) => void } = {},
): Promise<RecordingSummary> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const collector = new SnapshotCollector(log);
  for (const exchange of await readHar(file)) {
    collector.add(exchange);
    for (const call of pageStateExchanges(exchange, log)) collector.add(call);
  }
  return writeRecording(collector, out, {
    ...(options.mediaBase ? { fetchMedia: httpMediaFetcher(options.mediaBase) } : {}),
    bounds: options.media ?? DEFAULT_MEDIA_BOUNDS,
  });
}
