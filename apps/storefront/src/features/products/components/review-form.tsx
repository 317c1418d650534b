import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  MESSAGES,
  RATING_LABELS,
  REVIEW_LIMITS,
  errorMessage,
  validateReview,
} from '@trini/domain';
import { notify } from '@/components/notice';
import { useSaveProductReviewMutation } from '../api/products-api';

const EMPTY = { CustomerMobile: '', CustomerName: '', ReviewTitle: '', Comments: '', Rating: 0 };
type Field = keyof typeof EMPTY;

/**
 * Write a Review: mobile (7), name (100), title (100), comments (1000) and a rating 1 (Bad) to 5
 * (Good). Checked with the domain's `validateReview` (first failing rule's message shown, its field
 * focused). Server success false → 'Error: ' + msg; success → 'Review added successfully.', form
 * cleared, product refetched (tag invalidation); HTTP failure → logged, button re-enabled.
 * spec: shopping.md §2 review form, §5 review submit, §8
 */
export function ReviewForm({ productNo }: { productNo: number }) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [save, { isLoading }] = useSaveProductReviewMutation();
  const uid = useId();
  const fieldId = (f: Field) => `${uid}-${f}`;

  const set = (field: Field, value: string | number) =>
    setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const check = validateReview(values);
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      document.getElementById(fieldId(check.field as Field))?.focus();
      return;
    }
    setError(null);
    try {
      const res = await save({
        ProductNo: productNo,
        CustomerMobile: values.CustomerMobile.trim(),
        CustomerName: values.CustomerName.trim(),
        ReviewTitle: values.ReviewTitle.trim(),
        Comments: values.Comments.trim(),
        Rating: values.Rating || null,
      }).unwrap();
      if (res.success) {
        notify(MESSAGES.REVIEW_SAVED, 'success');
        setValues(EMPTY);
      } else {
        notify(errorMessage(res.msg), 'error');
      }
    } catch (err) {
      console.error('Saving the review failed', err);
    }
  };

  const invalid = (f: Field) =>
    error?.field === f ? { 'aria-invalid': true, 'aria-describedby': `${uid}-error` } : {};

  return (
    <form className="review-form" onSubmit={onSubmit} noValidate aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="section-title">
        Write a Review
      </h2>
      {error ? (
        <p id={`${uid}-error`} className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <div className="form-grid">
        <div className="field">
          <label htmlFor={fieldId('CustomerMobile')}>Mobile (7 digits)</label>
          <div className="prefixed">
            <span aria-hidden="true">+1(868)</span>
            <input
              id={fieldId('CustomerMobile')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-local"
              maxLength={REVIEW_LIMITS.MOBILE}
              value={values.CustomerMobile}
              onChange={(e) => set('CustomerMobile', e.currentTarget.value)}
              {...invalid('CustomerMobile')}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor={fieldId('CustomerName')}>Name</label>
          <input
            id={fieldId('CustomerName')}
            type="text"
            autoComplete="name"
            maxLength={REVIEW_LIMITS.NAME}
            value={values.CustomerName}
            onChange={(e) => set('CustomerName', e.currentTarget.value)}
            {...invalid('CustomerName')}
          />
        </div>
        <div className="field field--wide">
          <label htmlFor={fieldId('ReviewTitle')}>Title</label>
          <input
            id={fieldId('ReviewTitle')}
            type="text"
            maxLength={REVIEW_LIMITS.TITLE}
            value={values.ReviewTitle}
            onChange={(e) => set('ReviewTitle', e.currentTarget.value)}
            {...invalid('ReviewTitle')}
          />
        </div>
        <div className="field field--wide">
          <label htmlFor={fieldId('Comments')}>Your Review</label>
          <textarea
            id={fieldId('Comments')}
            rows={5}
            maxLength={REVIEW_LIMITS.COMMENTS}
            value={values.Comments}
            onChange={(e) => set('Comments', e.currentTarget.value)}
            {...invalid('Comments')}
          />
          <span className="muted small">
            {values.Comments.length}/{REVIEW_LIMITS.COMMENTS}
          </span>
        </div>
        <fieldset className="field field--wide rating-field">
          <legend>Rating</legend>
          <span className="muted small" aria-hidden="true">
            Bad
          </span>
          {RATING_LABELS.map((label, i) => (
            <label key={label} className="radio">
              <input
                type="radio"
                name={`${uid}-rating`}
                value={i + 1}
                checked={values.Rating === i + 1}
                onChange={() => set('Rating', i + 1)}
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
