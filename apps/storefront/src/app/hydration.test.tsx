import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { format } from 'node:util';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockApi, startServerProcess } from '../../server/test/test-stack';
import { CART_COOKIE, STORAGE_KEYS, cartCookieFor } from '@trini/domain';
import { readSsrState, ssrStorePreload } from './ssr-state';
import { hydrateApp } from './start-app';
import { makeStore } from './store';

/**
 * Hydration of the development server's markup, with the renderer shoppers get: the server
 * renders each page with React's `renderToPipeableStream` in its own process (as in production),
 * and this test hydrates that markup with React's `hydrateRoot` in jsdom from the same source
 * (`hydrateApp`, as the browser does). Any mismatch fails the test: React's development build
 * logs a differing attribute on console.error, and a differing text or element makes React drop
 * the server's markup of that part and render it again, which `hydrateApp` reports through
 * `onRecoverableError` on console.error too (`logRecoverableError`); the check that the server's
 * heading node is still the page's catches a part rendered again all the same.
 */
let api: Awaited<ReturnType<typeof startMockApi>>;
let dev: { child: ChildProcess; url: string };
beforeAll(async () => {
  api = await startMockApi();
  dev = await startServerProcess('dev.ts', api.origin);
  // Below-the-fold lists wait for IntersectionObserver, as in a browser (jsdom has none).
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {
        // Never reports an intersection: the lists stay as the server left them.
      }
      disconnect() {
        // Nothing observed, nothing to stop.
      }
    },
  );
}, 60_000);
/** The React roots the tests hydrated: each is unmounted after its test, so none renders on. */
const hydrated: Root[] = [];
afterEach(() => {
  act(() => {
    for (const root of hydrated.splice(0)) root.unmount();
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  dev.child.kill('SIGTERM');
  await once(dev.child, 'exit');
  await api.close();
});

/**
 * Fetches `path` from the development server (with `cookie`, if any), puts its markup and state
 * into jsdom's page and hydrates them as src/app/main.tsx does; resolves once every element of
 * the page is hydrated, also the parts hydrated after the first pass (DeferredHydration), with
 * what the test compares and console.error's spy.
 */
async function hydrateServed(path: string, cookie?: string) {
  // The browser holds the cookie it sent (a tab taking the cookie's cart reads it there).
  document.cookie = cookie ? `${cookie}; Path=/` : `${CART_COOKIE.NAME}=; Path=/; Max-Age=0`;
  const served = new DOMParser().parseFromString(
    await (await fetch(`${dev.url}${path}`, { headers: cookie ? { cookie } : {} })).text(),
    'text/html',
  );
  window.history.replaceState(null, '', path);
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `${served.getElementById('root')?.outerHTML ?? ''}${
    served.getElementById('trini-state')?.outerHTML ?? ''
  }`;
  const root = document.getElementById('root')!;
  const serverMain = root.querySelector('main')?.outerHTML;
  const serverCount = root.querySelector('a[href="/cart"]')?.getAttribute('aria-label');
  const serverHeading = root.querySelector('h1');
  expect(serverHeading).not.toBeNull();
  const errors = vi.spyOn(console, 'error');
  const ssr = readSsrState(document);
  expect(ssr).not.toBeNull();
  // As src/app/main.tsx makes it: the server's cart and cart cookie lines, nothing else; its
  // calls go to the mock API (a tab taking the cookie's cart loads the lines' products).
  const store = makeStore(ssrStorePreload(ssr!), {
    fromBrowserStorage: false,
    extra: { baseQuery: fetchBaseQuery({ baseUrl: api.origin }) },
  });
  hydrated.push(await hydrateApp(root, store, ssr!));
  // The first page hydrated also loads (and transforms) the app's modules.
  await vi.waitFor(
    () => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true),
    { timeout: 10_000 },
  );
  // The parts React hydrates after the first pass: each element gets React's fiber when hydrated.
  await vi.waitFor(() => expect(notHydrated(root)).toEqual([]), { timeout: 10_000 });
  return { root, store, errors, ssr: ssr!, serverMain, serverCount, serverHeading };
}

/**
 * The elements under `root` React has not hydrated (no `__reactFiber$…` key), by tag and class;
 * not the `<link>`, `<meta>` and `<title>` React hoists to the head (the product image's preload),
 * which it adopts as resources, not as the tree's nodes.
 */
function notHydrated(root: HTMLElement): string[] {
  return [...root.querySelectorAll(':not(link, meta, title)')]
    .filter((el) => !Object.keys(el).some((k) => k.startsWith('__reactFiber$')))
    .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
}

describe('hydration of server-rendered pages (no mismatch, nodes adopted in place)', () => {
  // The cart cookie: the cart page renders its lines, other pages the header count.
  const cartCookie = `${CART_COOKIE.NAME}=${cartCookieFor([1001, 1002, 1006])}`;
  for (const [path, cookie] of [
    ['/'],
    ['/productdetails/1001'],
    ['/category/1'],
    ['/search/a'],
    ['/cart'],
    ['/cart', cartCookie],
    // cart/{ProductNo}: the server renders the cart with the product added (app/cookie-cart.ts).
    ['/cart/1004', cartCookie],
    ['/cart/01005', cartCookie],
    ['/checkout'],
    ['/checkout', cartCookie],
    ['/aboutus'],
    ['/aboutus', cartCookie],
  ] as const) {
    it(`${path}${cookie ? ' (with a cart cookie)' : ''} hydrates the server's markup as it is`, async () => {
      const { root, store, errors, serverMain, serverCount, serverHeading } = await hydrateServed(
        path,
        cookie,
      );
      // Each message as React formats it (its `%s` filled in: the differing props, the components).
      expect(errors.mock.calls.map((c) => format(...c))).toEqual([]);
      // Hydrated in place: the server's heading node is still the one in the page.
      expect(root.querySelector('h1')).toBe(serverHeading);
      // The shopper's cart from the cookie (session storage has none: the tab takes it) stays as
      // the server showed it once the app has taken over: nothing moves, the header's count stays.
      if (cookie) {
        await vi.waitFor(() => expect(store.getState().browser.cookieCount).toBe(0));
        expect(serverCount).toBe(path.startsWith('/cart/') ? 'Cart, 4 items' : 'Cart, 3 items');
        expect(root.querySelector('main')?.outerHTML).toBe(serverMain);
        expect(root.querySelector('a[href="/cart"]')?.getAttribute('aria-label')).toBe(serverCount);
      }
    });
  }
});

describe('parts hydrated after the first pass (DeferredHydration)', () => {
  afterEach(() => localStorage.clear());

  it("a card hydrates from the server's state, then shows the browser's wishlist", async () => {
    // The shopper's wishlist holds the category's first product; the server knows nothing of it.
    const served = await (await fetch(`${dev.url}/category/1`)).text();
    const ssr = readSsrState(new DOMParser().parseFromString(served, 'text/html'))!;
    const product = findProduct(ssr.api, 1001);
    expect(product).toBeDefined();
    localStorage.setItem(STORAGE_KEYS.WISHLIST, JSON.stringify([product]));

    const { root, errors } = await hydrateServed('/category/1');
    // No mismatch: the card hydrated after the wishlist's restore rendered the server's state first.
    expect(errors.mock.calls.map((c) => format(...c))).toEqual([]);
    // The restore renders after hydration: the heart's label changes with it, so look it up
    // on each try rather than once (a lookup before the restore found nothing, and failed).
    const heart = () =>
      root.querySelector<HTMLButtonElement>(
        `button[aria-label="Remove ${product!.ProductName} from wishlist"]`,
      );
    await vi.waitFor(() => expect(heart()?.getAttribute('aria-pressed')).toBe('true'));
    expect(heart()?.textContent).toBe('♥');
  });
});

/** The first object with this ProductNo anywhere in `value` (the server's RTK Query state). */
function findProduct(value: unknown, productNo: number): { ProductName: string } | undefined {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = findProduct(v, productNo);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.ProductNo === productNo && typeof record.ProductName === 'string')
      return record as { ProductName: string };
    return findProduct(Object.values(record), productNo);
  }
  return undefined;
}

describe('styles of development pages (server/dev-styles.ts)', () => {
  it('every CSS Module class in a rendered page has its rules in the page, before any script', async () => {
    const html = await (await fetch(`${dev.url}/productdetails/1001`)).text();
    const page = new DOMParser().parseFromString(html, 'text/html');
    const css = Array.from(page.querySelectorAll('style[data-vite-dev-id]'))
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toContain('--red:');
    // A CSS Module class is `{local}_{hash}` (vite.config.ts).
    const moduleClasses = new Set(
      Array.from(page.querySelectorAll('[class]')).flatMap((el) =>
        Array.from(el.classList).filter((c) => /^[a-zA-Z][\w-]*_[\w-]{6}$/.test(c)),
      ),
    );
    expect(moduleClasses.size).toBeGreaterThan(10);
    expect([...moduleClasses].filter((c) => !css.includes(`.${c}`))).toEqual([]);
  });
});
