// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildGallery, initialSelection, nextSelection, previousSelection } from './gallery';

const images = [1, 2, 3].map((n) => ({
  ImageFilePath: `i${n}.jpg`,
  ImageFilePathThumbnail: `t${n}.jpg`,
}));
const withVideo = buildGallery({
  VideoFileName: 'v.mp4',
  ProductImageList: images,
  ImageFilePath: '',
  ImageFilePathThumbnail: 't.jpg',
});
const noVideo = buildGallery({
  VideoFileName: null,
  ProductImageList: images,
  ImageFilePath: '',
  ImageFilePathThumbnail: '',
});

describe('product gallery navigation (shopping.md §4 product page)', () => {
  it('lists video thumbnails first, then image thumbnails', () => {
    expect(withVideo.videos.map((v) => v.path)).toEqual(['v.mp4']);
    expect(withVideo.images.map((i) => i.path)).toEqual(['i1.jpg', 'i2.jpg', 'i3.jpg']);
  });

  it('starts on the video when there is one, else on the first image', () => {
    expect(initialSelection(withVideo)).toEqual({ kind: 'video', index: 0 });
    expect(initialSelection(noVideo)).toEqual({ kind: 'image', index: 0 });
    expect(initialSelection({ videos: [], images: [] })).toBeNull();
  });

  it('next jumps from a video to the first image, then moves through images in order and stops at the last', () => {
    expect(nextSelection(withVideo, { kind: 'video', index: 0 })).toEqual({
      kind: 'image',
      index: 0,
    });
    expect(nextSelection(withVideo, { kind: 'image', index: 0 })).toEqual({
      kind: 'image',
      index: 1,
    });
    expect(nextSelection(withVideo, { kind: 'image', index: 2 })).toBeNull();
  });

  it('previous moves back through images and from the first image goes to the first video if one exists', () => {
    expect(previousSelection(withVideo, { kind: 'image', index: 2 })).toEqual({
      kind: 'image',
      index: 1,
    });
    expect(previousSelection(withVideo, { kind: 'image', index: 0 })).toEqual({
      kind: 'video',
      index: 0,
    });
    expect(previousSelection(noVideo, { kind: 'image', index: 0 })).toBeNull();
    expect(previousSelection(withVideo, { kind: 'video', index: 0 })).toBeNull();
  });

  it('falls back to the product image when the image list is empty', () => {
    const g = buildGallery({
      VideoFileName: null,
      ProductImageList: [],
      ImageFilePath: 'main.jpg',
      ImageFilePathThumbnail: 'mt.jpg',
    });
    expect(g.images).toEqual([{ kind: 'image', path: 'main.jpg', thumbnail: 'mt.jpg' }]);
  });
});
