import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, endpoints } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import { ReviewForm } from './review-form';

const mock = setupRealMock();

const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('Write a Review form (shopping.md §5 review submit, §8)', () => {
  it('applies the rules in order, showing only the first failing message', async () => {
    const { user } = renderWithProviders(<ReviewForm productNo={1001} />);
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.REVIEW_MOBILE_REQUIRED);

    await user.type(screen.getByLabelText('Mobile (7 digits)'), '12345');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.REVIEW_PHONE_INVALID);

    await user.type(screen.getByLabelText('Mobile (7 digits)'), '67');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.REVIEW_NAME_REQUIRED);

    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.REVIEW_NAME_REQUIRED);

    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.REVIEW_TITLE_REQUIRED);

    await user.type(screen.getByLabelText('Title'), 'Great');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.REVIEW_COMMENTS_REQUIRED);
    expect(await mock.journal()).toEqual([]);
  });

  it('enforces the field limits with maxLength (mobile 7, name 100, title 100, review 1000)', () => {
    renderWithProviders(<ReviewForm productNo={1001} />);
    expect(screen.getByLabelText('Mobile (7 digits)')).toHaveAttribute('maxLength', '7');
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Title')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Your Review')).toHaveAttribute('maxLength', '1000');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 – Bad' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 – Very Good' })).toBeInTheDocument();
  });

  async function fillAndSend(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.type(screen.getByLabelText('Mobile (7 digits)'), '7654321');
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Title'), 'Great');
    await user.type(screen.getByLabelText('Your Review'), 'Works well');
    await user.click(screen.getByRole('radio', { name: '4 – Good' }));
    await user.click(submit());
  }

  it("a saved review shows 'Review added successfully.' and clears the form", async () => {
    const { user } = renderWithProviders(<ReviewForm productNo={1001} />);
    await fillAndSend(user);
    expect(await screen.findByText(MESSAGES.REVIEW_SAVED)).toBeInTheDocument();
    expect(await mock.sentBody(endpoints.saveProductReview.path)).toEqual({
      ProductNo: 1001,
      CustomerMobile: '7654321',
      CustomerName: 'Asha',
      ReviewTitle: 'Great',
      Comments: 'Works well',
      Rating: 4,
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    // The mock stored it first in the product's reviews.
    const product = await mock.call<ProductDetail>(
      `${endpoints.loadProduct.path}?ProductNo=1001&LoadReviews=true`,
    );
    expect(product.ProductReviewList[0]).toMatchObject({ CustomerName: 'Asha', Rating: 4 });
  });

  it("success false shows 'Error: ' plus the server message and re-enables the button", async () => {
    // A product the mock does not know: it refuses the review with success false.
    const { user } = renderWithProviders(<ReviewForm productNo={9999} />);
    await fillAndSend(user);
    expect(
      await screen.findByText(`Error: ${SERVER_MESSAGES.REVIEW_PRODUCT_UNKNOWN}`),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
  });
});
