import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { MESSAGES, SERVER_MESSAGES, STORAGE_KEYS, endpoints } from '@trini/domain';
import { makeStore } from '@/app/store';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import { panelOpened } from '../auth-slice';
import { AuthPanel } from './auth-panel';

const mock = setupRealMock();

function openPanel(mode: 'login' | 'register' = 'login') {
  const store = makeStore();
  store.dispatch(panelOpened({ mode }));
  const r = renderWithProviders(<AuthPanel />, { store });
  return { ...r, dialog: () => screen.getByRole('dialog') };
}

async function fillLogin(
  user: ReturnType<typeof openPanel>['user'],
  mobile: string,
  password: string,
) {
  const d = screen.getByRole('dialog', { name: 'LogIn' });
  await user.type(within(d).getByRole('textbox', { name: 'Mobile' }), mobile);
  await user.type(within(d).getByLabelText('Password'), password);
  await user.click(within(d).getByRole('button', { name: 'Continue' }));
  return d;
}

describe('login panel (ordering.md §2 login dialog, §5 login, §8 login failure)', () => {
  it("is an accessible modal titled 'LogIn' that Escape closes", async () => {
    const { user, store } = openPanel();
    const d = screen.getByRole('dialog', { name: 'LogIn' });
    expect(d).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');
    expect(store.getState().auth.panel.open).toBe(false);
  });

  it("an empty form shows 'Mobile number is required', then 'Password is required', without a call", async () => {
    const { user } = openPanel();
    const d = screen.getByRole('dialog', { name: 'LogIn' });
    await user.click(within(d).getByRole('button', { name: 'Continue' }));
    expect(within(d).getByRole('alert')).toHaveTextContent(MESSAGES.LOGIN_MOBILE_REQUIRED);
    await user.type(within(d).getByRole('textbox', { name: 'Mobile' }), '7000001');
    await user.click(within(d).getByRole('button', { name: 'Continue' }));
    expect(within(d).getByRole('alert')).toHaveTextContent(MESSAGES.LOGIN_PASSWORD_REQUIRED);
    expect(await mock.journal()).toEqual([]);
  });

  it('a refused login (no isRegistered in the answer) shows the server msg with Register beside Continue', async () => {
    const { user } = openPanel();
    const d = await fillLogin(user, '7000001', 'wrong1');
    expect(await within(d).findByText(SERVER_MESSAGES.LOGIN_INVALID)).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: /^Register$/ })).toBeInTheDocument();
    expect(within(d).queryByText(MESSAGES.LOGIN_NOT_REGISTERED)).not.toBeInTheDocument();
  });

  it('an unknown mobile gets the same answer; its Register button switches mode with the mobile', async () => {
    const { user } = openPanel();
    const d = await fillLogin(user, '7000099', 'secret12');
    expect(await within(d).findByText(SERVER_MESSAGES.LOGIN_INVALID)).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: /^Register$/ }));
    const reg = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(reg).getByRole('textbox', { name: 'Mobile' })).toHaveValue('7000099');
  });

  it("a backend answering isRegistered false gets the spec's 'Login details not found Kindly Register' and Register replacing Continue", async () => {
    await mock.scenario({
      path: endpoints.login.path,
      status: 401,
      body: { msg: 'Not found', isRegistered: false },
      times: 1,
    });
    const { user } = openPanel();
    const d = await fillLogin(user, '7000099', 'secret12');
    expect(await within(d).findByText(MESSAGES.LOGIN_NOT_REGISTERED)).toBeInTheDocument();
    expect(within(d).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: /^Register$/ }));
    const reg = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(reg).getByRole('textbox', { name: 'Mobile' })).toHaveValue('7000099');
  });

  it('a 429 (a locked mobile) shows its message with the wait, never as not registered', async () => {
    const msg = `${SERVER_MESSAGES.LOGIN_MOBILE_LOCKED} (retry in 2 minutes)`;
    await mock.scenario({
      path: endpoints.login.path,
      status: 429,
      // Even a 429 that carried isRegistered false is no verdict on the mobile.
      body: { msg, fields: [], isRegistered: false },
      times: 1,
    });
    const { user } = openPanel();
    const d = await fillLogin(user, '7000001', 'password1');
    expect(await within(d).findByText(msg)).toBeInTheDocument();
    expect(within(d).queryByText(MESSAGES.LOGIN_NOT_REGISTERED)).not.toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(d).queryByRole('button', { name: /^Register$/ })).not.toBeInTheDocument();
  });

  it("a login call that throws shows 'Error Connecting Server'", async () => {
    await mock.scenario({ path: endpoints.login.path, fault: 'reset-after-headers', times: 1 });
    const { user } = openPanel();
    const d = await fillLogin(user, '7000001', 'password1');
    expect(await within(d).findByText(MESSAGES.LOGIN_CONNECTION_ERROR)).toBeInTheDocument();
  });

  it('a successful login stores the token, fills the session and closes the panel', async () => {
    const { user, store } = openPanel();
    await fillLogin(user, '7000001', 'password1');
    await waitFor(() => expect(store.getState().auth.session?.Mobile).toBe('7000001'));
    expect(await mock.sentBody(endpoints.login.path)).toEqual({
      Mobile: '7000001',
      Password: '[redacted]',
    });
    // The token stored is the one the mock signed: it opens the customer's own data.
    const token = localStorage.getItem(STORAGE_KEYS.CUSTOMER_TOKEN)!;
    expect(decodeJwt(token)).toMatchObject({ custom_mobile: '7000001' });
    expect(
      await mock.call(`${endpoints.loadCustomerCashbackInfo.path}?CustomerMobile=7000001`, {
        token,
      }),
    ).toEqual({ TotalCashback: 50 });
    expect(store.getState().auth.panel.open).toBe(false);
  });
});

