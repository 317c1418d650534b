import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { PageStore } from './page-store.ts';
import type { BufferedPage, PageStoreOptions } from './page-store.ts';

/** A clock the test moves by hand. */
function clock(): { now: () => number; advanceS: (s: number) => void } {
  let ms = 1_000_000;
  return { now: () => ms, advanceS: (s) => (ms += s * 1000) };
}

/** A renderer that counts its calls and answers `next` (a page or an error), optionally held. */
function renderer(first: Partial<BufferedPage> = {}) {
  let calls = 0;
  let next: Partial<BufferedPage> | Error = first;
  let held: Promise<void> | undefined;
  const render = vi.fn(async (): Promise<BufferedPage> => {
    calls += 1;
    const n = calls;
    if (held) await held;
    if (next instanceof Error) throw next;
    return { status: 200, body: Buffer.from(`<html>render ${n}</html>`), ...next };
  });
  return {
    render,
    get calls() {
      return calls;
    },
    answer: (value: Partial<BufferedPage> | Error) => (next = value),
    /** Holds every render until the returned function is called. */
    hold: () => {
      const gate: { open?: () => void } = {};
      held = new Promise<void>((done) => (gate.open = done));
      return () => {
        held = undefined;
        gate.open?.();
      };
    },
  };
}

const OPTIONS: PageStoreOptions = {
  maxEntries: 100,
  maxBytes: 1_000_000,
  maxAgeS: 60,
  staleWhileRevalidateS: 300,
  notFoundS: 10,
};

const text = (page: { body: Buffer }) => page.body.toString();

