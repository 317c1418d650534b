import type { Shape } from '../catalogue/types.js';

/**
 * Stylised product silhouettes drawn with plain SVG shapes in a 200×200 box.
 * `c` is the product colour, `d` a darker shade for details, `l` a light highlight.
 */
type Draw = (c: string, d: string, l: string) => string;

const SHAPES: Record<Shape, Draw> = {
  phone: (c, d, l) =>
    `<rect x="62" y="18" width="76" height="164" rx="14" fill="${d}"/><rect x="67" y="30" width="66" height="136" rx="6" fill="${c}"/>` +
    `<rect x="67" y="30" width="66" height="40" fill="${l}" opacity="0.35"/><circle cx="100" cy="174" r="4" fill="${l}"/><rect x="88" y="22" width="24" height="3" rx="1.5" fill="${l}"/>`,
  tablet: (c, d, l) =>
    `<rect x="30" y="34" width="140" height="132" rx="12" fill="${d}"/><rect x="38" y="42" width="124" height="116" rx="4" fill="${c}"/>` +
    `<path d="M38 42h60l-40 116h-20z" fill="${l}" opacity="0.3"/><circle cx="100" cy="38" r="2" fill="${l}"/>`,
  speaker: (c, d, l) =>
    `<rect x="52" y="24" width="96" height="156" rx="26" fill="${c}"/><circle cx="100" cy="122" r="34" fill="${d}"/><circle cx="100" cy="122" r="14" fill="${l}" opacity="0.6"/>` +
    `<circle cx="100" cy="62" r="16" fill="${d}"/><circle cx="100" cy="62" r="6" fill="${l}" opacity="0.6"/>`,
  headphones: (c, d, l) =>
    `<path d="M40 120 A60 60 0 0 1 160 120" fill="none" stroke="${d}" stroke-width="12"/><rect x="28" y="106" width="34" height="60" rx="14" fill="${c}"/>` +
    `<rect x="138" y="106" width="34" height="60" rx="14" fill="${c}"/><rect x="36" y="116" width="8" height="40" rx="4" fill="${l}" opacity="0.5"/>`,
  tv: (c, d, l) =>
    `<rect x="16" y="34" width="168" height="108" rx="6" fill="${d}"/><rect x="22" y="40" width="156" height="96" fill="${c}"/>` +
    `<path d="M22 40h70l-40 96h-30z" fill="${l}" opacity="0.3"/><rect x="92" y="142" width="16" height="22" fill="${d}"/><rect x="62" y="162" width="76" height="8" rx="4" fill="${d}"/>`,
  laptop: (c, d, l) =>
    `<rect x="40" y="40" width="120" height="84" rx="6" fill="${d}"/><rect x="46" y="46" width="108" height="72" fill="${c}"/>` +
    `<path d="M24 128h152l-10 22h-132z" fill="${d}"/><rect x="84" y="131" width="32" height="5" rx="2" fill="${l}"/><path d="M46 46h40l-24 72h-16z" fill="${l}" opacity="0.3"/>`,
  watch: (c, d, l) =>
    `<rect x="76" y="14" width="48" height="172" rx="14" fill="${d}"/><rect x="56" y="58" width="88" height="84" rx="22" fill="${c}"/>` +
    `<rect x="64" y="66" width="72" height="68" rx="16" fill="${d}"/><path d="M84 100l10 10 22-26" stroke="${l}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  pot: (c, d, l) =>
    `<rect x="40" y="78" width="120" height="84" rx="16" fill="${c}"/><rect x="30" y="70" width="140" height="14" rx="7" fill="${d}"/>` +
    `<rect x="12" y="92" width="30" height="10" rx="5" fill="${d}"/><rect x="158" y="92" width="30" height="10" rx="5" fill="${d}"/>` +
    `<rect x="90" y="52" width="20" height="12" rx="6" fill="${d}"/><path d="M60 64 Q100 40 140 64" fill="${c}"/><rect x="52" y="96" width="10" height="52" rx="5" fill="${l}" opacity="0.45"/>`,
  pan: (c, d, l) =>
    `<ellipse cx="86" cy="112" rx="70" ry="44" fill="${d}"/><ellipse cx="86" cy="108" rx="60" ry="36" fill="${c}"/>` +
    `<rect x="148" y="98" width="48" height="14" rx="7" fill="${d}" transform="rotate(-14 148 105)"/><ellipse cx="66" cy="96" rx="20" ry="8" fill="${l}" opacity="0.4"/>`,
  blender: (c, d, l) =>
    `<path d="M62 24h76l-10 100h-56z" fill="${l}" opacity="0.55" stroke="${d}" stroke-width="4"/><rect x="56" y="18" width="88" height="12" rx="6" fill="${d}"/>` +
    `<path d="M70 90h60l-4 34h-52z" fill="${c}" opacity="0.8"/><rect x="54" y="124" width="92" height="58" rx="12" fill="${c}"/><circle cx="100" cy="154" r="12" fill="${d}"/>`,
  kettle: (c, d, l) =>
    `<path d="M50 170 Q44 80 100 60 Q156 80 150 170z" fill="${c}"/><path d="M150 90 Q184 100 170 150" fill="none" stroke="${d}" stroke-width="12"/>` +
    `<path d="M56 110 L20 78" stroke="${c}" stroke-width="14" stroke-linecap="round"/><rect x="80" y="50" width="40" height="12" rx="6" fill="${d}"/>` +
    `<rect x="44" y="166" width="112" height="12" rx="6" fill="${d}"/><path d="M70 150 Q66 110 86 88" stroke="${l}" stroke-width="8" fill="none" opacity="0.5" stroke-linecap="round"/>`,
  toaster: (c, d, l) =>
    `<rect x="28" y="70" width="144" height="100" rx="26" fill="${c}"/><rect x="60" y="62" width="30" height="12" rx="3" fill="${d}"/><rect x="110" y="62" width="30" height="12" rx="3" fill="${d}"/>` +
    `<rect x="60" y="44" width="30" height="22" rx="6" fill="#e0b070"/><rect x="110" y="44" width="30" height="22" rx="6" fill="#e0b070"/>` +
    `<rect x="160" y="100" width="16" height="10" rx="3" fill="${d}"/><rect x="40" y="86" width="12" height="64" rx="6" fill="${l}" opacity="0.45"/>`,
  container: (c, d, l) =>
    `<rect x="36" y="88" width="128" height="80" rx="12" fill="${c}" opacity="0.85"/><rect x="30" y="76" width="140" height="18" rx="8" fill="${d}"/>` +
    `<rect x="56" y="40" width="88" height="40" rx="8" fill="${c}" opacity="0.6"/><rect x="50" y="32" width="100" height="12" rx="6" fill="${d}"/><rect x="48" y="100" width="10" height="56" rx="5" fill="${l}" opacity="0.5"/>`,
  bottle: (c, d, l) =>
    `<rect x="84" y="14" width="32" height="28" rx="6" fill="${d}"/><path d="M78 42h44q16 12 16 34v96q0 14-14 14h-48q-14 0-14-14v-96q0-22 16-34z" fill="${c}"/>` +
    `<rect x="70" y="92" width="60" height="56" rx="6" fill="${l}" opacity="0.85"/><rect x="80" y="104" width="40" height="6" rx="3" fill="${d}"/><rect x="86" y="118" width="28" height="5" rx="2.5" fill="${d}" opacity="0.6"/>`,
  tube: (c, d, l) =>
    `<path d="M64 20h72l-8 136h-56z" fill="${c}"/><rect x="60" y="14" width="80" height="12" rx="3" fill="${d}"/><rect x="82" y="156" width="36" height="30" rx="6" fill="${d}"/>` +
    `<rect x="78" y="60" width="44" height="40" rx="4" fill="${l}" opacity="0.8"/><path d="M72 30v110" stroke="${l}" stroke-width="6" opacity="0.4"/>`,
  jar: (c, d, l) =>
    `<rect x="46" y="60" width="108" height="118" rx="22" fill="${c}" opacity="0.9"/><rect x="54" y="36" width="92" height="30" rx="8" fill="${d}"/>` +
    `<rect x="62" y="98" width="76" height="44" rx="6" fill="${l}" opacity="0.85"/><rect x="74" y="114" width="52" height="6" rx="3" fill="${d}"/>`,
  dryer: (c, d, l) =>
    `<rect x="28" y="44" width="120" height="64" rx="32" fill="${c}"/><circle cx="60" cy="76" r="22" fill="${d}"/><circle cx="60" cy="76" r="10" fill="${l}" opacity="0.6"/>` +
    `<rect x="146" y="56" width="28" height="40" rx="6" fill="${d}"/><path d="M96 104l-10 74h30l6-74z" fill="${c}"/><rect x="98" y="130" width="14" height="8" rx="3" fill="${l}"/>`,
  dumbbell: (c, d, l) =>
    `<rect x="48" y="94" width="104" height="12" rx="6" fill="${d}"/><rect x="22" y="58" width="22" height="84" rx="6" fill="${c}"/><rect x="42" y="70" width="14" height="60" rx="4" fill="${c}"/>` +
    `<rect x="156" y="58" width="22" height="84" rx="6" fill="${c}"/><rect x="144" y="70" width="14" height="60" rx="4" fill="${c}"/><rect x="26" y="64" width="6" height="70" rx="3" fill="${l}" opacity="0.5"/>`,
  lamp: (c, d, l) =>
    `<path d="M60 30h80l26 64h-132z" fill="${c}"/><path d="M66 36h20l-14 52h-24z" fill="${l}" opacity="0.4"/><rect x="96" y="94" width="8" height="66" fill="${d}"/>` +
    `<ellipse cx="100" cy="170" rx="44" ry="10" fill="${d}"/><ellipse cx="100" cy="100" rx="50" ry="8" fill="#fff6c2" opacity="0.7"/>`,
  vase: (c, d, l) =>
    `<path d="M80 30h40q-6 20 10 44 22 34 10 70-8 30-40 36-32-6-40-36-12-36 10-70 16-24 10-44z" fill="${c}"/><rect x="76" y="24" width="48" height="10" rx="5" fill="${d}"/>` +
    `<path d="M74 96q-8 30 6 60" stroke="${l}" stroke-width="8" fill="none" opacity="0.5" stroke-linecap="round"/><path d="M64 120h72" stroke="${d}" stroke-width="5" opacity="0.6"/>`,
  frame: (c, d, l) =>
    `<rect x="30" y="30" width="140" height="140" rx="4" fill="${d}"/><rect x="44" y="44" width="112" height="112" fill="${l}"/>` +
    `<path d="M44 156l36-50 26 30 18-20 32 40z" fill="${c}"/><circle cx="128" cy="72" r="12" fill="${c}" opacity="0.7"/>`,
  pillow: (c, d, l) =>
    `<path d="M30 56q70-20 140 0q-12 44 0 88q-70 20-140 0q12-44 0-88z" fill="${c}"/><path d="M46 70q54-14 108 0" stroke="${l}" stroke-width="6" fill="none" opacity="0.5"/>` +
    `<path d="M40 100h120" stroke="${d}" stroke-width="3" stroke-dasharray="8 6" opacity="0.6"/>`,
  drill: (c, d, l) =>
    `<rect x="30" y="46" width="112" height="52" rx="16" fill="${c}"/><rect x="142" y="62" width="20" height="20" fill="${d}"/><rect x="162" y="68" width="30" height="8" fill="#9aa0a6"/>` +
    `<path d="M70 96h34l-8 56h-30z" fill="${d}"/><rect x="54" y="148" width="62" height="34" rx="8" fill="${c}"/><rect x="40" y="56" width="60" height="8" rx="4" fill="${l}" opacity="0.5"/>`,
  wrench: (c, d, l) =>
    `<rect x="88" y="50" width="24" height="130" rx="12" fill="${c}" transform="rotate(35 100 115)"/><circle cx="64" cy="56" r="30" fill="${c}"/><rect x="52" y="26" width="24" height="30" fill="${l}" transform="rotate(35 64 56)"/>` +
    `<rect x="92" y="90" width="8" height="70" rx="4" fill="${l}" opacity="0.5" transform="rotate(35 100 115)"/><circle cx="148" cy="170" r="8" fill="${d}"/>`,
  tyre: (c, d, l) =>
    `<circle cx="100" cy="100" r="84" fill="#2b2b2b"/><circle cx="100" cy="100" r="72" fill="none" stroke="#444" stroke-width="6" stroke-dasharray="10 6"/>` +
    `<circle cx="100" cy="100" r="48" fill="${c}"/><circle cx="100" cy="100" r="14" fill="${d}"/>` +
    `<g stroke="${d}" stroke-width="8"><line x1="100" y1="56" x2="100" y2="144"/><line x1="56" y1="100" x2="144" y2="100"/></g><circle cx="84" cy="82" r="10" fill="${l}" opacity="0.4"/>`,
  car: (c, d, l) =>
    `<path d="M18 128v-20q0-12 14-14l26-4 24-28q6-6 16-6h38q10 0 16 8l20 26 16 4q14 4 14 16v18z" fill="${c}"/><path d="M86 66h30v28h-52z" fill="${l}" opacity="0.75"/>` +
    `<path d="M122 66h10l18 28h-28z" fill="${l}" opacity="0.75"/><circle cx="56" cy="132" r="20" fill="#2b2b2b"/><circle cx="56" cy="132" r="8" fill="${d}"/>` +
    `<circle cx="150" cy="132" r="20" fill="#2b2b2b"/><circle cx="150" cy="132" r="8" fill="${d}"/>`,
  paint: (c, d, l) =>
    `<rect x="44" y="54" width="112" height="126" rx="8" fill="#b0bec5"/><ellipse cx="100" cy="54" rx="56" ry="12" fill="#90a4ae"/><path d="M44 58q56 24 112 0v30q-56 24-112 0z" fill="${c}"/>` +
    `<path d="M60 88v30q0 8 6 8t6-8v-30z" fill="${c}"/><rect x="60" y="118" width="80" height="44" rx="4" fill="${l}" opacity="0.9"/><rect x="70" y="132" width="60" height="8" rx="4" fill="${d}"/>` +
    `<path d="M48 56q52-60 104 0" stroke="${d}" stroke-width="4" fill="none"/>`,
  faucet: (c, d, l) =>
    `<path d="M70 170v-90q0-50 50-50t50 50v14" fill="none" stroke="${c}" stroke-width="18" stroke-linecap="round"/><rect x="48" y="164" width="48" height="16" rx="4" fill="${d}"/>` +
    `<rect x="40" y="110" width="36" height="12" rx="6" fill="${d}"/><path d="M170 104q-6 18 0 30q6-12 0-30z" fill="#4fc3f7"/><path d="M80 80q0-30 30-40" stroke="${l}" stroke-width="5" fill="none" opacity="0.5"/>`,
  bulb: (c, d, l) =>
    `<circle cx="100" cy="78" r="56" fill="${c}"/><circle cx="100" cy="78" r="56" fill="#fff59d" opacity="0.4"/><rect x="74" y="124" width="52" height="16" fill="${c}"/>` +
    `<rect x="74" y="140" width="52" height="34" rx="6" fill="#90a4ae"/><path d="M74 150h52M74 162h52" stroke="#607d8b" stroke-width="4"/>` +
    `<path d="M86 120v-36l14 12 14-12v36" stroke="${d}" stroke-width="4" fill="none"/><circle cx="78" cy="58" r="12" fill="${l}" opacity="0.6"/>`,
  plant: (c, d, _l) =>
    `<path d="M62 130h76l-10 52h-56z" fill="${d}"/><rect x="56" y="122" width="88" height="14" rx="4" fill="${c}"/>` +
    `<path d="M100 124q-4-50-44-70q40 0 48 40q4-50 40-70q-20 40-40 100" fill="#43a047"/><path d="M100 124q10-40 50-44q-30 16-44 44z" fill="#66bb6a"/><path d="M100 124q-20-30-56-26q30 6 50 26z" fill="#2e7d32"/>`,
  gift: (c, d, l) =>
    `<rect x="34" y="80" width="132" height="100" rx="6" fill="${c}"/><rect x="28" y="62" width="144" height="28" rx="6" fill="${d}"/>` +
    `<rect x="92" y="62" width="16" height="118" fill="${l}"/><path d="M100 62q-40-40-50-10q0 14 50 10zM100 62q40-40 50-10q0 14-50 10z" fill="${l}"/>`,
  tree: (c, d, l) =>
    `<path d="M100 14l44 60h-22l36 48h-24l34 44h-136l34-44h-24l36-48h-22z" fill="#2e7d32"/><rect x="90" y="166" width="20" height="20" fill="#6d4c41"/>` +
    `<circle cx="86" cy="70" r="6" fill="${c}"/><circle cx="118" cy="104" r="7" fill="${l}"/><circle cx="78" cy="130" r="7" fill="${c}"/><circle cx="126" cy="146" r="7" fill="${d}"/>` +
    `<path d="M100 4l5 10h10l-8 6 3 10-10-6-10 6 3-10-8-6h10z" fill="#fdd835"/>`,
  bauble: (c, d, l) =>
    `<path d="M100 10v26" stroke="${d}" stroke-width="3"/><rect x="88" y="34" width="24" height="16" rx="3" fill="#fbc02d"/><circle cx="100" cy="112" r="64" fill="${c}"/>` +
    `<path d="M40 100q60 30 120 0" stroke="${l}" stroke-width="8" fill="none" opacity="0.8"/><path d="M44 130q56 24 112 0" stroke="${d}" stroke-width="6" fill="none"/><circle cx="76" cy="80" r="14" fill="${l}" opacity="0.6"/>`,
  fridge: (c, d, l) =>
    `<rect x="50" y="12" width="100" height="176" rx="10" fill="${c}"/><path d="M50 72h100" stroke="${d}" stroke-width="4"/>` +
    `<rect x="132" y="30" width="6" height="28" rx="3" fill="${d}"/><rect x="132" y="86" width="6" height="40" rx="3" fill="${d}"/><rect x="58" y="20" width="10" height="160" rx="5" fill="${l}" opacity="0.4"/>`,
  washer: (c, d, l) =>
    `<rect x="36" y="18" width="128" height="168" rx="10" fill="${c}"/><rect x="36" y="18" width="128" height="34" rx="10" fill="${d}"/>` +
    `<circle cx="100" cy="116" r="50" fill="${d}"/><circle cx="100" cy="116" r="38" fill="#81d4fa"/><circle cx="134" cy="35" r="8" fill="${l}"/><rect x="50" y="30" width="40" height="8" rx="4" fill="${l}"/>` +
    `<path d="M76 100q14-14 30-6" stroke="${l}" stroke-width="6" fill="none" opacity="0.7"/>`,
  fan: (c, d, l) =>
    `<circle cx="100" cy="76" r="62" fill="none" stroke="${d}" stroke-width="6"/><circle cx="100" cy="76" r="12" fill="${d}"/>` +
    `<path d="M100 76q-6-50 26-46q10 30-26 46zM100 76q44-20 46 14q-28 14-46-14zM100 76q-38 30-56 0q20-22 56 0z" fill="${c}"/>` +
    `<rect x="94" y="138" width="12" height="36" fill="${d}"/><ellipse cx="100" cy="180" rx="44" ry="10" fill="${d}"/><circle cx="100" cy="76" r="5" fill="${l}"/>`,
  microwave: (c, d, l) =>
    `<rect x="16" y="44" width="168" height="112" rx="10" fill="${c}"/><rect x="28" y="56" width="110" height="88" rx="6" fill="${d}"/>` +
    `<rect x="36" y="64" width="94" height="72" rx="4" fill="${l}" opacity="0.25"/><rect x="148" y="60" width="26" height="16" rx="3" fill="${d}"/>` +
    `<circle cx="161" cy="100" r="7" fill="${d}"/><circle cx="161" cy="124" r="7" fill="${d}"/>`,
};

/** The SVG elements of a product silhouette in a 200×200 box. */
export function silhouette(shape: Shape, color: string, dark: string, light: string): string {
  return SHAPES[shape](color, dark, light);
}
