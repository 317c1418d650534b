import { AVAILABILITY, PAGE_SIZE_CHOICES, PRICE_SLIDER, SORT_CHOICES } from '@trini/domain';
import type { Availability, CategoryProductsQuery, SortChoice } from '@trini/domain';
import { pageNumber } from '@/lib/page-number';

/** Category page view. */
export type CatalogView = 'grid' | 'list';
/** Availability filter values ('in' In Stock, 'out' Out of Stock). */
export type StockFilter = Availability;

/**
 * The category page's controls, kept in the URL query (?sort=&show=&price=&stock=&view=&page=), so
 * a shared or reloaded link shows the same products, rendered on the server.
 * Extension: the spec's controls have no effect; here they work over the WHOLE category, through
 * the category call's documented extensions (SortBy, MaxPrice, Availability, PageNo).
 *
 * `price` is the TT$ price limit (null: no limit). The PRICE slider keeps the spec's 0..100 step 1
 * and is read as a percent of the category's highest price (HighestPrice of the answer): 0 means
 * "no limit", n means "at most n% of the highest price". The number input beside it edits the
 * TT$ limit itself. spec: shopping.md §2 category page, §9 price slider
 */
export interface CatalogQuery {
  sort: SortChoice;
  show: (typeof PAGE_SIZE_CHOICES)[number];
  price: number | null;
  stock: StockFilter[];
  view: CatalogView;
  /** The page shown, from 1. */
  page: number;
}

/** Defaults: Default sort, Show 15, no price limit, both availabilities, grid view, page 1. */
export const CATALOG_DEFAULTS: CatalogQuery = {
  sort: 'default',
  show: 15,
  price: null,
  stock: [],
  view: 'grid',
  page: 1,
};

/**
 * Reads the controls from a URL query; unknown or bad values fall back to defaults. The
 * availability may come as one comma list (`stock=in,out`, the app's links) or repeated
 * (`stock=in&stock=out`, the filter form submitted without JavaScript).
 */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const sort =
    SORT_CHOICES.find((c) => c.value === params.get('sort'))?.value ?? CATALOG_DEFAULTS.sort;
  const showN = Number(params.get('show'));
  const show = PAGE_SIZE_CHOICES.find((n) => n === showN) ?? CATALOG_DEFAULTS.show;
  const priceN = Number(params.get('price') ?? '');
  const price = Number.isInteger(priceN) && priceN > 0 && priceN <= 1e9 ? priceN : null;
  const stock = params
    .getAll('stock')
    .join(',')
    .split(',')
    .filter((s): s is StockFilter => (AVAILABILITY as readonly string[]).includes(s))
    .filter((s, i, all) => all.indexOf(s) === i);
  const view: CatalogView = params.get('view') === 'list' ? 'list' : 'grid';
  const page = pageNumber(params.get('page')) ?? 1;
  return { sort, show, price, stock, view, page };
}

/** Writes the controls into a URL query, leaving defaults out and other parameters untouched. */
export function writeCatalogQuery(base: URLSearchParams, q: CatalogQuery): URLSearchParams {
  const next = new URLSearchParams(base);
  const put = (key: string, value: string, isDefault: boolean) =>
    isDefault ? next.delete(key) : next.set(key, value);
  put('sort', q.sort, q.sort === CATALOG_DEFAULTS.sort);
  put('show', String(q.show), q.show === CATALOG_DEFAULTS.show);
  put('price', String(q.price), q.price === null);
  put('stock', q.stock.join(','), q.stock.length === 0 || q.stock.length === AVAILABILITY.length);
  put('view', q.view, q.view === CATALOG_DEFAULTS.view);
  put('page', String(q.page), q.page === 1);
  return next;
}

/**
 * The controls after a change: any change but the page or the view starts again at page 1 (the
 * old page number means nothing in the new order or filter).
 */
export function changeCatalogQuery(current: CatalogQuery, next: CatalogQuery): CatalogQuery {
  const same =
    current.sort === next.sort &&
    current.show === next.show &&
    current.price === next.price &&
    current.stock.join() === next.stock.join();
  return same ? next : { ...next, page: 1 };
}

/**
 * The category call's arguments for a category and the controls: one definition, so the route's
 * warmer (server render) and the page share one cache entry. Defaults are left out, so the
 * first page of an untouched category is the spec's own call (CategoryNo, MaxRecords=15).
 */
export function categoryArgs(categoryNo: number, q: CatalogQuery): CategoryProductsQuery {
  const onlyOne = q.stock.length === 1 ? q.stock[0] : undefined;
  return {
    CategoryNo: categoryNo,
    MaxRecords: q.show,
    ...(q.page > 1 ? { PageNo: q.page } : {}),
    ...(q.sort !== 'default' ? { SortBy: q.sort } : {}),
    ...(q.price !== null ? { MaxPrice: q.price } : {}),
    ...(onlyOne ? { Availability: onlyOne } : {}),
  };
}

/** The slider value (percent of `highest`, rounded up) for a TT$ limit; 0 (no limit) for none or a full one. */
export function sliderForPrice(limit: number | null, highest: number): number {
  if (limit === null || !Number.isFinite(limit) || limit <= 0 || highest <= 0 || limit >= highest)
    return PRICE_SLIDER.DEFAULT;
  return Math.max(
    PRICE_SLIDER.MIN + PRICE_SLIDER.STEP,
    Math.ceil((limit / highest) * PRICE_SLIDER.MAX),
  );
}

/** The TT$ limit (whole TT$, rounded up) of a slider value; null (no limit) for 0 or 100. */
export function priceForSlider(value: number, highest: number): number | null {
  if (value <= PRICE_SLIDER.MIN || value >= PRICE_SLIDER.MAX || highest <= 0) return null;
  return Math.ceil((highest * value) / PRICE_SLIDER.MAX);
}
