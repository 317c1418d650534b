import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, STORAGE_KEYS } from '@trini/domain';
import { testToken } from '@/features/auth/test-token';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import ChangePasswordRoute from './change-password';

const fresh = testToken({ ver: 1 });
const fetchMock = mockFetch();
beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL((input as Request).url, 'http://localhost').pathname;
    if (path === '/api/customer/changepassword')
      return jsonResponse({ success: true, msg: SERVER_MESSAGES.PASSWORD_CHANGED, jwt: fresh });
    if (path === '/api/Common/LoadCustomerCashbackInfo') return jsonResponse({ TotalCashback: 0 });
    return jsonResponse({ msg: 'not found' }, 404);
  });
});

describe('change password (ordering.md §2, issue 12 §9)', () => {
  it('a successful change keeps this browser logged in with the fresh token it answers', async () => {
    localStorage.setItem(STORAGE_KEYS.CUSTOMER_TOKEN, testToken());
    renderWithProviders(<ChangePasswordRoute />, {
      route: '/changepassword',
      path: '/changepassword',
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'newsecret9' } });
    fireEvent.change(screen.getByLabelText('Password Confirm'), {
      target: { value: 'newsecret9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SERVER_MESSAGES.PASSWORD_CHANGED)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.CUSTOMER_TOKEN)).toBe(fresh));
  });
});
