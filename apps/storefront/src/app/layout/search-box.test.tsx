import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { searchPath } from '@trini/domain';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/app/store';
import { renderWithProviders } from '@/test/render-with-providers';
import { SearchBox } from './search-box';

describe('the header search box (ordering.md §2 site shell)', () => {
  it('is rendered on the server as a GET form to /search with the field `text`', () => {
    const html = renderToString(
      <AppProvider store={makeStore()}>
        <StaticRouter location="/">
          <SearchBox />
        </StaticRouter>
      </AppProvider>,
    );
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.querySelector('input[type="search"]')?.getAttribute('name')).toBe('text');
    expect(form?.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it('once the app runs, a submitted text navigates in the browser to /search/{text}', async () => {
    const { user, currentLocation } = renderWithProviders(<SearchBox />, { route: '/category/3' });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'red shoes{Enter}');
    expect(currentLocation().pathname).toBe(searchPath('red shoes'));
  });

  it('once the app runs, a blank text stays on the page', async () => {
    const { user, currentLocation } = renderWithProviders(<SearchBox />, { route: '/category/3' });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '   {Enter}');
    expect(currentLocation().pathname).toBe('/category/3');
  });
});
