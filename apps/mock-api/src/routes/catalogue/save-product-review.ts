import { MESSAGES, SERVER_MESSAGES, averageRating, validateReview } from '@trini/domain';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import type { StoredReview } from '../../seed/types.js';
import { STATE_LIMITS } from '../../state/state-file.js';

/** Most reviews a product keeps (the newest); its Rating averages those. */
export const MAX_PRODUCT_REVIEWS = STATE_LIMITS.REVIEWS;

/**
 * POST /api/trini/saveproductreview — validates with the domain's `validateReview` (failure:
 * 200 `{ success: false, msg }` with the rule's message), refuses an unknown product, else stores
 * the review (with the reviewer's mobile, which no answer shows) first in the product's list and
 * moves the product's Rating (average of rated
 * reviews, one decimal); a product keeps its newest MAX_PRODUCT_REVIEWS reviews. Rate-limited per client address, so a flood of reviews cannot move a
 * rating (429 `{ msg, fields }`). spec: shopping.md §5 review submit, §7, §8
 */
export const saveProductReview: ContractHandlerEntry<'saveProductReview'> = {
  handler: async (request) => {
    const input = request.body;
    const verdict = validateReview(input);
    if (!verdict.ok) return { status: 200, body: { success: false, msg: verdict.message } };
    const state = request.mock.state;
    const product = state.productIndex.get(input.ProductNo);
    if (!product)
      return {
        status: 200,
        body: { success: false, msg: SERVER_MESSAGES.REVIEW_PRODUCT_UNKNOWN },
      };
    const review: StoredReview = {
      ProductNo: product.ProductNo,
      CustomerMobile: input.CustomerMobile.trim(),
      CustomerName: input.CustomerName.trim(),
      ReviewTitle: input.ReviewTitle.trim(),
      Comments: input.Comments.trim(),
      Rating: input.Rating ?? 0,
    };
    product.ProductReviewList.unshift(review);
    // The oldest beyond the bound are forgotten: a product's list, and the state file, stay bounded.
    if (product.ProductReviewList.length > MAX_PRODUCT_REVIEWS)
      product.ProductReviewList.length = MAX_PRODUCT_REVIEWS;
    product.Rating = averageRating(product.ProductReviewList.map((r) => r.Rating));
    state.cache.clear();
    return { status: 200, body: { success: true, msg: MESSAGES.REVIEW_SAVED } };
  },
  rateLimit: 'saveProductReview',
};
