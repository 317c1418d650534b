import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

/*
 * A lazily hydrated part (issue 23 §3): the server renders it whole once preloaded; the browser
 * hydrates the page without its code, keeps the server's markup of the part in place, and
 * hydrates the part (its effects run, its handlers work) once the code arrives.
 */

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button type="button" data-ready={ready} onClick={() => setCount((c) => c + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function page(Part: ReturnType<typeof lazyPart<{ label: string }>>) {
  return (
    <main>
      <h1>Shop</h1>
      <Part label="Taps" />
    </main>
  );
}

// Tell React these renders run inside act() (React Testing Library does this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('lazyPart', () => {
  it('renders whole on the server once preloaded (no fallback, no pending boundary)', async () => {
    const Part = lazyPart(() => Promise.resolve(Counter));
    await Part.preload();
    const html = renderToString(page(Part));
    expect(html).toContain('>Taps 0</button>');
    expect(html).not.toContain('<!--$?-->');
  });

  it('hydrates the page without the part, keeps its markup, then hydrates it when its code comes', async () => {
    const ServerPart = lazyPart(() => Promise.resolve(Counter));
    await ServerPart.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(ServerPart));
    document.body.append(container);
    const serverButton = container.querySelector('button');

    let arrive: (c: typeof Counter) => void = () => undefined;
    const BrowserPart = lazyPart(() => new Promise<typeof Counter>((done) => (arrive = done)));
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, page(BrowserPart), {
        onRecoverableError: (error) => console.error(error),
      });
    });
    // The page is hydrated; the part waits for its code with the server's markup in place.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.dataset.ready).toBe('false');

    await act(async () => arrive(Counter));
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.dataset.ready).toBe('true');
    await act(async () => serverButton?.click());
    expect(serverButton?.textContent).toBe('Taps 1');
    expect(errors).not.toHaveBeenCalled();
  });
});
