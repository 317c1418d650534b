import { BANNER_COUNT, bannerPath, HOME_CATEGORIES, WHY_BUY_IMAGES } from '@trini/domain';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMedia } from '../../src/seed/media.js';

const isJpeg = (b: Buffer): boolean => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

async function jpegOf(path: string): Promise<Buffer> {
  const file = await renderMedia(path);
  expect(file, path).not.toBeNull();
  expect(file!.contentType).toBe('image/jpeg');
  expect(isJpeg(file!.body), path).toBe(true);
  return file!.body;
}

async function size(body: Buffer): Promise<[number, number]> {
  const m = await sharp(body).metadata();
  return [m.width ?? 0, m.height ?? 0];
}

describe('renderMedia', () => {
  it('renders the five banners as 1265x310 JPEGs', async () => {
    for (let n = 1; n <= BANNER_COUNT; n += 1)
      expect(await size(await jpegOf(bannerPath(n)))).toEqual([1265, 310]);
  });

  it('renders the six category banners (400x250) and the two why-buy images (600x300)', async () => {
    for (const c of HOME_CATEGORIES) expect(await size(await jpegOf(c.image))).toEqual([400, 250]);
    for (const p of WHY_BUY_IMAGES) expect(await size(await jpegOf(p))).toEqual([600, 300]);
  });

  it('renders product images at 800x800 and thumbnails at 300x300', async () => {
    expect(await size(await jpegOf('ERP/Images/Products/1001-1.jpg'))).toEqual([800, 800]);
    expect(await size(await jpegOf('ERP/Images/Products/1001-1-thumb.jpg'))).toEqual([300, 300]);
  });

  it('draws distinct pictures: different products and different image indexes give different bytes', async () => {
    const paths = [
      '1001-1',
      '1002-1',
      '1009-1',
      '1010-1',
      '1100-1',
      '1160-1',
      '1007-2',
      '1007-3',
    ].map((s) => `ERP/Images/Products/${s}.jpg`);
    const bodies = await Promise.all(paths.map(jpegOf));
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(paths.length);
  });

  it('draws colourful pictures, not grey boxes (the image has saturated pixels)', async () => {
    const { channels } = await sharp(await jpegOf('ERP/Images/Products/1004-1.jpg')).stats();
    const spread =
      Math.max(...channels.slice(0, 3).map((c) => c.mean)) -
      Math.min(...channels.slice(0, 3).map((c) => c.mean));
    expect(spread).toBeGreaterThan(10);
  });

  it('renders each product picture not yet cached as a picture of its own', async () => {
    const paths = Array.from({ length: 10 }, (_, i) => `ERP/Images/Products/${1110 + i}-4.jpg`);
    const bodies = await Promise.all(paths.map((p) => renderMedia(p)));
    for (const file of bodies) {
      expect(file?.body.length).toBeGreaterThan(0);
      expect(file?.contentType).toMatch(/^image\//);
    }
    expect(new Set(bodies.map((file) => file!.body.toString('base64'))).size).toBe(paths.length);
  });

  it('caches: a second request returns the same buffer', async () => {
    const a = await renderMedia('ERP/Images/Products/1003-2.jpg');
    const b = await renderMedia('/ERP/Images/Products/1003-2.jpg');
    expect(b?.body).toBe(a?.body);
  });

  it('serves the committed videos as real MP4 files (ftyp box)', async () => {
    for (const name of ['gadget-demo', 'kitchen-demo', 'tools-demo', 'product-spin']) {
      const file = await renderMedia(`ERP/Videos/${name}.mp4`);
      expect(file?.contentType).toBe('video/mp4');
      expect(file!.body.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(file!.body.length).toBeLessThan(300_000);
    }
  });

  it.each([
    'ERP/Images/Banner/6.jpg',
    'ERP/Images/Banner/0.jpg',
    'ERP/Images/Products/999-1.jpg',
    'ERP/Images/Products/1161-1.jpg',
    'ERP/Images/Products/1001-6.jpg',
    'ERP/Images/Products/1001-0.jpg',
    'ERP/Images/Category/garden.jpg',
    'ERP/Videos/missing.mp4',
    'ERP/Videos/../../package.json',
    'nothing/here.png',
  ])('returns null for the unknown path %s', async (path) => {
    expect(await renderMedia(path)).toBeNull();
  });
});

describe('renderMedia without sharp (an optional peer dependency of the published package)', () => {
  afterEach(() => {
    vi.doUnmock('sharp');
    vi.resetModules();
    vi.restoreAllMocks();
  });

  /** The media module loaded afresh, with sharp failing to load as an uninstalled one does. */
  async function withoutSharp() {
    vi.resetModules();
    vi.doMock('sharp', () => {
      throw Object.assign(new Error("Cannot find package 'sharp'"), {
        code: 'ERR_MODULE_NOT_FOUND',
      });
    });
    return import('../../src/seed/media.js');
  }

  it('answers every image as its SVG drawing (image/svg+xml) at the JPEG size; videos unchanged', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const media = await withoutSharp();
    for (const [path, width, height] of [
      ['ERP/Images/Products/1001-1.jpg', 800, 800],
      ['ERP/Images/Products/1001-1-thumb.jpg', 300, 300],
      [bannerPath(1), 1265, 310],
      [HOME_CATEGORIES[0].image, 400, 250],
      [WHY_BUY_IMAGES[0], 600, 300],
    ] as const) {
      const file = await media.renderMedia(path);
      expect(file?.contentType, path).toBe('image/svg+xml');
      const svg = file!.body.toString('utf8');
      expect(svg, path).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}"`));
      expect(svg.endsWith('</svg>'), path).toBe(true);
    }
    const video = await media.renderMedia('ERP/Videos/gadget-demo.mp4');
    expect(video?.contentType).toBe('video/mp4');
    expect(await media.renderMedia('ERP/Images/Products/999-1.jpg')).toBeNull();
  });

  it('installed but not loading, says so in one line, once, at the first image', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const media = await withoutSharp();
    expect(media.sharpInstalled()).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    await media.renderMedia('ERP/Images/Products/1002-1.jpg');
    await media.renderMedia('ERP/Images/Products/1003-1.jpg');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /^Images are SVG \(image\/svg\+xml\), not JPEG: sharp is installed but did not load/,
    );
  });
});
