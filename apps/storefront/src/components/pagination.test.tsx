import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './pagination';

describe('page links', () => {
  it('links the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]); // a gap of one page is its link
  });

  it('renders plain links with the current page marked, Previous and Next', () => {
    render(
      <MemoryRouter>
        <Pagination page={2} count={3} hrefFor={(n) => `/search/a?page=${n}`} label="Results" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Results: pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/search/a?page=3',
    );
    expect(screen.getByRole('link', { name: /previous/i })).toHaveAttribute(
      'href',
      '/search/a?page=1',
    );
    expect(screen.getByRole('link', { name: /next/i })).toHaveAttribute('href', '/search/a?page=3');
  });

  it('renders nothing for one page', () => {
    const { container } = render(
      <MemoryRouter>
        <Pagination page={1} count={1} hrefFor={() => '/'} label="Results" />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
