// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Product } from '@trini/domain';
import { homeListInitial, homeListReducer } from './home-list';

const p = (n: number) => ({ ProductNo: n, ProductName: `P${n}`, SalesPrice: 10 }) as Product;

describe('home Load More list (shopping.md §4 home list)', () => {
  it('is loading before the first request starts, so the first paint shows the placeholders', () => {
    expect(homeListInitial).toMatchObject({ page: 1, loading: true, fetching: true, items: [] });
  });

  it('starts at page 1 with loading and fetching on during the first load', () => {
    const s = homeListReducer(homeListInitial, { type: 'started' });
    expect(s).toMatchObject({ page: 1, loading: true, fetching: true });
  });

  it('appends results and advances the page only when the page returned items', () => {
    let s = homeListReducer(homeListReducer(homeListInitial, { type: 'started' }), {
      type: 'loaded',
      items: [p(1), p(2)],
    });
    expect(s).toMatchObject({ page: 2, loading: false, fetching: false });
    s = homeListReducer(homeListReducer(s, { type: 'started' }), { type: 'loaded', items: [p(3)] });
    expect(s.items.map((x) => x.ProductNo)).toEqual([1, 2, 3]);
    expect(s.page).toBe(3);
    s = homeListReducer(homeListReducer(s, { type: 'started' }), { type: 'loaded', items: [] });
    expect(s.page).toBe(3);
    expect(s.exhausted).toBe(true);
  });

  it('a later load is fetching but not loading (items already shown)', () => {
    const s = homeListReducer({ ...homeListInitial, items: [p(1)] }, { type: 'started' });
    expect(s).toMatchObject({ loading: false, fetching: true });
  });

  it('a failed load keeps the page and items and flags the error', () => {
    const s = homeListReducer(
      { ...homeListInitial, items: [p(1)], page: 2, fetching: true },
      { type: 'failed' },
    );
    expect(s).toMatchObject({ page: 2, error: true, fetching: false });
  });
});
