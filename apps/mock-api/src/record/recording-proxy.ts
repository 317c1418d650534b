import { writeFile } from 'node:fs/promises';
import { trimTrailingSlashes } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { createValidatingProxy } from '../verify/validating-proxy.js';
import { DEFAULT_MEDIA_BOUNDS, httpMediaFetcher, type MediaBounds } from './collect-media.js';
import { contractOf, type Exchange } from './exchange.js';
import { harOf } from './har.js';
import { SnapshotCollector } from './snapshot-collector.js';
import { writeRecording, type RecordingSummary } from './write-recording.js';

/** What `createRecordingProxy` takes. */
export interface RecordingOptions {
  /** The backend's base URL, e.g. 'https://api.example'. */
  target: string;
  /** The snapshot folder to write. */
  out: string;
  /** Where media paths resolve (default `<target>/media/`). */
  mediaBase?: string;
  /** Media bounds (default 1,000 files, 100 MiB). */
  media?: MediaBounds;
  /** Also save the kept calls and media as a HAR file here (redacted; `import-har` reads it back). */
  har?: string;
  /** Where drift lines go (default console.warn). */
  log?: (line: string) => void;
}

/** A running recording: the proxy to listen with, and how to write what it saw. */
export interface RecordingProxy {
  app: FastifyInstance;
  /** Writes the folder (and the HAR) from what went through so far. */
  flush: () => Promise<RecordingSummary>;
  /** Stops the proxy, then writes the folder (and the HAR). */
  close: () => Promise<RecordingSummary>;
}

/**
 * `trini-mock record`: the validating proxy (every call forwarded, its real answer
 * returned, drift reported on `log` and at GET /__drift) that also keeps every catalogue and
 * reference answer meeting its contract (see SnapshotCollector) and, when flushed or closed, writes
 * them redacted to the snapshot folder `out` with the media they point to, downloaded from
 * `mediaBase` within the bounds (see writeRecording). Flushes run one at a time.
 */
export async function createRecordingProxy(options: RecordingOptions): Promise<RecordingProxy> {
  const target = trimTrailingSlashes(options.target);
  const mediaBase = options.mediaBase ?? `${target}/media/`;
  const collector = new SnapshotCollector();
  const kept: Exchange[] = [];
  const app = await createValidatingProxy({
    target,
    ...(options.log ? { log: options.log } : {}),
    onExchange: (exchange) => {
      if (collector.add(exchange) === 'kept' && options.har) kept.push(exchange);
    },
  });
  let queue: Promise<unknown> = Promise.resolve();
  const write = async (): Promise<RecordingSummary> => {
    const summary = await writeRecording(collector, options.out, {
      target,
      fetchMedia: httpMediaFetcher(mediaBase),
      bounds: options.media ?? DEFAULT_MEDIA_BOUNDS,
    });
    if (options.har) await writeFile(options.har, `${JSON.stringify(recordingHar(), null, 1)}\n`);
    return summary;

    /** The kept calls (redacted) and one GET of each media file written, as a HAR. */
    function recordingHar(): object {
      const base = mediaBase.endsWith('/') ? mediaBase : `${mediaBase}/`;
      const calls = kept.map((e) => {
        const cityList = contractOf(e.method, new URL(e.url).pathname) === 'getCityList';
        return collector.redactions.scrubExchange(e, cityList);
      });
      const media = [...summary.mediaFiles].map(([path, file]): Exchange => ({
        startedAt: summary.recordedAt,
        method: 'GET',
        url: `${base}${path}`,
        requestHeaders: {},
        requestBody: undefined,
        status: 200,
        responseHeaders: { 'content-type': file.contentType },
        setCookies: [],
        responseBody: file.body,
      }));
      return harOf([...calls, ...media], { name: 'trini-mock record', version: '1' });
    }
  };
  const flush = () => {
    const next = queue.then(write, write);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    app,
    flush,
    close: async () => {
      await app.close();
      return flush();
    },
  };
}
