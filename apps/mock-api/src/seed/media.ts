import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type Sharp from 'sharp';
import { PRODUCT_IMAGE_PX } from '@trini/domain';
import { placedItem } from './layout.js';
import { MAX_PRODUCT_IMAGES, VIDEO_FILES } from './media-paths.js';
import { bannerSvg, categorySvg, whySvg } from './media/banners.js';
import { productSvg } from './media/product-image.js';
import { peerInstalled } from '../optional-peers.js';

/** A rendered or stored media file. */
export interface MediaFile {
  body: Buffer;
  contentType: string;
}

/** Most rendered files kept in memory (least recently used are dropped first). */
export const MEDIA_CACHE_SIZE = 600;

/**
 * Folder of the committed demo videos (apps/mock-api/media/videos): two levels up from this
 * module in the sources (src/seed/), one level up from the bundled `dist/` of the published package.
 */
const VIDEO_DIR =
  [
    new URL('../../media/videos/', import.meta.url),
    new URL('../media/videos/', import.meta.url),
  ].find((dir) => existsSync(dir)) ?? new URL('../../media/videos/', import.meta.url);

const PRODUCT_PATH = /^ERP\/Images\/Products\/(\d+)-(\d+)(-thumb)?\.jpg$/;
const BANNER_PATH = /^ERP\/Images\/Banner\/(\d+)\.jpg$/;
const VIDEO_PATH = /^ERP\/Videos\/([a-z0-9-]+)\.mp4$/;

const cache = new Map<string, MediaFile>();

/** sharp once its first use has imported it: undefined when it is missing or does not load. */
let sharpLoad: Promise<typeof Sharp | undefined> | undefined;

/** True when sharp (an optional peer dependency) is installed: found, not loaded (see peerInstalled). */
export const sharpInstalled = (): boolean => peerInstalled('sharp');

/**
 * sharp, imported on first use (once): undefined when it is not installed, or when it is but
 * does not load (no build of it for this platform; said in one line, as `trini-mock start` says
 * only whether it is installed).
 */
function loadSharp(): Promise<typeof Sharp | undefined> {
  sharpLoad ??= import('sharp').then(
    (module) => module.default,
    (error: unknown) => {
      if (sharpInstalled())
        console.warn(
          `Images are SVG (image/svg+xml), not JPEG: sharp is installed but did not load (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`,
        );
      return undefined;
    },
  );
  return sharpLoad;
}

/** An image drawn as SVG: rendered to JPEG (quality 82) with sharp, or the SVG itself without. */
async function image(svg: string): Promise<MediaFile> {
  const sharp = await loadSharp();
  if (!sharp) return { body: Buffer.from(svg), contentType: 'image/svg+xml' };
  const body = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  return { body, contentType: 'image/jpeg' };
}

function svgFor(path: string): string | null {
  const product = PRODUCT_PATH.exec(path);
  if (product) {
    const placed = placedItem(Number(product[1]));
    const index = Number(product[2]);
    if (!placed || index < 1 || index > MAX_PRODUCT_IMAGES) return null;
    return productSvg(
      placed,
      index,
      product[3] ? PRODUCT_IMAGE_PX.THUMBNAIL : PRODUCT_IMAGE_PX.FULL,
    );
  }
  const banner = BANNER_PATH.exec(path);
  if (banner) return bannerSvg(Number(banner[1]));
  return categorySvg(path) ?? whySvg(path);
}

async function load(path: string): Promise<MediaFile | null> {
  const video = VIDEO_PATH.exec(path);
  if (video) {
    const name = video[1] as (typeof VIDEO_FILES)[number];
    if (!VIDEO_FILES.includes(name)) return null;
    return { body: await readFile(new URL(`${name}.mp4`, VIDEO_DIR)), contentType: 'video/mp4' };
  }
  const svg = svgFor(path);
  return svg ? image(svg) : null;
}

/**
 * Returns the media file at a path relative to the media base, or null for an unknown path:
 * - 'ERP/Images/Banner/{1..5}.jpg': 1265×310 promotional banners;
 * - HOME_CATEGORIES image paths: 400×250 category banners; WHY_BUY_IMAGES: 600×300;
 * - 'ERP/Images/Products/{ProductNo}-{1..5}.jpg' (800×800) and '-thumb.jpg' (300×300):
 *   pictures drawn per product (seed-independent);
 * - 'ERP/Videos/{name}.mp4': the committed demo videos (video/mp4).
 * Images are drawn as SVG and rendered to JPEG with sharp (image/jpeg, quality 82). sharp is an
 * optional peer dependency of the published package (about 17 MB of native libraries, and an
 * install script): without it (or when it does not load) every image URL answers the same
 * drawing as the SVG itself (image/svg+xml, its width and height those of the JPEG), which
 * browsers show alike whatever the `.jpg` in its URL; `trini-mock start` says so in one line.
 * Results are cached in memory (LRU of MEDIA_CACHE_SIZE entries). A leading '/' is ignored.
 */
export async function renderMedia(relPath: string): Promise<MediaFile | null> {
  const path = relPath.replace(/^\/+/, '');
  const hit = cache.get(path);
  if (hit) {
    cache.delete(path);
    cache.set(path, hit);
    return hit;
  }
  const file = await load(path);
  if (!file) return null;
  cache.set(path, file);
  if (cache.size > MEDIA_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return file;
}
