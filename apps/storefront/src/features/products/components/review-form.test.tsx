import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trini/domain';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import { ReviewForm } from './review-form';

const fetchMock = mockFetch();

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
    expect(fetchMock).not.toHaveBeenCalled();
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
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, msg: '' }));
    const { user } = renderWithProviders(<ReviewForm productNo={1001} />);
    await fillAndSend(user);
    expect(await screen.findByText(MESSAGES.REVIEW_SAVED)).toBeInTheDocument();
    const body = (await (fetchMock.mock.calls[0]?.[0] as Request).clone().json()) as Record<
      string,
      unknown
    >;
    expect(body).toEqual({
      ProductNo: 1001,
      CustomerMobile: '7654321',
      CustomerName: 'Asha',
      ReviewTitle: 'Great',
      Comments: 'Works well',
      Rating: 4,
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });

  it("success false shows 'Error: ' plus the server message and re-enables the button", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ success: false, msg: 'Too many reviews' }));
    const { user } = renderWithProviders(<ReviewForm productNo={1001} />);
    await fillAndSend(user);
    expect(await screen.findByText('Error: Too many reviews')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
  });
});
