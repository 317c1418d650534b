import { MESSAGES, SERVER_MESSAGES, averageRating, validateReview } from '@trini/domain';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import type { StoredReview } from '../../seed/types.js';

/**
 * POST /api/trini/saveproductreview — validates with the domain's `validateReview` (failure:
 * 200 `{ success: false, msg }` with the rule's message), refuses an unknown product, else stores
 * the review (with the reviewer's mobile, which no answer shows) first in the product's list and
 * moves the product's Rating (average of rated
 * reviews, one decimal). Rate-limited per client address, so a flood of reviews cannot move a
 * rating (429 `{ msg, fields }`, issue 12 §4). spec: shopping.md §5 review submit, §7, §8
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
    product.Rating = averageRating(product.ProductReviewList.map((r) => r.Rating));
    state.cache.clear();
    return { status: 200, body: { success: true, msg: MESSAGES.REVIEW_SAVED } };
  },
  rateLimit: 'saveProductReview',
};
