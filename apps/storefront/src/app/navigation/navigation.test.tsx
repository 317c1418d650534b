import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { AppBrowserRouter, useNavigationPending } from './browser-router';
import { useScrollRestoration } from './scroll-restoration';

function Pending() {
  return useNavigationPending() ? <div role="progressbar" aria-label="Loading page" /> : null;
}

/** As the app's shell: routes in no Suspense boundary (see RootLayout). */
function Shell({ Slow }: { Slow: ComponentType }) {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <Pending />
      <Link to="/b">to b</Link>
      <Link to="/slow">to slow</Link>
      <button type="button" onClick={() => navigate('/b?sort=1', { replace: true })}>
        sort
      </button>
      <Routes>
        <Route path="/" element={<h1>page a</h1>} />
        <Route path="/b" element={<h1>page b</h1>} />
        <Route path="/slow" element={<Slow />} />
      </Routes>
    </>
  );
}

function setup(ready?: (location: { pathname: string }) => boolean) {
  let finish!: () => void;
  const Slow = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        finish = () => resolve({ default: () => <h1>slow page</h1> });
      }),
  );
  const onNavigate = vi.fn();
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <AppBrowserRouter onNavigate={onNavigate} ready={ready}>
      <Shell Slow={Slow} />
    </AppBrowserRouter>,
  );
  return { onNavigate, scrollTo, finish: () => finish() };
}

const scrollBy = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the browser router (React Router without its data router)', () => {
  it('tells the app of a navigation at its start, with the new location', async () => {
    const { onNavigate } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/b' }));
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeVisible();
  });

  it('keeps the current page with a progress bar while the next one loads', async () => {
    const { finish } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'to slow' }));
    expect(screen.getByRole('heading', { name: 'page a' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('a navigation to a page whose code is here', () => {
  /** Lets the microtasks of this task run (React renders an urgent update in one), not a task. */
  const microtasks = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  /** Clicks `name` as a browser does, outside act(): what React renders in that same task shows. */
  const clickNow = (name: string) => {
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen
        .getByRole('link', { name })
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  };

  it('shows it in the same task as the URL changes (a sort or a page: the URL and the page agree)', async () => {
    setup((location) => location.pathname !== '/slow');
    clickNow('to b');
    await microtasks();
    expect(window.location.pathname).toBe('/b');
    expect(screen.getByRole('heading', { name: 'page b' })).toBeVisible();
  });

  it('without `ready`, the page follows in a transition, after the URL', async () => {
    setup();
    clickNow('to b');
    await microtasks();
    expect(window.location.pathname).toBe('/b');
    expect(screen.getByRole('heading', { name: 'page a' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'page b' })).toBeVisible();
  });
});

describe('scroll restoration (what a browser does between pages)', () => {
  it('a new page starts at the top; a replace of the query keeps the place; back returns to it', async () => {
    const { scrollTo } = setup();
    await scrollBy(640);
    await userEvent.click(screen.getByRole('link', { name: 'to b' }));
    await screen.findByRole('heading', { name: 'page b' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await scrollBy(300);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'sort' }));
    await vi.waitFor(() => expect(window.location.search).toBe('?sort=1'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await screen.findByRole('heading', { name: 'page a' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it("a page opened anew never jumps to where the tab's last loaded page was scrolled", async () => {
    // The last page this tab loaded (also the document's first entry, key 'default') was
    // scrolled to 500 px, as it saves when hidden.
    sessionStorage.setItem('trini-scroll', JSON.stringify({ default: 500, 'default /': 500 }));
    const { scrollTo } = setup();
    await screen.findByRole('heading', { name: 'page a' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('scroll restoration after a reload', () => {
  it('a reloaded page returns to its own place', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as unknown as PerformanceEntry,
    ]);
    sessionStorage.setItem('trini-scroll', JSON.stringify({ 'default /': 700 }));
    const { scrollTo } = setup();
    await screen.findByRole('heading', { name: 'page a' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });
});
