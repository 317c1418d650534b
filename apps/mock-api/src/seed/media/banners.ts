import { HOME_CATEGORIES, LAYOUT_PX, WHY_BUY_IMAGES } from '@trini/domain';
import type { Shape } from '../catalogue/types.js';
import { silhouette } from './silhouettes.js';
import { esc, FONT, shade, wrap } from './svg.js';

interface BannerSpec {
  headline: string;
  sub: string;
  from: string;
  to: string;
  shapes: readonly Shape[];
}

/** The five home banners (1 to 5): headline, sub-line, gradient and illustrated products. */
export const BANNERS: Readonly<Record<number, BannerSpec>> = {
  1: {
    headline: 'Flash Sale — up to 40% off',
    sub: 'Limited-time deals across the store. While stocks last!',
    from: '#d50000',
    to: '#ff6d00',
    shapes: ['headphones', 'speaker', 'lamp'],
  },
  2: {
    headline: 'Christmas Sale',
    sub: 'Trees, lights, hampers and gifts for the whole family',
    from: '#1b5e20',
    to: '#b71c1c',
    shapes: ['tree', 'gift', 'bauble'],
  },
  3: {
    headline: 'Electronics Deals',
    sub: 'Speakers, phones and smart TVs at island-best prices',
    from: '#0d47a1',
    to: '#6a1b9a',
    shapes: ['tv', 'phone', 'speaker'],
  },
  4: {
    headline: 'Kitchen Favourites',
    sub: 'Tawas, pressure cookers, air fryers and more',
    from: '#e65100',
    to: '#f9a825',
    shapes: ['pot', 'blender', 'kettle'],
  },
  5: {
    headline: 'Home Refresh',
    sub: 'Decor, lighting and paint to brighten every room',
    from: '#00695c',
    to: '#2e7d32',
    shapes: ['lamp', 'vase', 'paint'],
  },
};

const CATEGORY_ART: Record<string, { shapes: readonly Shape[]; from: string; to: string }> = {
  electronics: { shapes: ['tv', 'headphones'], from: '#1565c0', to: '#42a5f5' },
  kitchen: { shapes: ['pot', 'blender'], from: '#e65100', to: '#ffb74d' },
  health: { shapes: ['bottle', 'jar'], from: '#ad1457', to: '#f48fb1' },
  'home-decor': { shapes: ['lamp', 'vase'], from: '#558b2f', to: '#aed581' },
  tools: { shapes: ['drill', 'tyre'], from: '#37474f', to: '#f9a825' },
  'home-improvement': { shapes: ['paint', 'faucet'], from: '#00695c', to: '#4db6ac' },
};

function art(shapes: readonly Shape[], x: number, y: number, scale: number, gap: number): string {
  const colours = ['#ffffff', '#ffe082', '#b3e5fc'];
  return shapes
    .map((s, i) => {
      const c = colours[i % colours.length] ?? '#ffffff';
      return `<g transform="translate(${x + i * gap},${y + (i % 2) * 14}) scale(${scale})">${silhouette(s, c, shade(c, -0.55), '#ffffff')}</g>`;
    })
    .join('');
}

