import type { CatalogueSection } from './types.js';
import { rows } from './types.js';

/** Tools & Automobile: power tools, hand tools, car care and accessories (20 items). */
export const TOOLS_AUTOMOBILE: CatalogueSection = {
  name: 'Tools & Automobile',
  palette: { from: '#eceff1', to: '#cfd8dc', accent: '#f9a825' },
  groups: [
    {
      name: 'Power Tools',
      sentence: 'Built for DIY jobs and the professional tradesman alike.',
      items: rows([
        [
          'Cordless Drill Driver 20V with 2 Batteries',
          'drill',
          699,
          '20V',
          'Drills into concrete block and wood with a 2-speed gearbox and LED light.',
        ],
        [
          'Angle Grinder 4.5 inch 850W',
          'drill',
          329,
          '850W',
          'Cuts and grinds steel, tile and burglar-proofing with ease.',
        ],
        [
          'Circular Saw 7.25 inch 1400W',
          'drill',
          649,
          '1400W',
          'Straight, clean cuts in plywood and lumber.',
        ],
        [
          'Electric Pressure Washer 2000 PSI',
          'drill',
          1099,
          '2000 PSI',
          'Blasts dirt off the driveway, car and gallery tiles.',
        ],
        [
          'Cordless Impact Driver 20V',
          'drill',
          549,
          '20V',
          'Drives long screws into hardwood without stripping heads.',
        ],
      ]),
    },
    {
      name: 'Hand Tools',
      sentence: 'Hardened steel that lasts for years.',
      items: rows([
        [
          'Mechanics Tool Set 108 Piece',
          'wrench',
          499,
          '108 Piece',
          'Sockets, ratchets and spanners in a sturdy carry case.',
        ],
        [
          'Adjustable Wrench Set of 3',
          'wrench',
          129,
          '6/8/10 inch',
          'Chrome vanadium wrenches for plumbing and car work.',
        ],
        [
          'Claw Hammer 16oz Fibreglass Handle',
          'wrench',
          79,
          '16 oz',
          'A balanced hammer with a shock-absorbing grip.',
        ],
        [
          'Screwdriver Set 32 Piece',
          'wrench',
          99,
          '32 Piece',
          'Magnetic bits and precision drivers for every screw in the house.',
        ],
        [
          'Rolling Tool Box 24 inch',
          'container',
          389,
          'Black|Red',
          'Heavy duty rolling box with a removable tray.',
        ],
        [
          'Tape Measure 8m',
          'wrench',
          49,
          '8 m',
          'A wide, stiff blade with an easy-read metric and imperial scale.',
        ],
      ]),
    },
    {
      name: 'Car Care & Accessories',
      sentence: 'Keeps your vehicle looking good on roads from Point Fortin to Toco.',
      items: rows([
        [
          'Car Wash and Wax Shampoo 1L',
          'bottle',
          60,
          '1 L',
          'Lifts road grime and leaves a glossy protective shine.',
          'freeDeliveryQuantity',
        ],
        [
          'Portable Tyre Inflator 12V',
          'tyre',
          289,
          'Black',
          'Pumps up a flat tyre from the cigarette lighter socket in minutes.',
        ],
        [
          'All-Season Tyre 205/55 R16',
          'tyre',
          799,
          '205/55 R16',
          'Quiet, grippy tyre for wet roads in the rainy season.',
        ],
        [
          'Jump Starter Power Bank 1000A',
          'car',
          599,
          '1000A',
          'Starts a dead battery without another car and charges phones too.',
        ],
        [
          'Car Seat Covers Full Set',
          'car',
          349,
          'Black|Grey|Beige',
          'Breathable covers that protect seats from sun and spills.',
        ],
        [
          'Dash Cam Full HD with Night Vision',
          'car',
          399,
          'Black',
          'Records every drive for peace of mind on the highway.',
        ],
        ['Windshield Sun Shade', 'car', 79, 'Silver', 'Keeps the car cool when parked in the sun.'],
        [
          'Microfibre Car Cleaning Kit 9 Piece',
          'car',
          119,
          'Blue',
          'Mitts, towels and brushes for a showroom finish.',
        ],
        [
          'Hydraulic Floor Jack 2 Ton',
          'car',
          449,
          '2 Ton',
          'Lifts cars quickly and safely for tyre changes.',
        ],
      ]),
    },
  ],
};
