import type { CatalogueSection } from './types.js';
import { rows } from './types.js';

/** Health & Beauty: skin care, hair care, personal care, fitness and wellness (18 items). */
export const HEALTH_BEAUTY: CatalogueSection = {
  name: 'Health & Beauty',
  palette: { from: '#fce4ec', to: '#f8bbd0', accent: '#ad1457' },
  groups: [
    {
      name: 'Skin Care',
      sentence: 'Dermatologically tested and suitable for the Caribbean climate.',
      items: rows([
        [
          'Cocoa Butter Body Lotion 400ml',
          'bottle',
          50,
          '400 ml',
          'Rich cocoa butter lotion that keeps skin soft after a day in the sun.',
          'bundle',
        ],
        [
          'Sunscreen SPF 50 Lotion 200ml',
          'bottle',
          89,
          '200 ml',
          'Water-resistant broad spectrum protection for the beach and the river.',
        ],
        [
          'Vitamin C Brightening Serum 30ml',
          'bottle',
          139,
          '30 ml',
          'A light serum that evens skin tone and adds a healthy glow.',
        ],
        [
          'Aloe Vera Soothing Gel 300ml',
          'tube',
          45,
          '300 ml',
          'Cools and calms skin after too much sun.',
        ],
        [
          'Shea Butter Face Moisturiser 50ml',
          'jar',
          99,
          '50 ml',
          'Non-greasy daily moisturiser with shea butter and vitamin E.',
        ],
      ]),
    },
    {
      name: 'Hair Care',
      sentence: 'Gentle on natural, relaxed and coloured hair.',
      items: rows([
        [
          'Ionic Hair Dryer 1875W',
          'dryer',
          259,
          'Black|Pink',
          'Dries hair fast with less frizz, even on humid days.',
        ],
        [
          'Coconut Oil Shampoo and Conditioner Set',
          'bottle',
          95,
          '500 ml each',
          'Locally loved coconut oil formula that adds shine and moisture.',
        ],
        [
          'Ceramic Flat Iron 1 inch',
          'dryer',
          199,
          'Black|Purple',
          'Heats up in 30 seconds for sleek, smooth styles.',
        ],
        [
          'Castor Oil Hair Growth Serum 120ml',
          'bottle',
          69,
          '120 ml',
          'Jamaican black castor oil blend for edges, brows and scalp.',
        ],
      ]),
    },
    {
      name: 'Personal Care',
      sentence: 'A practical everyday essential for the whole family.',
      items: rows([
        [
          'Rechargeable Electric Toothbrush',
          'tube',
          179,
          'White|Blue|Pink',
          'Sonic cleaning with a two-minute timer and two brush heads.',
        ],
        [
          'Cordless Beard Trimmer',
          'dryer',
          189,
          'Black',
          'Twenty length settings and a 90-minute battery for a sharp lineup.',
        ],
        [
          'Digital Bathroom Scale',
          'frame',
          129,
          'Glass Black|Glass White',
          'Accurate weight readings on a tempered glass platform.',
        ],
        [
          'Hand Sanitiser 500ml Pump 3 Pack',
          'bottle',
          59,
          '3 x 500 ml',
          'Kills 99.9 percent of germs and leaves hands soft.',
        ],
      ]),
    },
    {
      name: 'Fitness & Wellness',
      sentence: 'Helps you keep active at home or at the Savannah.',
      items: rows([
        [
          'Adjustable Dumbbell Set 20kg',
          'dumbbell',
          549,
          '20 kg',
          'Plates and two handles for a full home workout.',
        ],
        [
          'Non-Slip Yoga Mat 6mm',
          'pillow',
          129,
          'Purple|Teal|Black',
          'Cushioned grip for yoga, pilates and stretching.',
        ],
        [
          'Digital Blood Pressure Monitor',
          'watch',
          299,
          'White',
          'Clinically validated upper-arm monitor with memory for two users.',
        ],
        [
          'Resistance Bands Set of 5',
          'dumbbell',
          89,
          'Multicolour',
          'Five resistance levels with handles and a door anchor.',
        ],
        [
          'Insulated Shaker Bottle 700ml',
          'bottle',
          65,
          'Black|Green',
          'Mixes protein shakes smoothly and keeps them cold.',
        ],
      ]),
    },
  ],
};
