import { REVIEW_LIMITS } from '../constants.js';

/** The ratings given (REVIEW_LIMITS.RATING_MIN to RATING_MAX stars); an unrated review (0) is left out. */
function ratedOnly(ratings: readonly number[]): number[] {
  return ratings.filter((r) => r >= REVIEW_LIMITS.RATING_MIN && r <= REVIEW_LIMITS.RATING_MAX);
}

/**
 * A product's average rating from its reviews' ratings: the mean of the RATED reviews only
 * (REVIEW_LIMITS.RATING_MIN to RATING_MAX stars; a review without a rating has Rating 0 and does
 * not count), rounded to one decimal; 0 when no review is rated. One rule for the API's
 * `Product.Rating`, the product page's stars, the card and the JSON-LD AggregateRating.
 * Example: [5, 0] → 5 (the unrated review does not pull it down to 2.5);
 * [4, 5] → 4.5. spec: shopping.md §3 Product Rating, §9 rating display
 */
export function averageRating(ratings: readonly number[]): number {
  const rated = ratedOnly(ratings);
  if (rated.length === 0) return 0;
  return Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10;
}

/** How many of the ratings count toward the average (rated REVIEW_LIMITS.RATING_MIN to RATING_MAX). */
export function ratedCount(ratings: readonly number[]): number {
  return ratedOnly(ratings).length;
}
