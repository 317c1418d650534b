import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AuthControls } from './auth-controls';

describe('the header Login and Register (ordering.md §2 site shell)', () => {
  it('are links to /login and /register, which the browser follows before the app runs', () => {
    renderWithProviders(<AuthControls />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('once the app runs, a click opens the side panel in that mode and stays on the page', async () => {
    const { user, store, currentLocation } = renderWithProviders(<AuthControls />, {
      route: '/cart',
    });
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(store.getState().auth.panel).toMatchObject({ open: true, mode: 'register' });
    expect(currentLocation().pathname).toBe('/cart');
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });
});
