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