/** The SVG of home banner n (1 to 5), 1265×310, or null for another n. */
export function bannerSvg(n: number): string | null {
  const b = BANNERS[n];
  if (!b) return null;
  const w = LAYOUT_PX.CAROUSEL_WIDTH;
  const h = LAYOUT_PX.CAROUSEL_HEIGHT;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" font-family="${FONT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="1040" cy="150" r="210" fill="#ffffff" opacity="0.12"/><circle cx="1180" cy="40" r="90" fill="#ffffff" opacity="0.1"/>` +
    `<circle cx="60" cy="300" r="120" fill="#000000" opacity="0.08"/>` +
    `<path d="M560 0l90 0-170 310-90 0z" fill="#ffffff" opacity="0.07"/><path d="M680 0l40 0-170 310-40 0z" fill="#ffffff" opacity="0.07"/>` +
    `<text x="70" y="120" font-size="46" font-weight="700" fill="#ffffff">${esc(b.headline)}</text>` +
    `<text x="72" y="170" font-size="26" fill="#ffffff" opacity="0.92">${esc(b.sub)}</text>` +
    `<rect x="70" y="205" width="190" height="56" rx="28" fill="#ffffff"/><text x="165" y="242" font-size="24" font-weight="700" text-anchor="middle" fill="${b.from}">Shop now ›</text>` +
    `<text x="290" y="242" font-size="18" fill="#ffffff" opacity="0.85">Islandwide delivery · Trinidad &amp; Tobago</text>` +
    art(b.shapes, 845, 62, 0.82, 128) +
    `</svg>`
  );
}

/** Category banner size in px. */
export const CATEGORY_BANNER_PX = { WIDTH: 400, HEIGHT: 250 } as const;

/** The SVG of a home category banner by its HOME_CATEGORIES image path, or null. */
export function categorySvg(path: string): string | null {
  const cat = HOME_CATEGORIES.find((c) => c.image === path);
  const a = cat && CATEGORY_ART[cat.key];
  if (!cat || !a) return null;
  const { WIDTH: w, HEIGHT: h } = CATEGORY_BANNER_PX;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" font-family="${FONT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="300" cy="110" r="120" fill="#ffffff" opacity="0.15"/>` +
    art(a.shapes, 120, 22, 0.68, 140) +
    `<rect x="0" y="180" width="${w}" height="70" fill="#000000" opacity="0.25"/>` +
    `<text x="24" y="216" font-size="28" font-weight="700" fill="#ffffff">${esc(cat.name)}</text>` +
    `<text x="24" y="240" font-size="15" fill="#ffffff" opacity="0.9">Shop now ›</text></svg>`
  );
}

/** 'Why buy from us?' image size in px. */
export const WHY_PX = { WIDTH: 600, HEIGHT: 300 } as const;

const WHY = [
  {
    title: 'Islandwide delivery',
    sub: 'From Port of Spain to Scarborough, to your door',
    from: '#0277bd',
    to: '#26c6da',
  },
  {
    title: 'Secure payment',
    sub: 'Card, bank transfer or cash on delivery',
    from: '#2e7d32',
    to: '#9ccc65',
  },
] as const;

/** The SVG of a 'why buy from us?' image by its WHY_BUY_IMAGES path, or null. */
export function whySvg(path: string): string | null {
  const i = WHY_BUY_IMAGES.findIndex((p) => p === path);
  const w = WHY[i];
  if (!w) return null;
  const icon =
    i === 0
      ? `<g transform="translate(30,60) scale(0.9)">${silhouette('car', '#ffffff', '#37474f', '#b3e5fc')}</g>`
      : `<g transform="translate(40,40) scale(0.9)"><path d="M50 90v-30a50 50 0 0 1 100 0v30" fill="none" stroke="#ffffff" stroke-width="16"/>` +
        `<rect x="30" y="88" width="140" height="110" rx="14" fill="#ffffff"/><circle cx="100" cy="132" r="14" fill="${w.from}"/><rect x="94" y="136" width="12" height="34" rx="4" fill="${w.from}"/></g>`;
  const subLines = wrap(w.sub, 30, 2)
    .map(
      (line, k) =>
        `<text x="250" y="${176 + k * 22}" font-size="16" fill="#ffffff">${esc(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WHY_PX.WIDTH}" height="${WHY_PX.HEIGHT}" font-family="${FONT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${w.from}"/><stop offset="1" stop-color="${w.to}"/></linearGradient></defs>` +
    `<rect width="600" height="300" fill="url(#g)"/><circle cx="125" cy="150" r="110" fill="#ffffff" opacity="0.14"/>${icon}` +
    `<text x="250" y="140" font-size="28" font-weight="700" fill="#ffffff">${esc(w.title)}</text>${subLines}</svg>`
  );
}
