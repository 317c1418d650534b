import { BANNER_COUNT, HOME_CATEGORIES, WHY_BUY_IMAGES, bannerPath } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { isMediaPath } from '../snapshot/snapshot-files.js';

/** The shop's own pictures every visit shows: the home banners, category tiles and 'why buy' images. */
export const SITE_MEDIA: readonly string[] = [
  ...Array.from({ length: BANNER_COUNT }, (_, i) => bannerPath(i + 1)),
  ...HOME_CATEGORIES.map((c) => c.image),
  ...WHY_BUY_IMAGES,
];

/** A path as the data spells it, without a leading '/' (the media base ends in one). */
const clean = (path: string | null | undefined) => (path ?? '').replace(/^\/+/, '');

const sortedPaths = (paths: Iterable<string>) => [...new Set(paths)].filter(isMediaPath).sort();

/**
 * The media a recording wants, most useful first, each once: the site's pictures
 * (SITE_MEDIA), then the products' thumbnails (cards), their full-size images (galleries), their
 * videos, then any other media the traffic fetched (`seen`); each group sorted by path. A
 * recording keeps them in this order until its count or byte bound, so the same data always
 * keeps the same files.
 */
export function wantedMedia(products: readonly ProductDetail[], seen: Iterable<string>): string[] {
  const thumbs = products.flatMap((p) => [
    clean(p.Thumbnail),
    clean(p.ImageFilePathThumbnail),
    ...p.ProductImageList.map((i) => clean(i.ImageFilePathThumbnail)),
  ]);
  const full = products.flatMap((p) => [
    clean(p.ImageFilePath),
    ...p.ProductImageList.map((i) => clean(i.ImageFilePath)),
  ]);
  const videos = products.map((p) => clean(p.VideoFileName));
  const out = new Set<string>();
  for (const group of [SITE_MEDIA, thumbs, full, videos, seen])
    for (const path of sortedPaths(group)) out.add(path);
  return [...out];
}
