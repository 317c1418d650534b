import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import { RegistrationDialog } from './registration-dialog';

const mock = setupRealMock();

describe('registration dialog (ordering.md §5 registration (dialog))', () => {
  it('alerts the dialog messages in the spec order, spelled as the spec, before any call', async () => {
    const { user } = renderWithProviders(<RegistrationDialog open onClose={() => undefined} />);
    const d = screen.getByRole('dialog', { name: 'Register' });
    const submit = within(d).getByRole('button', { name: 'Register' });
    const alert = () => within(d).getByRole('alert');
    expect(within(d).getByText(MESSAGES.REGD_HINT_MOBILE)).toBeInTheDocument();
    expect(within(d).getByText(MESSAGES.REGD_HINT_NAME)).toBeInTheDocument();
    await user.click(submit);
    expect(alert()).toHaveTextContent(MESSAGES.REGD_NAME_REQUIRED);
    await user.type(within(d).getByRole('textbox', { name: /^Mobile/ }), '7123456');
    await user.click(submit);
    expect(alert()).toHaveTextContent(MESSAGES.REGD_NAME_REQUIRED);
    await user.type(within(d).getByRole('textbox', { name: /^Name/ }), 'Asha');
    await user.click(submit);
    expect(alert()).toHaveTextContent(MESSAGES.REGD_PASSWORD_REQUIRED);
    await user.type(within(d).getByLabelText('Password'), 'secret1');
    await user.click(submit);
    expect(alert()).toHaveTextContent(MESSAGES.REG_PASSWORD_SHORT);
    await user.type(within(d).getByLabelText('Password'), '2');
    await user.click(submit);
    expect(alert()).toHaveTextContent(MESSAGES.REGD_CONFIRM_REQUIRED);
    await user.type(within(d).getByLabelText('Confirm Password'), 'secret13');
    await user.click(submit);
    expect(alert()).toHaveTextContent(MESSAGES.REGD_PASSWORDS_MISMATCH);
    await user.clear(within(d).getByLabelText('Confirm Password'));
    await user.type(within(d).getByLabelText('Confirm Password'), 'secret12');
    await user.click(submit);
    expect(alert().textContent).toBe(MESSAGES.REGD_CONFIRM_MOBILE);
    expect(await mock.journal()).toEqual([]);
  });
});
