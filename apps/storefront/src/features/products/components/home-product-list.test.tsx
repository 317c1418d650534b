import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trini/domain';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import { HomeProductList } from './home-product-list';

const fetchMock = mockFetch();
const pageNos = () =>
  fetchMock.mock.calls.map(([req]) => new URL((req as Request).url).searchParams.get('PageNo'));
const item = (n: number) => ({ ProductNo: n, ProductName: `Product ${n}`, SalesPrice: 10 * n });

describe("home 'Load More Products...' (shopping.md §4 home list, §7)", () => {
  it('requests 15 home products per page and advances the page only when a page returned items', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse([item(1), item(2)]))
      .mockResolvedValueOnce(jsonResponse([]))
      .mockResolvedValueOnce(jsonResponse([item(3)]));
    const { user } = renderWithProviders(<HomeProductList />);
    expect(await screen.findByRole('link', { name: 'Product 2' })).toBeInTheDocument();
    const first = new URL((fetchMock.mock.calls[0]?.[0] as Request).url).searchParams;
    expect(first.get('MaxRecords')).toBe('15');
    expect(first.get('HomePageProducts')).toBe('true');

    await user.click(screen.getByRole('button', { name: MESSAGES.LOAD_MORE }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: MESSAGES.LOAD_MORE })).toBeEnabled(),
    );

    await user.click(screen.getByRole('button', { name: MESSAGES.LOAD_MORE }));
    expect(await screen.findByRole('link', { name: 'Product 3' })).toBeInTheDocument();
    expect(pageNos()).toEqual(['1', '2', '2']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
