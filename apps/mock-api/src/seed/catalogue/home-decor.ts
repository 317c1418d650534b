import type { CatalogueSection } from './types.js';
import { rows } from './types.js';

/** Home & Decor: lighting, decor and accents, bedding and bath (18 items). */
export const HOME_DECOR: CatalogueSection = {
  name: 'Home & Decor',
  palette: { from: '#f1f8e9', to: '#dcedc8', accent: '#558b2f' },
  groups: [
    {
      name: 'Lighting',
      sentence: 'Energy efficient LED lighting that helps cut the T&TEC bill.',
      items: rows([
        [
          'Modern Table Lamp with Linen Shade',
          'lamp',
          189,
          'White|Beige|Grey',
          'A soft warm glow for the bedside or the living room.',
        ],
        [
          'LED Floor Lamp Arc 170cm',
          'lamp',
          459,
          'Black|Gold',
          'An elegant arc lamp that reaches over the sofa.',
        ],
        [
          'Solar Garden Lights 8 Pack',
          'lamp',
          199,
          'Warm White',
          'Charge by day and light the path at night with no wiring.',
        ],
        [
          'Rattan Pendant Light Shade',
          'lamp',
          239,
          'Natural',
          'Island style woven pendant for the dining area.',
        ],
        [
          'LED Fairy String Lights 10m',
          'bulb',
          59,
          'Warm White|Multicolour',
          'Battery or USB powered lights for the gallery and bedroom.',
        ],
      ]),
    },
    {
      name: 'Decor & Accents',
      sentence: 'Adds character to every room of the house.',
      items: rows([
        [
          'Ceramic Vase Set of 3',
          'vase',
          149,
          'White|Terracotta|Sage',
          'Matte ceramic vases for fresh anthuriums or dried palms.',
        ],
        [
          'Memory Foam Pillow Set of 2',
          'pillow',
          300,
          'Standard|Queen',
          'Supportive memory foam pillows with cool bamboo covers.',
          'freeDelivery',
        ],
        [
          'Hummingbird Wall Art Canvas',
          'frame',
          279,
          '60 x 90 cm',
          'A vivid canvas print of the national bird over the Northern Range.',
        ],
        [
          'Round Wall Mirror 60cm',
          'frame',
          329,
          'Gold|Black',
          'A thin metal frame mirror that brightens small rooms.',
        ],
        [
          'Scented Soy Candle Set of 3',
          'jar',
          119,
          'Mango|Coconut|Sorrel',
          'Hand-poured candles in Caribbean fruit scents.',
        ],
        [
          'Artificial Monstera Plant 90cm',
          'plant',
          249,
          'Green',
          'A lush plant that never needs watering.',
        ],
        [
          'Photo Frame Collage 10 Openings',
          'frame',
          159,
          'Black|White',
          'Show off the family, fete and graduation photos together.',
        ],
      ]),
    },
    {
      name: 'Bedding & Bath',
      sentence: 'Soft, breathable and easy to wash.',
      items: rows([
        [
          'Cotton Bed Sheet Set Queen',
          'pillow',
          259,
          'White|Grey|Navy|Blush',
          'Breathable 400 thread count cotton that stays cool on warm nights.',
        ],
        [
          'Bath Towel Set 6 Piece',
          'pillow',
          199,
          'White|Aqua|Charcoal',
          'Thick absorbent cotton towels for the whole family.',
        ],
        [
          'Mosquito Net Canopy for Double Bed',
          'pillow',
          129,
          'White',
          'Keeps mosquitoes away so the whole house can sleep.',
        ],
        [
          'Blackout Curtains 2 Panels',
          'frame',
          219,
          'Grey|Navy|Beige',
          'Block the early morning sun and keep rooms cooler.',
        ],
        [
          'Microfibre Comforter Queen',
          'pillow',
          289,
          'Grey|White|Teal',
          'Light and fluffy comforter for air-conditioned rooms.',
        ],
        [
          'Bamboo Shower Caddy',
          'container',
          99,
          'Natural',
          'Keeps soaps and shampoos tidy and dry.',
        ],
      ]),
    },
  ],
};
