import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel';

const shown = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .findIndex((g) => g.getAttribute('aria-hidden') === 'false');

describe('home banner carousel (shopping.md §2 home, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each of the five banners for 5 s and loops back to the first after 25 s', () => {
    render(<BannerCarousel />, { wrapper: MemoryRouter });
    expect(shown()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(shown()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(shown()).toBe(0);
  });

  it('banner N links to /search?b=N', () => {
    render(<BannerCarousel />, { wrapper: MemoryRouter });
    const links = screen
      .getAllByRole('link', { hidden: true })
      .filter((a) => a.getAttribute('href')?.startsWith('/search'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/search?b=1',
      '/search?b=2',
      '/search?b=3',
      '/search?b=4',
      '/search?b=5',
    ]);
  });
});
