import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, STORAGE_KEYS, endpoints } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import EditAccountRoute from './edit-account';

const mock = setupRealMock();

describe('edit information (ordering.md §2 edit information)', () => {
  it("is prefilled from the session; Continue sends the edited fields and shows the server's answer", async () => {
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, await mock.login());
    const { user } = renderWithProviders(<EditAccountRoute />, {
      route: '/editaccountinfo',
      path: '/editaccountinfo',
    });
    const first = await screen.findByLabelText('First Name');
    expect(first).toHaveValue('Kavita');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Ramdial');
    expect(screen.getByLabelText('Telephone')).toHaveValue('7000001');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), ' Ramdial-Singh ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(SERVER_MESSAGES.ACCOUNT_UPDATED, { selector: 'p' }),
    ).toHaveAttribute('role', 'status');
    expect(await mock.sentBody(endpoints.updateAccountInfo.path)).toMatchObject({
      FirstName: 'Kavita',
      LastName: 'Ramdial-Singh',
      Telephone: '7000001',
    });
  });
});
