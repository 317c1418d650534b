import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '../constants.js';

const UNRATED = 0;
import { averageRating, ratedCount } from './average-rating.js';

describe('averageRating (one rule for the API, the page, the card and the JSON-LD)', () => {
  it('averages the rated reviews only, to one decimal', () => {
    expect(averageRating([5, UNRATED])).toBe(5);
    expect(averageRating([4, 5])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBe(0);
    expect(averageRating([UNRATED, UNRATED])).toBe(0);
    expect(ratedCount([5, 0, 3])).toBe(2);
  });

  it('stays within the stars for any ratings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: UNRATED, max: REVIEW_LIMITS.RATING_MAX })),
        (ratings) => {
          const avg = averageRating(ratings);
          const rated = ratings.filter((r) => r !== UNRATED);
          if (rated.length === 0) return avg === 0;
          return avg >= Math.min(...rated) - 0.05 && avg <= Math.max(...rated) + 0.05;
        },
      ),
    );
  });
});