describe('registration panel (ordering.md §2 register dialog, §5 registration (panel))', () => {
  const field = (name: string | RegExp) =>
    within(screen.getByRole('dialog', { name: 'Register' })).getByLabelText(name);
  const continueButton = () =>
    within(screen.getByRole('dialog', { name: 'Register' })).getByRole('button', {
      name: 'Continue',
    });

  it('shows the panel messages in the spec order, field by field, and Register stays disabled while invalid', async () => {
    const { user } = openPanel('register');
    expect(continueButton()).toBeDisabled();
    const mobile = within(screen.getByRole('dialog', { name: 'Register' })).getByRole('textbox', {
      name: 'Mobile',
    });
    await user.type(mobile, '1');
    await user.clear(mobile);
    expect(await screen.findByText(MESSAGES.REG_MOBILE_REQUIRED)).toBeInTheDocument();
    await user.type(mobile, '123');
    expect(await screen.findByText(MESSAGES.REG_MOBILE_DIGITS)).toBeInTheDocument();
    await user.type(mobile, '4567');
    await waitFor(() =>
      expect(screen.queryByText(MESSAGES.REG_MOBILE_DIGITS)).not.toBeInTheDocument(),
    );

    await user.type(field('Full Name'), 'x');
    await user.clear(field('Full Name'));
    expect(await screen.findByText(MESSAGES.REG_NAME_REQUIRED)).toBeInTheDocument();
    await user.type(field('Full Name'), 'Asha Mohammed');

    await user.type(field('Email'), 'x');
    await user.clear(field('Email'));
    expect(await screen.findByText(MESSAGES.REG_EMAIL_REQUIRED)).toBeInTheDocument();
    await user.type(field('Email'), 'asha@');
    expect(await screen.findByText(MESSAGES.REG_EMAIL_INVALID)).toBeInTheDocument();
    await user.type(field('Email'), 'example.tt');

    await user.type(field('Password'), 'x');
    await user.clear(field('Password'));
    expect(await screen.findByText(MESSAGES.REG_PASSWORD_REQUIRED)).toBeInTheDocument();
    await user.type(field('Password'), 'abcdefg');
    expect(await screen.findByText(MESSAGES.REG_PASSWORD_SHORT)).toBeInTheDocument();
    expect(MESSAGES.REG_PASSWORD_SHORT).toBe('Password must be at least 8 characters');
    await user.type(field('Password'), 'h');

    await user.type(field('Confirm Password'), 'x');
    await user.clear(field('Confirm Password'));
    expect(await screen.findByText(MESSAGES.REG_CONFIRM_REQUIRED)).toBeInTheDocument();
    await user.type(field('Confirm Password'), 'abcdexyz');
    expect(await screen.findByText(MESSAGES.REG_PASSWORDS_MISMATCH)).toBeInTheDocument();
    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'abcdefgh');

    const box = field(/This is my own mobile number/);
    await user.click(box);
    await user.click(box);
    expect(await screen.findByText(MESSAGES.REG_CONFIRM_MOBILE)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    await user.click(box);
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it("a registration answered success false shows 'Error: ' plus msg; success logs in and notices 'Registered Succesfully'", async () => {
    const { user, store } = openPanel('register');
    const d = screen.getByRole('dialog', { name: 'Register' });
    const mobile = within(d).getByRole('textbox', { name: 'Mobile' });
    // A seeded customer's mobile first: the mock refuses it.
    await user.type(mobile, '7000001');
    await user.type(field('Full Name'), 'Asha Mohammed');
    await user.type(field('Email'), 'asha@example.tt');
    await user.type(field('Password'), 'secret12');
    await user.type(field('Confirm Password'), 'secret12');
    await user.click(field(/This is my own mobile number/));
    await waitFor(() => expect(continueButton()).toBeEnabled());

    await user.click(continueButton());
    expect(
      await within(d).findByText(`Error: ${SERVER_MESSAGES.MOBILE_ALREADY_REGISTERED}`),
    ).toBeInTheDocument();

    await user.clear(mobile);
    await user.type(mobile, '7123456');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    await waitFor(() => expect(store.getState().auth.session?.Mobile).toBe('7123456'));
    expect(store.getState().auth.session?.LoginName).toBe('Asha Mohammed');
    expect(await screen.findByText(MESSAGES.REGISTERED)).toBeInTheDocument();
    const sent = await mock.journal({ path: endpoints.register.path });
    expect(sent.map((r) => r.body)).toEqual([
      expect.objectContaining({ Mobile1: '7000001' }),
      {
        Mobile1: '7123456',
        CustomerName: 'Asha Mohammed',
        EmailID: 'asha@example.tt',
        NewPassword: '[redacted]',
        ConfirmPassword: '[redacted]',
      },
    ]);
    // The journal redacts passwords: the new customer logging in with it shows what was sent.
    expect(
      await mock.call(endpoints.login.path, { body: { Mobile: '7123456', Password: 'secret12' } }),
    ).toHaveProperty('Token', expect.any(String));
  });
});
