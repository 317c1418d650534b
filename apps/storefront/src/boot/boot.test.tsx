import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { format } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The boot script as the browser runs it: its source, evaluated in the page (jsdom). */
const BOOT = readFileSync(join(import.meta.dirname, 'boot.js'), 'utf8');

/** What the shop's components did once hydrated, in order. */
let log: string[] = [];

/** Sets `<html data-hydrated>` once mounted, as the app does (src/app/start-app.tsx). */
function MarkHydrated() {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

/** A small shop screen: a coupon box (controlled field + Apply), a sort select, a checkbox, a form. */
function Screen({ hydrated = false }: { hydrated?: boolean }) {
  const [coupon, setCoupon] = useState('');
  const [sort, setSort] = useState('name');
  const [tobago, setTobago] = useState(false);
  return (
    <main>
      <input aria-label="Coupon" value={coupon} onChange={(e) => setCoupon(e.target.value)} />
      <button type="button" onClick={() => log.push(`apply ${coupon}`)}>
        Apply
      </button>
      <select
        aria-label="Sort By"
        value={sort}
        onChange={(e) => {
          setSort(e.target.value);
          log.push(`sort ${e.target.value}`);
        }}
      >
        <option value="name">Name(A-Z)</option>
        <option value="name-desc">Name(Z-A)</option>
      </select>
      <label>
        <input
          type="checkbox"
          checked={tobago}
          onChange={(e) => {
            setTobago(e.target.checked);
            log.push(`tobago ${e.target.checked}`);
          }}
        />
        Tobago
      </label>
      <form
        aria-label="Login"
        onSubmit={(e) => {
          e.preventDefault();
          log.push('login');
        }}
      >
        <button type="submit">Login</button>
      </form>
      <form aria-label="Search" action="/search" method="get">
        <button type="submit">Search</button>
      </form>
      {hydrated && <MarkHydrated />}
    </main>
  );
}

let root: Root | undefined;

/**
 * Serves the screen's server markup (and `more`, after it) and runs the boot script, as the
 * browser does first.
 */
function serverPage(more = ''): HTMLElement {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `<div id="root">${renderToString(<Screen />)}</div>${more}`;
  // The boot script's own source, run as the page runs it (a classic script, no module scope).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const boot = new Function(BOOT) as () => void;
  boot();
  return document.getElementById('root')!;
}

/** An attribute line of React's hydration mismatch report: `-  name="value"` (server only). */
const DIFFERING_ATTRIBUTE = /^\s*[-+]\s+([\w-]+)=/;

/**
 * Hydrates the page, then waits (outside `act`, which would hold the app's renders back until it
 * ends, unlike a browser) until every held tap has been replayed, one task each. React's
 * development build reports the boot script's marks on held controls (`data-tap-pending`,
 * `aria-busy`), attributes the server did not render, as a hydration mismatch on console.error
 * (its production build does not compare attributes, and the replay removes them): any other
 * difference, or any other error, fails the test.
 */
async function hydrate(container: HTMLElement): Promise<void> {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  act(() => {
    root = hydrateRoot(container, <Screen hydrated />);
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const reports = errors.mock.calls.map((args) => format(...args));
  errors.mockRestore();
  for (const report of reports) {
    expect(report).toContain("didn't match the client properties");
    const differing = report.split('\n').flatMap((line) => {
      const name = DIFFERING_ATTRIBUTE.exec(line)?.[1];
      return name ? [name] : [];
    });
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.filter((name) => name !== 'data-tap-pending' && name !== 'aria-busy')).toEqual(
      [],
    );
  }
}

const get = (selector: string) => document.querySelector(selector)!;

afterEach(() => {
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  act(() => root?.unmount());
  root = undefined;
  log = [];
  document.documentElement.removeAttribute('data-hydrated');
});

describe('boot script: tap replay (no tap made before hydration is lost)', () => {
  it('holds a button tap, shows it as taken, and replays it on the same button once hydrated', async () => {
    const container = serverPage();
    const apply = get('button[type="button"]');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    apply.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(apply.getAttribute('aria-busy')).toBe('true');
    expect(apply.hasAttribute('data-tap-pending')).toBe(true);

    await hydrate(container);
    expect(log).toEqual(['apply ']);
    expect(get('button[type="button"]')).toBe(apply);
    expect(apply.hasAttribute('aria-busy')).toBe(false);
    expect(apply.hasAttribute('data-tap-pending')).toBe(false);
  });

  it('keeps typed text in a controlled field, gives it to the app, then replays the click after it', async () => {
    const container = serverPage();
    const field = get('input[aria-label="Coupon"]') as HTMLInputElement;
    field.value = 'SAVE10';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    (get('button[type="button"]') as HTMLButtonElement).click();

    await hydrate(container);
    expect(field.value).toBe('SAVE10');
    expect(log).toEqual(['apply SAVE10']);
  });

  it('replays a select change, a checkbox tap and a form submission in the order they were made', async () => {
    const container = serverPage();
    const select = get('select') as HTMLSelectElement;
    select.value = 'name-desc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const box = get('input[type="checkbox"]') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    (get('form[aria-label="Login"] button') as HTMLButtonElement).click();
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(get('form[aria-label="Login"] button').getAttribute('aria-busy')).toBe('true');

    await hydrate(container);
    expect(log).toEqual(['sort name-desc', 'tobago true', 'login']);
    expect(select.value).toBe('name-desc');
    expect(box.checked).toBe(true);
  });

  it('leaves a GET form with an action to the browser, and does nothing once hydrated', async () => {
    const container = serverPage();
    // The browser would go to /search?...: jsdom cannot navigate, so this listener stops it after
    // noting whether the boot script had held the submission.
    const defaultPreventedBeforeUs: boolean[] = [];
    document.addEventListener('submit', (e) => {
      defaultPreventedBeforeUs.push(e.defaultPrevented);
      e.preventDefault();
    });
    (get('form[aria-label="Search"] button') as HTMLButtonElement).click();
    expect(defaultPreventedBeforeUs).toEqual([false]);

    await hydrate(container);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    get('button[type="button"]').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(log).toEqual(['apply ']);
  });
});

/** The script element the boot script reads its settings from (`document.currentScript`). */
function bootTag(start?: string): void {
  document.head.innerHTML =
    '<meta name="trini:screen-modules" content="/assets/home.js /assets/card.js">';
  const me = document.createElement('script');
  me.setAttribute('data-app', '/assets/index.js');
  me.setAttribute('data-preload', '/assets/store.js /assets/start-app.js');
  me.setAttribute('data-manifest', '/manifest.webmanifest');
  if (start) me.setAttribute('data-start', start);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(me);
}

const appScript = () => document.head.querySelector('script[type="module"]')?.getAttribute('src');
const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (l) => ({
    href: l.getAttribute('href'),
    low: l.getAttribute('fetchpriority') === 'low',
  }));

/**
 * A first-screen image (the server marks those `fetchpriority="high"`) whose decode ends when the
 * returned function is called (jsdom has no `decode`: it is given one until the test ends).
 */
function slowFirstImage(): { markup: string; decoded: () => void } {
  let decoded: () => void = () => undefined;
  const decoding = new Promise<void>((resolve) => (decoded = resolve));
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () => decoding,
  });
  return {
    markup: '<img fetchpriority="high" src="/media/1001-1-thumb.jpg" alt="">',
    decoded: () => decoded(),
  };
}

describe('boot script: starting the app', () => {
  it("adds the app's module script and preloads, the screen's modules and the manifest, once the first screen is painted", async () => {
    bootTag();
    const image = slowFirstImage();
    serverPage(image.markup);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(appScript()).toBeUndefined();
    image.decoded();
    await vi.waitFor(() => expect(appScript()).toBe('/assets/index.js'));
    expect(preloads()).toEqual(
      ['/assets/store.js', '/assets/start-app.js', '/assets/home.js', '/assets/card.js'].map(
        (href) => ({ href, low: false }),
      ),
    );
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });

  it('with data-start="with-page" (APP_START), starts the app at once, its preloads at low priority, without waiting for the first screen', async () => {
    bootTag('with-page');
    const image = slowFirstImage();
    serverPage(image.markup);
    await vi.waitFor(() => expect(appScript()).toBe('/assets/index.js'));
    expect(preloads()).toEqual(
      ['/assets/store.js', '/assets/start-app.js', '/assets/home.js', '/assets/card.js'].map(
        (href) => ({ href, low: true }),
      ),
    );
    image.decoded();
  });
});