/** Lets pending promise callbacks (a background render) run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PageStore: fresh, stale and missing pages', () => {
  it('MISS renders, HIT serves the kept copy until HTML_MAX_AGE_S, then STALE while one render replaces it', async () => {
    const time = clock();
    const store = new PageStore({ ...OPTIONS, now: time.now });
    const r = renderer();
    const first = await store.answer('k', r.render);
    expect([first.outcome, text(first.page)]).toEqual(['MISS', '<html>render 1</html>']);
    time.advanceS(59);
    const hit = await store.answer('k', r.render);
    expect([hit.outcome, text(hit.page), store.ageS(hit.page)]).toEqual([
      'HIT',
      '<html>render 1</html>',
      59,
    ]);
    expect(r.calls).toBe(1);

    time.advanceS(1);
    const stale = await Promise.all([1, 2, 3].map(() => store.answer('k', r.render)));
    expect(stale.map((a) => [a.outcome, text(a.page)])).toEqual(
      Array(3).fill(['STALE', '<html>render 1</html>']),
    );
    await settle();
    expect(r.calls).toBe(2);
    const renewed = await store.answer('k', r.render);
    expect([renewed.outcome, text(renewed.page), store.ageS(renewed.page)]).toEqual([
      'HIT',
      '<html>render 2</html>',
      0,
    ]);
  });

  it('past HTML_STALE_WHILE_REVALIDATE_S a kept page is gone: the next request waits for a render', async () => {
    const time = clock();
    const store = new PageStore({ ...OPTIONS, now: time.now });
    const r = renderer();
    await store.answer('k', r.render);
    time.advanceS(60 + 300);
    const answer = await store.answer('k', r.render);
    expect([answer.outcome, text(answer.page)]).toEqual(['MISS', '<html>render 2</html>']);
  });

  it('no stampede: concurrent requests for a page nobody has rendered share one render', async () => {
    const store = new PageStore(OPTIONS);
    const r = renderer();
    const release = r.hold();
    const answers = Promise.all(Array.from({ length: 20 }, () => store.answer('k', r.render)));
    await settle();
    expect(r.calls).toBe(1);
    release();
    const all = await answers;
    expect(new Set(all.map((a) => a.page)).size).toBe(1);
    expect(all.every((a) => a.outcome === 'MISS')).toBe(true);
    expect(r.calls).toBe(1);
  });

  it('a stale page starts one background render however many requests come while it runs', async () => {
    const time = clock();
    const store = new PageStore({ ...OPTIONS, now: time.now });
    const r = renderer();
    await store.answer('k', r.render);
    time.advanceS(61);
    const release = r.hold();
    for (let i = 0; i < 10; i++) expect((await store.answer('k', r.render)).outcome).toBe('STALE');
    expect(r.calls).toBe(2);
    release();
    await settle();
    expect(text((await store.answer('k', r.render)).page)).toBe('<html>render 2</html>');
    expect(r.calls).toBe(2);
  });
});

describe('PageStore: what is kept', () => {
  it('a 404 briefly (PAGE_CACHE_NOT_FOUND_S, no stale time)', async () => {
    const time = clock();
    const store = new PageStore({ ...OPTIONS, now: time.now });
    const r = renderer({ status: 404 });
    await store.answer('k', r.render);
    time.advanceS(9);
    expect((await store.answer('k', r.render)).outcome).toBe('HIT');
    time.advanceS(1);
    expect((await store.answer('k', r.render)).outcome).toBe('MISS');
    expect(r.calls).toBe(2);
  });

  it('never a 503 (the API down), another status, or a personal page', async () => {
    for (const page of [{ status: 503 }, { status: 500 }, { status: 302 }, { personal: true }]) {
      const store = new PageStore(OPTIONS);
      const r = renderer(page);
      for (let i = 0; i < 3; i++) expect((await store.answer('k', r.render)).outcome).toBe('MISS');
      expect(r.calls, JSON.stringify(page)).toBe(3);
      expect(store.entries).toBe(0);
    }
  });

  it('a background render that answers 503 or fails keeps the stale copy; a 404 replaces it', async () => {
    const time = clock();
    const errors: unknown[] = [];
    const store = new PageStore({
      ...OPTIONS,
      now: time.now,
      onBackgroundError: (_key, e) => errors.push(e),
    });
    const r = renderer();
    await store.answer('k', r.render);
    time.advanceS(61);
    r.answer({ status: 503 });
    await store.answer('k', r.render);
    await settle();
    r.answer(new Error('render bug'));
    const stale = await store.answer('k', r.render);
    await settle();
    expect([stale.outcome, text(stale.page)]).toEqual(['STALE', '<html>render 1</html>']);
    expect(errors).toEqual([new Error('render bug')]);
    r.answer({ status: 404 });
    await store.answer('k', r.render);
    await settle();
    const gone = await store.answer('k', r.render);
    expect([gone.outcome, gone.page.status]).toEqual(['HIT', 404]);
  });

  it('a render that fails rejects every request waiting for it, and is not kept', async () => {
    const store = new PageStore(OPTIONS);
    const r = renderer();
    r.answer(new Error('render bug'));
    const release = r.hold();
    const waiting = [1, 2].map((): Promise<unknown> =>
      store.answer('k', r.render).catch((e: unknown) => e),
    );
    release();
    expect(await Promise.all(waiting)).toEqual([new Error('render bug'), new Error('render bug')]);
    r.answer({});
    expect((await store.answer('k', r.render)).outcome).toBe('MISS');
  });

  it('HTML_MAX_AGE_S=0: every request after the first is served stale while a render runs', async () => {
    const store = new PageStore({ ...OPTIONS, maxAgeS: 0 });
    const r = renderer();
    await store.answer('k', r.render);
    expect((await store.answer('k', r.render)).outcome).toBe('STALE');
    await settle();
    expect(r.calls).toBe(2);
  });
});

describe('PageStore: bounds', () => {
  it('keeps at most PAGE_CACHE_MAX_ENTRIES pages, dropping the least recently used', async () => {
    const store = new PageStore({ ...OPTIONS, maxEntries: 2 });
    const r = renderer();
    await store.answer('a', r.render);
    await store.answer('b', r.render);
    await store.answer('a', r.render);
    await store.answer('c', r.render);
    expect(store.entries).toBe(2);
    expect((await store.answer('a', r.render)).outcome).toBe('HIT');
    expect((await store.answer('b', r.render)).outcome).toBe('MISS');
  });

  it('keeps at most PAGE_CACHE_MAX_MB of keys and bodies; a larger page is not kept', async () => {
    const store = new PageStore({ ...OPTIONS, maxBytes: 2500 });
    const r = renderer({ body: Buffer.alloc(1000, 'x') });
    for (const key of ['a', 'b', 'c']) await store.answer(key, r.render);
    expect(store.entries).toBe(2);
    expect(store.bytes).toBe(2002);
    r.answer({ body: Buffer.alloc(3000, 'y') });
    await store.answer('huge', r.render);
    expect((await store.answer('huge', r.render)).outcome).toBe('MISS');
    expect(store.bytes).toBeLessThanOrEqual(2500);
  });

  it('compresses a kept page once per encoding, in the background, and counts the copies', async () => {
    const store = new PageStore(OPTIONS);
    const body = Buffer.from(`<!doctype html>${'<p>Trini Online Store</p>'.repeat(400)}`);
    const r = renderer({ body });
    const { page } = await store.answer('k', r.render);
    if (!('storedAt' in page)) throw new Error('the page was not kept');
    expect(store.encoded('k', page, 'br')).toBeUndefined();
    expect(store.encoded('k', page, 'gzip')).toBeUndefined();
    await vi.waitFor(async () => {
      const kept = (await store.answer('k', r.render)).page;
      if (!('storedAt' in kept)) throw new Error('not kept');
      expect(Object.keys(kept.encoded).sort()).toEqual(['br', 'gzip']);
    });
    const kept = (await store.answer('k', r.render)).page as typeof page;
    const br = store.encoded('k', kept, 'br');
    const gzip = store.encoded('k', kept, 'gzip');
    expect(brotliDecompressSync(br ?? Buffer.alloc(0)).equals(body)).toBe(true);
    expect(gunzipSync(gzip ?? Buffer.alloc(0)).equals(body)).toBe(true);
    expect(store.bytes).toBe(1 + body.length + (br?.length ?? 0) + (gzip?.length ?? 0));
    expect(r.calls).toBe(1);
  });
});
