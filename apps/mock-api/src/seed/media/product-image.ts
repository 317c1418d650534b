import type { PlacedItem } from '../layout.js';
import { silhouette } from './silhouettes.js';
import { esc, FONT, hashInt, shade, wrap } from './svg.js';

const NAMED_COLOURS: Record<string, string> = {
  black: '#2f3437',
  white: '#eceff1',
  silver: '#b0bec5',
  grey: '#78909c',
  navy: '#283593',
  blue: '#1e88e5',
  red: '#e53935',
  pink: '#ec407a',
  green: '#43a047',
  teal: '#00897b',
  purple: '#8e24aa',
  gold: '#d4a017',
  rose: '#e8a0a0',
  beige: '#d7c4a3',
  natural: '#c8a97e',
  terracotta: '#c8643b',
  sage: '#9caf88',
  mint: '#98d8c8',
  orange: '#fb8c00',
  bronze: '#a97142',
  blush: '#f4b6b6',
  aqua: '#4dd0e1',
  charcoal: '#424242',
  coral: '#ff7f6a',
  yellow: '#fdd835',
  midnight: '#263238',
  ocean: '#0277bd',
  stainless: '#b0bec5',
  clear: '#b3e5fc',
};

const VARIANTS = [
  '#1e88e5',
  '#e53935',
  '#43a047',
  '#8e24aa',
  '#fb8c00',
  '#00897b',
  '#ec407a',
  '#5d4037',
  '#3949ab',
];

/** The colour of image `index` (1-based): the product's style colour first, then variants. */
function colourFor(
  placed: PlacedItem,
  style: string,
  index: number,
): { hex: string; label: string } {
  if (index === 1) {
    const word = Object.keys(NAMED_COLOURS).find((k) => style.toLowerCase().includes(k));
    if (word) return { hex: NAMED_COLOURS[word] ?? placed.section.palette.accent, label: style };
    return { hex: placed.section.palette.accent, label: 'Classic' };
  }
  const colour = placed.item.styles[index - 1];
  const word = colour && Object.keys(NAMED_COLOURS).find((k) => colour.toLowerCase().includes(k));
  if (colour && word) return { hex: NAMED_COLOURS[word] ?? '#777777', label: colour };
  const hex = VARIANTS[(placed.ProductNo + index) % VARIANTS.length] ?? '#777777';
  return {
    hex,
    label: ['Front view', 'Close-up', 'Set view', 'Side view', 'In use'][index - 1] ?? 'View',
  };
}

/** Per-index composition: transform of the silhouette and whether a second copy is drawn. */
const VIEWS = [
  { t: 'translate(190,110) scale(2.1)', twin: false, shelf: false },
  { t: 'translate(150,60) rotate(-8 200 200) scale(2.5)', twin: false, shelf: false },
  { t: 'translate(120,150) scale(1.7)', twin: true, shelf: false },
  { t: 'translate(210,120) rotate(9 200 200) scale(1.95)', twin: false, shelf: false },
  { t: 'translate(250,200) scale(1.5)', twin: false, shelf: true },
] as const;

/**
 * The SVG of product picture `index` (1 to 5) of a placed catalogue item, drawn on an 800×800
 * canvas (scaled to `px`): a soft background in the category palette with decorations unique
 * to the product, its silhouette in the image's colour, and a label with name and colour.
 */
export function productSvg(placed: PlacedItem, index: number, px: number): string {
  const { palette } = placed.section;
  const style = placed.item.styles[0] ?? '';
  const colour = colourFor(placed, style, index);
  const view = VIEWS[(index - 1) % VIEWS.length] ?? VIEWS[0];
  const no = placed.ProductNo;
  const angle = hashInt(no, index) % 360;
  const dots = Array.from({ length: 7 }, (_, k) => {
    const h = hashInt(no * 7 + k, index);
    const r = 18 + (h % 70);
    return `<circle cx="${h % 800}" cy="${(h >>> 10) % 560}" r="${r}" fill="${k % 2 ? palette.accent : '#ffffff'}" opacity="${k % 2 ? 0.08 : 0.35}"/>`;
  }).join('');
  const dark = shade(colour.hex, -0.45);
  const light = shade(colour.hex, 0.7);
  const body = silhouette(placed.item.shape, colour.hex, dark, light);
  const twin = view.twin
    ? `<g transform="translate(420,230) scale(1.3)" opacity="0.95">${silhouette(placed.item.shape, shade(colour.hex, 0.25), dark, light)}</g>`
    : '';
  const caption = `${colour.label} · #${no}-${index}`;
  const nameLines = wrap(placed.item.name, 30, 2);
  const nameSvg = nameLines
    .map(
      (line, i) =>
        `<text x="400" y="${690 + i * 40 - (nameLines.length - 1) * 20}" font-size="34" font-weight="700" text-anchor="middle" fill="#263238">${esc(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 800 800" font-family="${FONT}">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>${dots}<circle cx="400" cy="340" r="300" fill="url(#glow)"/>` +
    (view.shelf
      ? `<rect x="0" y="500" width="800" height="120" fill="#a1887f" opacity="0.35"/><rect x="0" y="500" width="800" height="8" fill="#6d4c41" opacity="0.4"/>`
      : '') +
    `<ellipse cx="400" cy="${view.shelf ? 505 : 570}" rx="230" ry="26" fill="#000000" opacity="0.12"/>` +
    `<g transform="${view.t}">${body}</g>${twin}` +
    `<rect x="24" y="24" width="132" height="44" rx="22" fill="${palette.accent}"/><text x="90" y="54" font-size="22" font-weight="700" text-anchor="middle" fill="#ffffff">TRINI</text>` +
    `<rect x="40" y="620" width="720" height="150" rx="24" fill="#ffffff" opacity="0.92"/>${nameSvg}` +
    `<circle cx="${400 - Math.round(caption.length * 6.8) - 10}" cy="748" r="11" fill="${colour.hex}" stroke="#90a4ae" stroke-width="2"/>` +
    `<text x="${400 + 12}" y="756" font-size="24" text-anchor="middle" fill="#546e7a">${esc(caption)}</text>` +
    `</svg>`
  );
}
