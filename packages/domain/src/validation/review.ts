import { REVIEW_LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import type { Rule, ValidationResult } from './result.js';
import { firstFailure, isBlank, isSevenDigits } from './result.js';

/** The review form's fields (loose: straight from the form). spec: shopping.md §2 review form */
export interface ReviewFormInput {
  CustomerMobile?: string | null;
  CustomerName?: string | null;
  ReviewTitle?: string | null;
  Comments?: string | null;
  Rating?: number | null;
}

const len = (v: string | null | undefined) => String(v ?? '').trim().length;

const rules: readonly Rule<ReviewFormInput>[] = [
  [
    'CustomerMobile',
    (r) => !isBlank(r.CustomerMobile) && !isSevenDigits(r.CustomerMobile),
    MESSAGES.REVIEW_PHONE_INVALID,
  ],
  ['CustomerMobile', (r) => isBlank(r.CustomerMobile), MESSAGES.REVIEW_MOBILE_REQUIRED],
  ['CustomerName', (r) => isBlank(r.CustomerName), MESSAGES.REVIEW_NAME_REQUIRED],
  ['ReviewTitle', (r) => isBlank(r.ReviewTitle), MESSAGES.REVIEW_TITLE_REQUIRED],
  ['Comments', (r) => isBlank(r.Comments), MESSAGES.REVIEW_COMMENTS_REQUIRED],
  ['CustomerName', (r) => len(r.CustomerName) > REVIEW_LIMITS.NAME, MESSAGES.REVIEW_NAME_TOO_LONG],
  ['ReviewTitle', (r) => len(r.ReviewTitle) > REVIEW_LIMITS.TITLE, MESSAGES.REVIEW_TITLE_TOO_LONG],
  ['Comments', (r) => len(r.Comments) > REVIEW_LIMITS.COMMENTS, MESSAGES.REVIEW_COMMENTS_TOO_LONG],
  [
    'Rating',
    (r) =>
      r.Rating !== undefined &&
      r.Rating !== null &&
      r.Rating !== 0 &&
      !(
        Number.isInteger(r.Rating) &&
        r.Rating >= REVIEW_LIMITS.RATING_MIN &&
        r.Rating <= REVIEW_LIMITS.RATING_MAX
      ),
    MESSAGES.REVIEW_RATING_RANGE,
  ],
];

/**
 * Checks a review before it is saved, in the spec's order: mobile exactly 7 digits ('Phone Number
 * is invalid. Please enter 7 digits.'), mobile required, name required, title required, comments
 * required ('Review  is required.', two spaces). Blank or whitespace counts as empty.
 * Choice: the 7-digit rule applies to a mobile that was typed, so a blank mobile gets the clearer
 * 'Customer Mobile is required.'. Then, as extensions, the spec's limits (name and title 100,
 * comments 1000 characters) and a rating, when given, from 1 to 5. Rating is not required.
 * spec: shopping.md §5 review submit, §9 review limits
 */
export function validateReview(input: ReviewFormInput): ValidationResult {
  return firstFailure(input, rules);
}
