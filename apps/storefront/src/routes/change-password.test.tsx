import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, STORAGE_KEYS, endpoints } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import ChangePasswordRoute from './change-password';

const mock = setupRealMock();
const CASHBACK = `${endpoints.loadCustomerCashbackInfo.path}?CustomerMobile=7000001`;

describe('change password (ordering.md §2)', () => {
  it('checks the current password given, password required, at least 8 characters, confirm required and matching, in order, before any call', async () => {
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, await mock.login());
    const { user } = renderWithProviders(<ChangePasswordRoute />, {
      route: '/changepassword',
      path: '/changepassword',
    });
    const submit = await screen.findByRole('button', { name: 'Continue' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.CURRENT_PASSWORD_REQUIRED);
    await user.type(screen.getByLabelText('Current Password'), 'password1');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.REG_PASSWORD_REQUIRED);
    await user.type(screen.getByLabelText('Password'), 'abcdefg');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
    await user.type(screen.getByLabelText('Password'), 'h');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.REG_CONFIRM_REQUIRED);
    await user.type(screen.getByLabelText('Password Confirm'), 'abcdexyz');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.REG_PASSWORDS_MISMATCH);
    expect(await mock.journal({ path: endpoints.changePassword.path })).toEqual([]);
  });

  it('a successful change keeps this browser logged in with the fresh token it answers', async () => {
    const old = await mock.login();
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, old);
    renderWithProviders(<ChangePasswordRoute />, {
      route: '/changepassword',
      path: '/changepassword',
    });
    fireEvent.change(screen.getByLabelText('Current Password'), {
      target: { value: 'password1' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'newsecret9' } });
    fireEvent.change(screen.getByLabelText('Password Confirm'), {
      target: { value: 'newsecret9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SERVER_MESSAGES.PASSWORD_CHANGED)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.CUSTOMER_TOKEN)).not.toBe(old));
    // The mock retired the old token with the old password; the one stored is the fresh one.
    const fresh = localStorage.getItem(STORAGE_KEYS.CUSTOMER_TOKEN)!;
    await expect(mock.call(CASHBACK, { token: old })).rejects.toThrow(/answered 401/);
    expect(await mock.call(CASHBACK, { token: fresh })).toEqual({ TotalCashback: 50 });
    expect(
      await mock.call(endpoints.login.path, {
        body: { Mobile: '7000001', Password: 'newsecret9' },
      }),
    ).toHaveProperty('Token', expect.any(String));
  });

  it('a wrong current password changes nothing and says so', async () => {
    const token = await mock.login();
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, token);
    renderWithProviders(<ChangePasswordRoute />, {
      route: '/changepassword',
      path: '/changepassword',
    });
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'guess123' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'taken123' } });
    fireEvent.change(screen.getByLabelText('Password Confirm'), { target: { value: 'taken123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(`Error: ${SERVER_MESSAGES.CURRENT_PASSWORD_WRONG}`),
    ).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.CUSTOMER_TOKEN)).toBe(token);
    expect(await mock.call(CASHBACK, { token })).toEqual({ TotalCashback: 50 });
  });

  it('a common password is refused by the server, whose message the form shows; nothing changes', async () => {
    const token = await mock.login();
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, token);
    renderWithProviders(<ChangePasswordRoute />, {
      route: '/changepassword',
      path: '/changepassword',
    });
    fireEvent.change(screen.getByLabelText('Current Password'), {
      target: { value: 'password1' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Baseball' } });
    fireEvent.change(screen.getByLabelText('Password Confirm'), { target: { value: 'Baseball' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Error: This password is too common. Choose another.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.CUSTOMER_TOKEN)).toBe(token);
  });
});
