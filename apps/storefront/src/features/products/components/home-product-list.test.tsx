import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, endpoints } from '@trini/domain';
import type { Product } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import { HomeProductList } from './home-product-list';

const mock = setupRealMock();
const path = endpoints.getProducts.path;
/** The query of every home page request, as the mock received them. */
const queries = async () =>
  (await mock.journal({ path })).map((r) => new URL(r.url, 'http://mock.test').searchParams);

describe("home 'Load More Products...' (shopping.md §4 home list, §7)", () => {
  it('requests 15 home products per page and advances the page only when a page returned items', async () => {
    const page = (no: number) =>
      mock.lookup<Product[]>(`${path}?MaxRecords=15&HomePageProducts=true&PageNo=${no}`);
    const [first, second] = await Promise.all([page(1), page(2)]);
    // A page that comes back empty (the seed's second page is full): the page must not advance.
    await mock.scenario({
      path,
      query: { HomePageProducts: 'true', PageNo: '2' },
      status: 200,
      body: [],
      times: 1,
    });
    const { user } = renderWithProviders(<HomeProductList />);
    expect(await screen.findByRole('link', { name: first[1]!.ProductName })).toBeInTheDocument();
    const [firstQuery] = await queries();
    expect(firstQuery!.get('MaxRecords')).toBe('15');
    expect(firstQuery!.get('HomePageProducts')).toBe('true');

    await user.click(screen.getByRole('button', { name: MESSAGES.LOAD_MORE }));
    await waitFor(async () => expect(await queries()).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: MESSAGES.LOAD_MORE })).toBeEnabled(),
    );
    expect(screen.getAllByRole('article')).toHaveLength(first.length);

    await user.click(screen.getByRole('button', { name: MESSAGES.LOAD_MORE }));
    expect(await screen.findByRole('link', { name: second[0]!.ProductName })).toBeInTheDocument();
    expect((await queries()).map((q) => q.get('PageNo'))).toEqual(['1', '2', '2']);
    expect(screen.getAllByRole('article')).toHaveLength(first.length + second.length);
  });
});
