import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  MESSAGES,
  RATING_LABELS,
  REVIEW_LIMITS,
  errorMessage,
  validateReview,
} from '@trini/domain';
import { FormField } from '@/components/form-field';
import { notify } from '@/components/notice';
import { domainResolver, firstFormError } from '@/lib/forms/domain-resolver';
import { useSaveProductReviewMutation } from '../api/products-api';
import styles from './review-form.module.css';

/** The review form's values: the rating as its radio's value ('' when none is chosen). */
interface ReviewValues {
  CustomerMobile: string;
  CustomerName: string;
  ReviewTitle: string;
  Comments: string;
  Rating: string;
}
type Field = keyof ReviewValues;

const EMPTY: ReviewValues = {
  CustomerMobile: '',
  CustomerName: '',
  ReviewTitle: '',
  Comments: '',
  Rating: '',
};

/** The review rules (validateReview), the rating read as a number (none: 0, not required). */
const reviewResolver = domainResolver<ReviewValues>((v) =>
  validateReview({ ...v, Rating: Number(v.Rating) || 0 }),
);

/**
 * Write a Review: mobile (7), name (100), title (100), comments (1000) and a rating 1 (Bad) to 5
 * (Good). On react-hook-form with the domain's `validateReview` (domainResolver), checked on
 * submit only: the first failing rule's message is shown (role=alert; the field aria-invalid and
 * described by it) and its field focused. Server success false → 'Error: ' + msg; success →
 * 'Review added successfully.', form cleared, product refetched (tag invalidation); HTTP failure
 * → logged, button re-enabled. spec: shopping.md §2 review form, §5 review submit, §8
 */
export function ReviewForm({ productNo }: { productNo: number }) {
  const [save, { isLoading }] = useSaveProductReviewMutation();
  const uid = useId();
  const fieldId = (f: Field) => `${uid}-${f}`;
  const { register, handleSubmit, reset, control, formState } = useForm<ReviewValues>({
    defaultValues: EMPTY,
    resolver: reviewResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const comments = useWatch({ control, name: 'Comments' });
  const error = firstFormError(formState.errors);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await save({
        ProductNo: productNo,
        CustomerMobile: values.CustomerMobile.trim(),
        CustomerName: values.CustomerName.trim(),
        ReviewTitle: values.ReviewTitle.trim(),
        Comments: values.Comments.trim(),
        Rating: Number(values.Rating) || null,
      }).unwrap();
      if (res.success) {
        notify(MESSAGES.REVIEW_SAVED, 'success');
        reset(EMPTY);
      } else {
        notify(errorMessage(res.msg), 'error');
      }
    } catch (err) {
      console.error('Saving the review failed', err);
    }
  });

  const invalid = (f: Field) =>
    error?.field === f ? { 'aria-invalid': true, 'aria-describedby': `${uid}-error` } : {};

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="section-title">
        Write a Review
      </h2>
      {error ? (
        <p id={`${uid}-error`} className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <div className="form-grid">
        <FormField
          label="Mobile (7 digits)"
          mobile
          autoComplete="tel-local"
          maxLength={REVIEW_LIMITS.MOBILE}
          {...register('CustomerMobile')}
          {...invalid('CustomerMobile')}
        />
        <FormField
          label="Name"
          autoComplete="name"
          maxLength={REVIEW_LIMITS.NAME}
          {...register('CustomerName')}
          {...invalid('CustomerName')}
        />
        <FormField
          label="Title"
          wide
          maxLength={REVIEW_LIMITS.TITLE}
          {...register('ReviewTitle')}
          {...invalid('ReviewTitle')}
        />
        <div className="field field--wide">
          <label htmlFor={fieldId('Comments')}>Your Review</label>
          <textarea
            id={fieldId('Comments')}
            rows={5}
            maxLength={REVIEW_LIMITS.COMMENTS}
            {...register('Comments')}
            {...invalid('Comments')}
          />
          <span className="muted small">
            {comments.length}/{REVIEW_LIMITS.COMMENTS}
          </span>
        </div>
        <fieldset className={`field field--wide ${styles.ratingField}`}>
          <legend>Rating</legend>
          <span className="muted small" aria-hidden="true">
            Bad
          </span>
          {RATING_LABELS.map((label, i) => (
            <label key={label} className="radio">
              <input
                type="radio"
                value={i + 1}
                {...register('Rating')}
                aria-label={`${i + 1} – ${label}`}
              />
              <span aria-hidden="true">{i + 1}</span>
            </label>
          ))}
          <span className="muted small" aria-hidden="true">
            Good
          </span>
        </fieldset>
      </div>
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Continue'}
      </button>
    </form>
  );
}
