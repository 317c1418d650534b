import type { CatalogueSection } from './types.js';
import { rows } from './types.js';

/** Home Improvement: paint, plumbing, electrical, outdoor and garden (18 items). */
export const HOME_IMPROVEMENT: CatalogueSection = {
  name: 'Home Improvement',
  palette: { from: '#e0f2f1', to: '#b2dfdb', accent: '#00695c' },
  groups: [
    {
      name: 'Paint & Supplies',
      sentence: 'Made for tropical sun and heavy rain.',
      items: rows([
        [
          'Exterior Acrylic Paint 1 Gallon',
          'paint',
          289,
          'Bright White|Sky Blue|Sunflower Yellow|Coral',
          'Fade-resistant paint that protects walls from sun, rain and mildew.',
        ],
        [
          'Interior Emulsion Paint 1 Gallon',
          'paint',
          229,
          'Eggshell|Soft Grey|Mint',
          'Low odour, washable finish for bedrooms and living rooms.',
        ],
        [
          'Paint Roller and Tray Set',
          'paint',
          69,
          '9 inch',
          'Everything you need to roll a smooth coat.',
        ],
        [
          'Roof Sealant Elastomeric 1 Gallon',
          'paint',
          349,
          'White',
          'Stops leaks on galvanise and concrete roofs.',
        ],
      ]),
    },
    {
      name: 'Plumbing',
      sentence: 'Fits standard fittings used in Caribbean homes.',
      items: rows([
        [
          'Kitchen Faucet with Pull-Down Sprayer',
          'faucet',
          399,
          'Chrome|Matte Black',
          'A high arc faucet with two spray modes.',
        ],
        [
          'Rain Shower Head 8 inch',
          'faucet',
          179,
          'Chrome',
          'A wide rainfall shower head that works with low water pressure.',
        ],
        [
          'Water Pump 1HP for Tank',
          'fan',
          1299,
          '1 HP',
          'Keeps water pressure up in the whole house from the tank.',
        ],
        [
          'Instant Electric Water Heater',
          'fan',
          899,
          '5.5 kW',
          'Hot showers on demand with no tank.',
        ],
      ]),
    },
    {
      name: 'Electrical',
      sentence: 'Certified for safe use on 115V and 230V circuits.',
      items: rows([
        [
          'LED Bulbs 9W 6 Pack',
          'bulb',
          79,
          'Daylight|Warm White',
          'Bright light using 80 percent less power than old bulbs.',
        ],
        [
          'Surge Protector Power Strip 6 Outlet',
          'bulb',
          119,
          'White',
          'Protects TVs and computers from power surges during storms.',
        ],
        [
          'Motion Sensor Security Light',
          'lamp',
          229,
          'Black|White',
          'Lights up the yard the moment someone walks by.',
        ],
        [
          'Rechargeable Emergency Lantern',
          'lamp',
          149,
          'White',
          'Hours of bright light when the current goes.',
        ],
      ]),
    },
    {
      name: 'Outdoor & Garden',
      sentence: 'Tough enough for the Caribbean outdoors.',
      items: rows([
        [
          'Expandable Garden Hose 30m',
          'plant',
          159,
          'Green|Blue',
          'Light, kink-free hose with an 8-pattern spray nozzle.',
        ],
        [
          'Cordless String Trimmer 20V',
          'drill',
          599,
          '20V',
          'Keeps the grass and bush along the fence line in check.',
        ],
        [
          'Plastic Patio Chairs Set of 4',
          'frame',
          399,
          'White|Green',
          'Stackable chairs for the gallery, yard and family gatherings.',
        ],
        [
          'Galvanised Watering Can 9L',
          'plant',
          99,
          'Silver|Green',
          'For the kitchen garden of pimento, chive and shadow beni.',
        ],
        [
          'Pop-Up Canopy Tent 3x3m',
          'frame',
          799,
          'Blue|White',
          'Shade for fetes, markets and beach days.',
        ],
        [
          'Garden Tool Set 5 Piece',
          'wrench',
          149,
          'Green',
          'Trowel, fork, pruner and more for the garden.',
        ],
      ]),
    },
  ],
};
