/**
 * Media paths of seeded products and videos, relative to the media base (MEDIA_URL).
 * spec: shopping.md §1 media host
 */

/** Most gallery images a product has. */
export const MAX_PRODUCT_IMAGES = 5;

/** Full-size image i (1-based) of a product: `ERP/Images/Products/{ProductNo}-{i}.jpg` (PRODUCT_IMAGE_PX.FULL, 800 px). */
export function productImagePath(productNo: number, i: number): string {
  return `ERP/Images/Products/${productNo}-${i}.jpg`;
}

/** Thumbnail of image i: `ERP/Images/Products/{ProductNo}-{i}-thumb.jpg` (PRODUCT_IMAGE_PX.THUMBNAIL, 300 px). */
export function productThumbPath(productNo: number, i: number): string {
  return `ERP/Images/Products/${productNo}-${i}-thumb.jpg`;
}

/** The committed demo videos (files in apps/mock-api/media/videos), by name. */
export const VIDEO_FILES = ['gadget-demo', 'kitchen-demo', 'tools-demo', 'product-spin'] as const;
/** A committed video's name. */
export type VideoName = (typeof VIDEO_FILES)[number];

/** Media path of a committed video: `ERP/Videos/{name}.mp4`. */
export function videoPath(name: VideoName): string {
  return `ERP/Videos/${name}.mp4`;
}
