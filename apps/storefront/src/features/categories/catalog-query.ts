import { PAGE_SIZE_CHOICES, PRICE_SLIDER, SORT_CHOICES } from '@trini/domain';
import type { Product, SortChoice } from '@trini/domain';

/** Category page view. */
export type CatalogView = 'grid' | 'list';
/** Availability filter values. */
export type StockFilter = 'in' | 'out';

/**
 * The category page's controls, kept in the URL query (?sort=&show=&max=&stock=&view=).
 * Extension: the spec's controls have no effect; here they work.
 *
 * `max` is the PRICE slider value, 0..100 step 1 as the spec fixes it. Because TT$ prices run far
 * above 100, the slider is read as a PERCENT of the category's highest price: 0 means "no limit",
 * n means "price at most n% of the highest price" (100 = everything). The number input beside it
 * shows and edits the same limit in TT$. spec: shopping.md §2 category page, §9 price slider
 */
export interface CatalogQuery {
  sort: SortChoice;
  show: (typeof PAGE_SIZE_CHOICES)[number];
  max: number;
  stock: StockFilter[];
  view: CatalogView;
}

/** Defaults: Default sort, Show 15, no price limit, both availabilities, grid view. */
export const CATALOG_DEFAULTS: CatalogQuery = {
  sort: 'default',
  show: 15,
  max: PRICE_SLIDER.DEFAULT,
  stock: [],
  view: 'grid',
};

/** Reads the controls from a URL query; unknown or bad values fall back to defaults. */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const sort =
    SORT_CHOICES.find((c) => c.value === params.get('sort'))?.value ?? CATALOG_DEFAULTS.sort;
  const showN = Number(params.get('show'));
  const show = PAGE_SIZE_CHOICES.find((n) => n === showN) ?? CATALOG_DEFAULTS.show;
  const maxN = Number(params.get('max'));
  const max =
    Number.isInteger(maxN) && maxN >= PRICE_SLIDER.MIN && maxN <= PRICE_SLIDER.MAX
      ? maxN
      : CATALOG_DEFAULTS.max;
  const stock = (params.get('stock') ?? '')
    .split(',')
    .filter((s): s is StockFilter => s === 'in' || s === 'out')
    .filter((s, i, all) => all.indexOf(s) === i);
  const view: CatalogView = params.get('view') === 'list' ? 'list' : 'grid';
  return { sort, show, max, stock, view };
}

/** Writes the controls into a URL query, leaving defaults out and other parameters untouched. */
export function writeCatalogQuery(base: URLSearchParams, q: CatalogQuery): URLSearchParams {
  const next = new URLSearchParams(base);
  const put = (key: string, value: string, isDefault: boolean) =>
    isDefault ? next.delete(key) : next.set(key, value);
  put('sort', q.sort, q.sort === CATALOG_DEFAULTS.sort);
  put('show', String(q.show), q.show === CATALOG_DEFAULTS.show);
  put('max', String(q.max), q.max === CATALOG_DEFAULTS.max);
  put('stock', q.stock.join(','), q.stock.length === 0 || q.stock.length === 2);
  put('view', q.view, q.view === CATALOG_DEFAULTS.view);
  return next;
}

/** The highest SalesPrice among products (0 for none). */
export function highestPrice(products: Product[]): number {
  return products.reduce((m, p) => Math.max(m, p.SalesPrice), 0);
}

/** The TT$ price limit of a slider value (percent of `highest`); null means no limit. */
export function priceLimit(max: number, highest: number): number | null {
  if (max <= PRICE_SLIDER.MIN || max >= PRICE_SLIDER.MAX) return null;
  return (highest * max) / PRICE_SLIDER.MAX;
}

/** The slider value (percent, rounded up) for a TT$ limit; 0 (no limit) for an empty or full limit. */
export function sliderForPrice(limit: number, highest: number): number {
  if (!Number.isFinite(limit) || limit <= 0 || highest <= 0 || limit >= highest)
    return PRICE_SLIDER.DEFAULT;
  return Math.max(
    PRICE_SLIDER.MIN + PRICE_SLIDER.STEP,
    Math.ceil((limit / highest) * PRICE_SLIDER.MAX),
  );
}

const byName = (a: Product, b: Product) => a.ProductName.localeCompare(b.ProductName);
const comparators: Record<SortChoice, ((a: Product, b: Product) => number) | null> = {
  default: null,
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'price-asc': (a, b) => a.SalesPrice - b.SalesPrice,
  'price-desc': (a, b) => b.SalesPrice - a.SalesPrice,
};

/**
 * Applies the controls to a category's products: availability filter (none or both ticked = all),
 * price limit, sort, then the first `show` products. Answers the shown products and how many matched.
 */
export function applyCatalogQuery(
  products: Product[],
  q: CatalogQuery,
): { shown: Product[]; matched: number } {
  const limit = priceLimit(q.max, highestPrice(products));
  const wantIn = q.stock.length === 0 || q.stock.includes('in');
  const wantOut = q.stock.length === 0 || q.stock.includes('out');
  const filtered = products.filter(
    (p) => (p.IsSoldOut ? wantOut : wantIn) && (limit === null || p.SalesPrice <= limit),
  );
  const cmp = comparators[q.sort];
  const sorted = cmp ? [...filtered].sort(cmp) : filtered;
  return { shown: sorted.slice(0, q.show), matched: filtered.length };
}
