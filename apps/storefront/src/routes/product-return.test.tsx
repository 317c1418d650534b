import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, RETURN_MESSAGES, STORAGE_KEYS, endpoints } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import ProductReturnRoute from './product-return';

const mock = setupRealMock();

async function renderLoggedIn() {
  localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, await mock.login());
  return renderWithProviders(<ProductReturnRoute />, {
    route: '/productreturn',
    path: '/productreturn',
  });
}

describe('product return form (ordering.md §2 product return form, terms dialog)', () => {
  it('is prefilled from the session; without a reason it says so and sends nothing', async () => {
    const { user } = await renderLoggedIn();
    expect(await screen.findByText(MESSAGES.RMA_INTRO)).toBeInTheDocument();
    expect(screen.getByLabelText('Telephone')).toHaveValue('7000001');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(RETURN_MESSAGES.REASON_REQUIRED);
    expect(await mock.journal({ path: endpoints.submitReturnRequest.path })).toEqual([]);
  });

  it('the Terms & Conditions dialog opens and Cancel closes it; a complete request answers its RMA number', async () => {
    const { user } = await renderLoggedIn();
    await user.click(await screen.findByRole('radio', { name: 'Dead On Arrival' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.click(screen.getByRole('button', { name: /Terms & Conditions/ }));
    const terms = screen.getByRole('dialog', { name: 'Terms & Conditions' });
    await user.click(within(terms).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const outcome = await screen.findByText(/RMA-\d+/, { selector: 'p' });
    expect(outcome).toHaveAttribute('role', 'status');
    expect(await mock.sentBody(endpoints.submitReturnRequest.path)).toMatchObject({
      Telephone: '7000001',
      Quantity: 2,
      ReturnReason: 1,
      ProductOpened: 1,
      AgreeTerms: true,
    });
    expect(screen.queryByText(RETURN_MESSAGES.REASON_REQUIRED)).not.toBeInTheDocument();
  });
});
