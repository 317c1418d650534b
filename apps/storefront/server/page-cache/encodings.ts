import negotiate from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings a cached page is kept in besides plain HTML, best first. */
export const CACHED_ENCODINGS = ['br', 'gzip'] as const;

/** One of CACHED_ENCODINGS. */
export type CachedEncoding = (typeof CACHED_ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a page once for the cache, in libuv's thread pool (not on the event loop): brotli
 * at quality 9 (smaller than the per-request level 5, paid once per page and period) or gzip at
 * level 9. Rejects as zlib does.
 */
export function compressPage(body: Buffer, encoding: CachedEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 });
}

/**
 * The best of CACHED_ENCODINGS an `Accept-Encoding` header accepts (weights and `*` honoured, by
 * @fastify/accept-negotiator, as @fastify/compress negotiates), or null for plain HTML.
 */
export function acceptedEncoding(header: string | undefined): CachedEncoding | null {
  if (!header) return null;
  return negotiate(header.toLowerCase(), [...CACHED_ENCODINGS]);
}
