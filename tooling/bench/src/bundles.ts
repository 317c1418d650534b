import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Sizes of one file in bytes: raw, gzip (level 9) and brotli (quality 11). */
export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Raw, gzip and brotli sizes of a file of the built storefront. */
export function sizeOf(dist: string, file: string): FileSize {
  const buf = readFileSync(join(dist, file));
  return {
    file,
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf).length,
  };
}

/** Every JavaScript and CSS file of the build's assets folder, with its sizes. */
export function allAssets(dist: string): FileSize[] {
  return readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => sizeOf(dist, `assets/${f}`));
}

/** Sums sizes of files. */
export function total(files: FileSize[]): Omit<FileSize, 'file'> {
  return files.reduce(
    (t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}
