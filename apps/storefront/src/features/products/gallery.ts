import type { ProductDetail } from '@trini/domain';

/** One gallery item: a video or an image, with its full path and thumbnail path. */
export interface GalleryItem {
  kind: 'video' | 'image';
  path: string;
  thumbnail: string;
}

/** The gallery of a product: videos first (thumbnails shown first), then images. */
export interface Gallery {
  videos: GalleryItem[];
  images: GalleryItem[];
}

/** The selected gallery item: which list and its index. */
export interface GallerySelection {
  kind: 'video' | 'image';
  index: number;
}

/**
 * Builds the gallery of a product: its video (VideoFileName) if any, then ProductImageList; a
 * product without images falls back to its own image path. spec: shopping.md §2 product detail media gallery
 */
export function buildGallery(
  product: Pick<
    ProductDetail,
    'VideoFileName' | 'ProductImageList' | 'ImageFilePath' | 'ImageFilePathThumbnail'
  >,
): Gallery {
  const fallback = product.ImageFilePath || product.ImageFilePathThumbnail;
  const images: GalleryItem[] = product.ProductImageList.map((img) => ({
    kind: 'image',
    path: img.ImageFilePath,
    thumbnail: img.ImageFilePathThumbnail || img.ImageFilePath,
  }));
  if (images.length === 0 && fallback) {
    images.push({
      kind: 'image',
      path: fallback,
      thumbnail: product.ImageFilePathThumbnail || fallback,
    });
  }
  const videos: GalleryItem[] = product.VideoFileName
    ? [
        {
          kind: 'video',
          path: product.VideoFileName,
          thumbnail: product.ImageFilePathThumbnail || fallback,
        },
      ]
    : [];
  return { videos, images };
}

/** First selection: the video if any, else the first image; null for an empty gallery. spec: shopping.md §4 product page */
export function initialSelection(g: Gallery): GallerySelection | null {
  if (g.videos.length > 0) return { kind: 'video', index: 0 };
  if (g.images.length > 0) return { kind: 'image', index: 0 };
  return null;
}

/**
 * Next: through the images in order (stays on the last); from a video to the first image.
 * Answers null when there is no next item. spec: shopping.md §4 product page
 */
export function nextSelection(g: Gallery, sel: GallerySelection): GallerySelection | null {
  if (sel.kind === 'video') return g.images.length > 0 ? { kind: 'image', index: 0 } : null;
  return sel.index + 1 < g.images.length ? { kind: 'image', index: sel.index + 1 } : null;
}

/**
 * Previous: back through the images; from the first image to the first video if one exists.
 * Answers null when there is no previous item. spec: shopping.md §4 product page
 */
export function previousSelection(g: Gallery, sel: GallerySelection): GallerySelection | null {
  if (sel.kind === 'video') return null;
  if (sel.index > 0) return { kind: 'image', index: sel.index - 1 };
  return g.videos.length > 0 ? { kind: 'video', index: 0 } : null;
}

/** The item a selection points at, or undefined. */
export function selectedItem(g: Gallery, sel: GallerySelection | null): GalleryItem | undefined {
  if (!sel) return undefined;
  return (sel.kind === 'video' ? g.videos : g.images)[sel.index];
}
