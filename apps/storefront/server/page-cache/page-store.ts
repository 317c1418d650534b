import { LRUCache } from 'lru-cache';
import { compressPage } from './encodings.ts';
import type { CachedEncoding } from './encodings.ts';

/** A page rendered and read to its end, as the cache takes it. */
export interface BufferedPage {
  /** HTTP status of the page. */
  status: number;
  /** The whole HTML document. */
  body: Buffer;
  /** True when the page holds a shopper's own data: it is never stored. */
  personal?: boolean;
  /**
   * True when an API call behind the page failed or answered what its contract refuses (the page
   * shows an error state): it is never stored, so the next request renders it again.
   */
  degraded?: boolean;
  /** The cart cookie the page sets (cart/{ProductNo}; a personal page, never kept). */
  cartCookie?: string;
  /** The app route pattern the page was rendered by (`/productdetails/:id`), for metrics. */
  route?: string;
}

/** A page as the cache keeps it: times in ms of the store's clock. */
export interface CachedPage extends BufferedPage {
  /** When it was rendered. */
  storedAt: number;
  /** Until then it is served as it is (HIT). */
  freshUntil: number;
  /** Until then it is served while one render replaces it (STALE); after, it is gone. */
  staleUntil: number;
  /** The body compressed, per encoding, once each is made (see PageStore.encoded). */
  encoded: Readonly<Partial<Record<CachedEncoding, Buffer>>>;
}

/**
 * How an answer was found: HIT (fresh copy), STALE (an older copy, while one render replaces it
 * in the background), MISS (rendered for this request, or awaited from the render another
 * request of the same page started).
 */
export type CacheOutcome = 'HIT' | 'MISS' | 'STALE';

/** An answer of the store: the page (cached or just rendered) and how it was found. */
export interface StoreAnswer {
  page: BufferedPage | CachedPage;
  outcome: CacheOutcome;
}

/** Bounds and lifetimes of a PageStore. */
export interface PageStoreOptions {
  /** Most pages kept (least recently used dropped first). */
  maxEntries: number;
  /** Most bytes kept: keys, bodies and their compressed copies together. A larger page is not kept. */
  maxBytes: number;
  /** How long a 200 page is fresh, in s (HTML_MAX_AGE_S). */
  maxAgeS: number;
  /** How long after that a 200 page may still be served while it is rendered again, in s. */
  staleWhileRevalidateS: number;
  /** How long a 404 page is kept, in s (no stale time). 0 keeps none. */
  notFoundS: number;
  /** The clock, in ms (default Date.now). */
  now?: () => number;
  /** Told of a background render that failed (the stale copy stays until it runs out). */
  onBackgroundError?: (key: string, error: unknown) => void;
}

/** Bytes a page takes in the store: key, body and compressed copies. */
function sizeOf(page: CachedPage, key: string): number {
  let size = key.length + page.body.length;
  for (const copy of Object.values(page.encoded)) size += copy.length;
  return Math.max(1, size);
}

/**
 * The page cache's store: rendered pages in an LRU (lru-cache, bounded by entries and
 * bytes), by key (see pageCacheKey). A 200 page is served fresh for `maxAgeS`, then stale for
 * `staleWhileRevalidateS` while one background render replaces it; a 404 page for `notFoundS`;
 * any other status (a 503 when the API is down, a redirect), a personal page and a degraded one
 * (an API call behind it failed) are never kept.
 * One render per key at a time: requests for a page that is being rendered wait for that render
 * (no stampede on a cold or expired page), and a stale page starts at most one. A background
 * render that fails or answers 503 keeps the stale copy.
 */
export class PageStore {
  readonly #lru: LRUCache<string, CachedPage>;
  readonly #inflight = new Map<string, Promise<BufferedPage | CachedPage>>();
  readonly #encoding = new Set<string>();
  readonly #options: PageStoreOptions;
  readonly #now: () => number;

  constructor(options: PageStoreOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#lru = new LRUCache<string, CachedPage>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: sizeOf,
    });
  }

  /** Pages kept now. */
  get entries(): number {
    return this.#lru.size;
  }

  /** Bytes kept now (see PageStoreOptions.maxBytes). */
  get bytes(): number {
    return this.#lru.calculatedSize;
  }

  /** Whole seconds since `page` was rendered (the `Age` header): 0 for one just rendered. */
  ageS(page: BufferedPage | CachedPage): number {
    return 'storedAt' in page ? Math.max(0, Math.floor((this.#now() - page.storedAt) / 1000)) : 0;
  }

  /**
   * The page of `key`: the kept copy when fresh (HIT) or stale (STALE, and `render` is started in
   * the background unless a render of the key is running), else the result of `render`, or of the
   * render of the key already running (MISS). Rejects when that render rejects.
   */
  async answer(key: string, render: () => Promise<BufferedPage>): Promise<StoreAnswer> {
    const now = this.#now();
    const kept = this.#lru.get(key);
    if (kept && now < kept.freshUntil) return { page: kept, outcome: 'HIT' };
    if (kept && now < kept.staleUntil) {
      if (!this.#inflight.has(key))
        this.#renderOnce(key, render).catch((error: unknown) =>
          this.#options.onBackgroundError?.(key, error),
        );
      return { page: kept, outcome: 'STALE' };
    }
    if (kept) this.#lru.delete(key);
    return { page: await this.#renderOnce(key, render), outcome: 'MISS' };
  }

  /**
   * The body of a kept `page` compressed with `encoding`, or undefined while it is not made yet:
   * the first ask starts compressing it in the background (once per page and encoding), and the
   * copy is kept with the page (counted in its bytes).
   */
  encoded(key: string, page: CachedPage, encoding: CachedEncoding): Buffer | undefined {
    const made = page.encoded[encoding];
    if (made) return made;
    const job = `${encoding} ${key}`;
    if (this.#encoding.has(job)) return undefined;
    this.#encoding.add(job);
    compressPage(page.body, encoding)
      .then((copy) => {
        const current = this.#lru.peek(key);
        // Only onto the same render of the page (it may have been replaced meanwhile).
        if (current?.body === page.body)
          this.#lru.set(key, { ...current, encoded: { ...current.encoded, [encoding]: copy } });
      })
      .catch((error: unknown) => this.#options.onBackgroundError?.(key, error))
      .finally(() => this.#encoding.delete(job));
    return undefined;
  }

  /** Runs `render` for `key` unless a render of it is running (then its result), and keeps the page. */
  #renderOnce(
    key: string,
    render: () => Promise<BufferedPage>,
  ): Promise<BufferedPage | CachedPage> {
    let running = this.#inflight.get(key);
    if (!running) {
      running = render()
        .then((page) => this.#keep(key, page))
        .finally(() => this.#inflight.delete(key));
      this.#inflight.set(key, running);
    }
    return running;
  }

  /** Keeps `page` when it may be kept (see the class), and answers it as kept or as it came. */
  #keep(key: string, page: BufferedPage): BufferedPage | CachedPage {
    const { maxAgeS, staleWhileRevalidateS, notFoundS } = this.#options;
    let freshS = 0;
    let staleS = 0;
    if (page.status === 200) [freshS, staleS] = [maxAgeS, staleWhileRevalidateS];
    else if (page.status === 404) freshS = notFoundS;
    if (page.personal || page.degraded || freshS + staleS <= 0) return page;
    const now = this.#now();
    const kept: CachedPage = {
      ...page,
      storedAt: now,
      freshUntil: now + freshS * 1000,
      staleUntil: now + (freshS + staleS) * 1000,
      encoded: {},
    };
    this.#lru.set(key, kept);
    return kept;
  }
}
