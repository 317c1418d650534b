import type { CatalogueSection } from './types.js';
import { rows } from './types.js';

/** Christmas Sale: decorations and gifts for the season (14 items). */
export const CHRISTMAS_SALE: CatalogueSection = {
  name: 'Christmas Sale',
  palette: { from: '#e8f5e9', to: '#ffebee', accent: '#b71c1c' },
  groups: [
    {
      name: 'Decorations',
      sentence: 'Part of our Christmas Sale, just in time for parang season.',
      items: rows([
        [
          'Artificial Christmas Tree 7ft',
          'tree',
          699,
          '7 ft|6 ft',
          'A full pre-lit Christmas tree with 500 warm white lights.',
        ],
        [
          'Christmas Baubles Set of 36',
          'bauble',
          99,
          'Red and Gold|Silver and Blue',
          'Shatterproof baubles in festive colours.',
        ],
        [
          'Christmas LED Curtain Lights 3m',
          'bulb',
          129,
          'Warm White|Multicolour',
          'Eight twinkle modes for windows and the gallery.',
        ],
        [
          'Christmas Wreath with Pine Cones 50cm',
          'bauble',
          159,
          'Green',
          'A welcoming wreath for the front door.',
        ],
        [
          'Christmas Inflatable Santa 6ft',
          'gift',
          349,
          '6 ft',
          'A giant lit Santa for the front yard.',
        ],
        [
          'Christmas Table Runner and Placemats',
          'frame',
          119,
          'Red|Gold',
          'Dress the table for Christmas lunch with ham and pastelles.',
        ],
        [
          'Christmas Star Tree Topper',
          'tree',
          69,
          'Gold|Silver',
          'A sparkling lit star for the top of the tree.',
        ],
      ]),
    },
    {
      name: 'Gifts',
      sentence: 'Gift wrapped free of charge for the Christmas season.',
      items: rows([
        [
          'Christmas Gift Hamper Deluxe',
          'gift',
          399,
          'Deluxe',
          'Black cake, sorrel, chocolates and local treats in a keepsake basket.',
        ],
        [
          'Kids Remote Control Car',
          'car',
          229,
          'Red|Blue',
          'A fast rechargeable RC car that is a guaranteed Christmas morning hit.',
        ],
        [
          'Perfume Gift Set for Her',
          'bottle',
          289,
          '100 ml',
          'A floral eau de parfum with matching body lotion.',
        ],
        [
          'Cologne Gift Set for Him',
          'bottle',
          279,
          '100 ml',
          'A fresh citrus cologne with aftershave balm.',
        ],
        [
          'Christmas Cookie Tin Gift Set',
          'jar',
          89,
          'Assorted',
          'Butter cookies in a festive tin to share with the neighbours.',
        ],
        [
          'Christmas Pyjama Family Set',
          'pillow',
          199,
          'S|M|L|XL',
          'Matching festive pyjamas for the whole family photo.',
        ],
        [
          'Instant Camera Gift Bundle',
          'phone',
          549,
          'Mint|Pink|Blue',
          'Print memories on the spot at every Christmas lime.',
        ],
      ]),
    },
  ],
};
