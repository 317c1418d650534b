import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, createBrowserRouter, useNavigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { RootLayout } from './root-layout';
import { makeStore } from './store';

/** React Router's session storage key of the scroll positions `<ScrollRestoration>` keeps. */
const POSITIONS_KEY = 'react-router-scroll-positions';

function PageA() {
  const navigate = useNavigate();
  return (
    <>
      <h1>page a</h1>
      <Link to="/b">to b</Link>
      <Link to="/slow">to slow</Link>
      <button
        type="button"
        onClick={() => void navigate('/?sort=1', { replace: true, preventScrollReset: true })}
      >
        sort
      </button>
    </>
  );
}

/** The site shell over three pages, one of which loads its code only when `finish` is called. */
function setup() {
  let finish!: () => void;
  const slow = new Promise<ComponentType>((resolve) => {
    finish = () => resolve(() => <h1>slow page</h1>);
  });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      children: [
        { index: true, Component: PageA },
        { path: 'b', Component: () => <h1>page b</h1> },
        { path: 'slow', lazy: { Component: () => slow } },
      ],
    },
  ]);
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { scrollTo, finish: () => finish() };
}

const scrollBy = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the site shell's navigations (React Router's data router)", () => {
  it('keeps the current page with a progress bar while the next one loads, then shows it', async () => {
    const { finish } = setup();
    await userEvent.click(await screen.findByRole('link', { name: 'to slow' }));
    expect(screen.getByRole('heading', { name: 'page a' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a new page starts at the top; a sort (a replace of the query) keeps the place; back returns to it', async () => {
    const { scrollTo } = setup();
    await screen.findByRole('heading', { name: 'page a' });
    scrollBy(300);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'sort' }));
    await vi.waitFor(() => expect(window.location.search).toBe('?sort=1'));
    expect(scrollTo).not.toHaveBeenCalled();

    scrollBy(640);
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    await screen.findByRole('heading', { name: 'page b' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await screen.findByRole('heading', { name: 'page a' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it("a page opened anew never jumps to where the tab's last document was scrolled", async () => {
    // The last document this tab loaded (its first entry, key 'default') was at 500 px.
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify({ default: 500, 'default /b': 500 }));
    const { scrollTo } = setup();
    await screen.findByRole('heading', { name: 'page a' });
    expect(scrollTo).not.toHaveBeenCalledWith(0, 500);
  });

  it('a reloaded page returns to its own place', async () => {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify({ 'default /': 700 }));
    const { scrollTo } = setup();
    await screen.findByRole('heading', { name: 'page a' });
    await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 700));
  });
});
