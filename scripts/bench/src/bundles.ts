import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { inlineScripts as scriptTexts } from '@trini/storefront/server/inline-scripts.js';

/** Sizes of one file in bytes: raw, gzip (level 9) and brotli (quality 11). */
export interface FileSize {
  /** The file, e.g. `assets/CiRZvKMd.js`. */
  file: string;
  /** Its chunk's name from the build manifest, e.g. `home` (files are named by hash only). */
  name?: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** A chunk of the client build's manifest (dist/client/.vite/manifest.json), as far as read here. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
}

const labels = new Map<string, Map<string, string>>();

/**
 * The names of the build's files: the storefront names its chunks and stylesheets by content
 * hash only (vite.config.ts), so the tables add the chunk's name from the build manifest.
 */
function labelsOf(dist: string): Map<string, string> {
  const known = labels.get(dist);
  if (known) return known;
  const found = new Map<string, string>();
  const path = join(dist, '.vite', 'manifest.json');
  if (existsSync(path)) {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
    for (const [key, chunk] of Object.entries(manifest)) {
      const name = chunk.name ?? key.replace(/^_/, '').replace(/\.[^.]+$/, '');
      found.set(chunk.file, name);
      for (const css of chunk.css ?? []) if (!found.has(css)) found.set(css, name);
    }
  }
  labels.set(dist, found);
  return found;
}

/** Raw, gzip and brotli sizes of a file of the built storefront. */
export function sizeOf(dist: string, file: string): FileSize {
  const buf = readFileSync(join(dist, file));
  return {
    file,
    name: labelsOf(dist).get(file),
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf).length,
  };
}

/** Every JavaScript, CSS and font file of the build's assets folder, with its sizes. */
export function allAssets(dist: string): FileSize[] {
  return readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') || f.endsWith('.css') || f.endsWith('.woff2'))
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

/**
 * The inline scripts the browser runs in the page template (dist/index.html; the boot script,
 * found by the storefront's own `inlineScripts`), as one entry sized like a file: every page's
 * first visit downloads them with the document, so they count toward the first-visit JS as a
 * file would.
 */
export function inlineScripts(dist: string): FileSize {
  const buf = Buffer.from(scriptTexts(readFileSync(join(dist, 'index.html'), 'utf8')).join(''));
  return {
    file: 'index.html (inline scripts)',
    raw: buf.length,
    gzip: buf.length ? gzipSync(buf, { level: 9 }).length : 0,
    brotli: buf.length ? brotliCompressSync(buf).length : 0,
  };
}
