import type { CatalogueSection } from './types.js';
import { rows } from './types.js';

/** Flash Sale: limited-time deals listed directly in the top category (14 items). */
export const FLASH_SALE: CatalogueSection = {
  name: 'Flash Sale',
  palette: { from: '#ffebee', to: '#ffcdd2', accent: '#c62828' },
  groups: [
    {
      name: '',
      sentence: 'Flash Sale price for a limited time only, while stocks last.',
      items: rows([
        [
          'Bluetooth Karaoke Microphone',
          'speaker',
          149,
          'Gold|Rose Gold|Black',
          'Sing along to soca and chutney classics with built-in speaker and echo.',
        ],
        [
          'True Wireless Sport Earbuds',
          'headphones',
          179,
          'Black|Red',
          'Secure ear hooks and sweat resistance for runs around the Savannah.',
        ],
        [
          'Stainless Steel Vacuum Flask 2L',
          'bottle',
          89,
          'Silver|Black',
          'Keeps tea hot for the early drive to work.',
        ],
        [
          'Electric Griddle Grill Plate',
          'pan',
          249,
          'Black',
          'Grill fish, bake and pancakes right on the table.',
        ],
        [
          'LED Desk Lamp with Wireless Charger',
          'lamp',
          169,
          'White|Black',
          'Three colour modes and a phone charging pad in the base.',
        ],
        [
          'Cordless Handheld Vacuum',
          'blender',
          299,
          'Grey|Purple',
          'Quickly picks up sand, crumbs and pet hair from car and home.',
        ],
        [
          'Smart Wi-Fi Plug 2 Pack',
          'bulb',
          99,
          'White',
          'Switch the fan or lamp on and off from your phone.',
        ],
        [
          'Men Grooming Kit 11 in 1',
          'dryer',
          219,
          'Black',
          'Trim beard, hair, nose and ears with one cordless kit.',
        ],
        [
          'Makeup Brush Set 14 Piece',
          'tube',
          79,
          'Pink|Black',
          'Soft synthetic brushes with a travel pouch.',
        ],
        [
          'Ring Light 10 inch with Tripod',
          'lamp',
          139,
          'Black',
          'Bright even light for TikTok videos and video calls.',
        ],
        [
          'Car Vacuum Cleaner 12V',
          'car',
          129,
          'Black',
          'Strong suction from the car socket with a long cable.',
        ],
        [
          'Electric Mosquito Racket',
          'tube',
          59,
          'Blue|Orange',
          'Zaps mosquitoes and flies with a rechargeable battery.',
        ],
        [
          'Digital Kitchen Scale 10kg',
          'container',
          69,
          'White|Black',
          'Accurate to one gram for baking and portioning.',
        ],
        [
          'Portable Neck Fan',
          'fan',
          89,
          'White|Pink|Green',
          'Hands-free cooling for hot days in the city.',
        ],
      ]),
    },
  ],
};
