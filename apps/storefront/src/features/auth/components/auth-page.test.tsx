import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/app/store';
import { renderWithProviders } from '@/test/render-with-providers';
import { AuthPage, returnPath } from './auth-page';

describe('the /login and /register pages (ordering.md §2 route table)', () => {
  it('are rendered on the server with their form, which posts (no password in a URL)', () => {
    const html = renderToString(
      <AppProvider store={makeStore()}>
        <StaticRouter location="/login">
          <AuthPage mode="login" />
        </StaticRouter>
      </AppProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('LogIn');
    const form = doc.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('input[type="password"]')).not.toBeNull();
  });

  it('switch between login and registration in the page, carrying the typed mobile', async () => {
    const { user } = renderWithProviders(<AuthPage mode="register" />, { route: '/register' });
    const register = screen.getByRole('region', { name: 'Register' });
    await user.type(within(register).getAllByLabelText(/mobile/i)[0]!, '7012345');
    await user.click(within(register).getByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('region', { name: 'LogIn' });
    expect(within(login).getByLabelText(/mobile/i)).toHaveValue('7012345');
  });

  it('once done, go back to the same-site page the shopper came from, else home', () => {
    const origin = 'https://shop.tt';
    expect(returnPath('https://shop.tt/checkout?x=1', origin)).toBe('/checkout?x=1');
    expect(returnPath('https://shop.tt/login', origin)).toBe('/');
    expect(returnPath('https://elsewhere.example/checkout', origin)).toBe('/');
    expect(returnPath('', origin)).toBe('/');
  });
});
