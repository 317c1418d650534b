import { PRODUCT_IMAGE_PX } from '@trini/domain';
import { env } from '@/config/env';

const strip = (path: string): string => path.replace(/^\/+/, '');

/** Media base + file path (images, videos, banners). Absolute URLs pass through; an empty path gives undefined (no src). spec: shopping.md §1, §7 */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  return `${env.MEDIA_URL}${strip(path)}`;
}

/** Gallery thumbnails use the API host plus the path. spec: shopping.md §7 */
export function thumbUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  return `${env.ICON_URL}/${strip(path)}`;
}

/**
 * `srcset` of a product picture: its thumbnail and full image with their widths
 * (PRODUCT_IMAGE_PX, 300 and 800 px), so the browser takes the thumbnail for a card and the full
 * image only on dense screens that need it. Undefined when either path is missing or they are the
 * same file (then `src` alone is right). spec: shopping.md §1 media, §5 product fields
 */
export function productSrcSet(
  thumbnail: string | null | undefined,
  full: string | null | undefined,
): string | undefined {
  const small = mediaUrl(thumbnail);
  const large = mediaUrl(full);
  if (!small || !large || small === large) return undefined;
  return `${small} ${PRODUCT_IMAGE_PX.THUMBNAIL}w, ${large} ${PRODUCT_IMAGE_PX.FULL}w`;
}
