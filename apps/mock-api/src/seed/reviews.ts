import type { Random } from './random.js';
import type { StoredReview } from './types.js';

/** Trinidad and Tobago first names used by seeded reviewers. */
export const FIRST_NAMES = [
  'Kavita',
  'Marcus',
  'Anil',
  'Shivani',
  'Keisha',
  'Dexter',
  'Ravi',
  'Nadia',
  'Jabari',
  'Aaliyah',
  'Sunil',
  'Renee',
  'Kerwin',
  'Priya',
  'Terrence',
  'Candice',
  'Vishnu',
  'Shanice',
  'Andre',
  'Indira',
  'Kyle',
  'Deborah',
  'Rajesh',
  'Tamika',
  'Brian',
  'Natasha',
  'Darren',
  'Sacha',
  'Fazeer',
  'Anisa',
] as const;

/** Trinidad and Tobago surnames used by seeded reviewers. */
export const SURNAMES = [
  'Ramdial',
  'Joseph',
  'Mohammed',
  'Baptiste',
  'Charles',
  'Singh',
  'Ali',
  'Persad',
  'Williams',
  'Maharaj',
  'Rampersad',
  'Gopaul',
  'Phillip',
  'Alexander',
  'De Freitas',
  'Ramkissoon',
  'Sookdeo',
  'Hosein',
  'Khan',
  'Lewis',
  'Thomas',
  'Garcia',
  'Ramnarine',
  'Boodoo',
  'Seepersad',
  'Cudjoe',
  'Dookie',
  'Lezama',
  'Superville',
  'Mc Intyre',
] as const;

const TITLES: Record<number, readonly string[]> = {
  5: ['Excellent value', 'Sweet too bad!', 'Highly recommend', 'Exactly as described', 'Love it'],
  4: ['Very good', 'Good buy', 'Happy with it', 'Works well', 'Nice quality'],
  3: ['It is ok', 'Decent for the price', 'Average', 'Does the job'],
  2: ['Not great', 'Expected better', 'So-so quality'],
  1: ['Disappointed', 'Stopped working', 'Not as pictured'],
};

const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Delivery to my house was fast and the item is better than I expected. Will buy again.',
    'Bought this for my mother and she loves it. Real good quality for the price.',
    'Works perfectly, arrived well packed in two days. Thanks Trini Online Store!',
    'Third one I buy for the family. Cannot beat the price anywhere in town.',
  ],
  4: [
    'Good product, does what it says. Delivery took an extra day but the driver was friendly.',
    'Nice quality, only wish it came in more colours.',
    'Solid purchase. Setup was easy and it works well so far.',
  ],
  3: [
    'It is alright for the price. Packaging was a bit damaged but the item was fine.',
    'Does the job but feels a little cheap. Time will tell.',
    'Smaller than I thought from the pictures, but it works.',
  ],
  2: [
    'Quality is not what I expected. Customer service was helpful though.',
    'Had to return the first one, the replacement is better.',
  ],
  1: [
    'Stopped working after two weeks. Waiting on the return.',
    'Not like the picture at all. Very disappointed.',
  ],
};

/** TT mobile numbers start with 3, 4, 6 or 7 and have 7 digits. */
function mobile(rand: Random): string {
  return `${rand.pick(['3', '4', '6', '7'])}${String(rand.int(0, 999_999)).padStart(6, '0')}`;
}

/** A rating skewed towards good reviews: 5 and 4 most often. */
function rating(rand: Random): number {
  const r = rand.next();
  if (r < 0.45) return 5;
  if (r < 0.75) return 4;
  if (r < 0.88) return 3;
  if (r < 0.95) return 2;
  return 1;
}

/**
 * Generates 0 to `max` reviews of a product by Trinidadian reviewers with 7-digit mobiles.
 * @returns reviews valid against ReviewSchema (Rating 1 to 5)
 */
export function buildReviews(rand: Random, productNo: number, max = 6): StoredReview[] {
  const count = rand.int(0, max);
  return Array.from({ length: count }, () => {
    const stars = rating(rand);
    return {
      ProductNo: productNo,
      CustomerName: `${rand.pick(FIRST_NAMES)} ${rand.pick(SURNAMES)}`,
      CustomerMobile: mobile(rand),
      ReviewTitle: rand.pick(TITLES[stars] ?? ['Review']),
      Comments: rand.pick(COMMENTS[stars] ?? ['No comment.']),
      Rating: stars,
    };
  });
}
