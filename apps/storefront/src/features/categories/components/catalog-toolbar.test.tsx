import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CATALOG_DEFAULTS } from '../catalog-query';
import type { CatalogQuery } from '../catalog-query';
import { CatalogToolbar } from './catalog-toolbar';

const onPage3: CatalogQuery = { ...CATALOG_DEFAULTS, sort: 'price-asc', page: 3 };
const form = {
  id: 'controls',
  action: '/category/3',
  current: new URLSearchParams('sort=price-asc&page=3'),
};

/** The toolbar as the server renders it. */
const serverHtml = () =>
  renderToString(
    <CatalogToolbar query={onPage3} onChange={() => undefined} matched={40} form={form} />,
  );
/** The server's markup parsed as by a browser without JavaScript. */
const serverMarkup = () =>
  new DOMParser().parseFromString(`<body>${serverHtml()}</body>`, 'text/html');

describe('the category toolbar without JavaScript (shopping.md §2 category page)', () => {
  it('Sort By and Show are fields of the page form, with an Apply button only without JavaScript', () => {
    const doc = serverMarkup();
    const sort = doc.querySelector('select[name="sort"]');
    const show = doc.querySelector('select[name="show"]');
    expect(sort?.getAttribute('form')).toBe('controls');
    expect(show?.getAttribute('form')).toBe('controls');
    expect(sort?.querySelector('option[selected]')?.getAttribute('value')).toBe('price-asc');
    // The Apply button is inside <noscript> (rendered by the server only: see
    // server/no-js-pages.test.ts); a browser running scripts never shows it.
    expect(serverHtml()).toContain('<noscript>');
  });

  it('the view buttons submit a GET form that keeps the rest of the query, page included', () => {
    const doc = serverMarkup();
    const list = doc.querySelector('button[aria-label="List view"]');
    const viewForm = list?.closest('form');
    expect(viewForm?.getAttribute('method')).toBe('get');
    expect(viewForm?.getAttribute('action')).toBe('/category/3');
    expect(list?.getAttribute('type')).toBe('submit');
    expect([list?.getAttribute('name'), list?.getAttribute('value')]).toEqual(['view', 'list']);
    const kept = [...(viewForm?.querySelectorAll('input[type="hidden"]') ?? [])].map((i) => [
      i.getAttribute('name'),
      i.getAttribute('value'),
    ]);
    expect(kept).toEqual([
      ['sort', 'price-asc'],
      ['page', '3'],
    ]);
  });

  it('once the app runs, a view button changes the view without submitting the form', async () => {
    const onChange = vi.fn();
    const submitted = vi.fn((e: SubmitEvent) => e.preventDefault());
    document.addEventListener('submit', submitted);
    render(<CatalogToolbar query={onPage3} onChange={onChange} matched={40} form={form} />);
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    document.removeEventListener('submit', submitted);
    expect(onChange).toHaveBeenCalledWith({ ...onPage3, view: 'list' });
    expect(submitted).not.toHaveBeenCalled();
  });
});
