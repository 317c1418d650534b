import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, endpoints, formatTTD, productPath, searchPath } from '@trini/domain';
import type { Product } from '@trini/domain';
import { SearchBox } from '@/app/layout/search-box';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import { SUGGESTIONS_MAX, SUGGEST_DEBOUNCE_MS } from './search-suggestions';

const mock = setupRealMock();
const path = endpoints.getProducts.path;

/** The search calls the mock received, as their query strings. */
const searchCalls = async () =>
  (await mock.journal({ path })).map((r) => new URL(r.url, 'http://mock.test').searchParams);
/** What the seed answers for a search, read in a session of its own. */
const seeded = (text: string) =>
  mock.lookup<Product[]>(
    `${path}?MaxRecords=${PAGE_SIZE.SEARCH}&SearchText=${encodeURIComponent(text)}`,
  );
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

/** Renders the search box, focuses it and waits for its suggestions' code. */
async function renderBox() {
  const rendered = renderWithProviders(<SearchBox />);
  await rendered.user.click(box());
  await waitFor(() => expect(box()).toHaveAttribute('aria-controls'));
  return rendered;
}

describe('search suggestions (spec: shopping.md §2 search results, §7)', () => {
  it('is a WAI-ARIA combobox that asks for nothing under 2 trimmed characters', async () => {
    const { user } = await renderBox();
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), ' k ');
    await pause(SUGGEST_DEBOUNCE_MS * 2);
    expect(await searchCalls()).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('makes one debounced search call for quick typing and lists at most 6 products with name, thumbnail and TT$ price', async () => {
    const expected = await seeded('kitchen');
    expect(expected.length).toBeGreaterThan(SUGGESTIONS_MAX);
    await mock.scenario({ path, query: { SearchText: 'kitchen' }, latencyMs: 300, times: 1 });
    const { user } = await renderBox();
    await user.type(box(), 'kitchen');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading suggestions…');
    await waitFor(() => expect(options()).toHaveLength(SUGGESTIONS_MAX + 1));
    expect(screen.getByRole('status')).toHaveTextContent(`${SUGGESTIONS_MAX} products suggested`);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(document.activeElement).toBe(box());

    const shown = options().slice(0, SUGGESTIONS_MAX);
    shown.forEach((option, i) => {
      const product = expected[i]!;
      expect(option).toHaveTextContent(product.ProductName);
      expect(option).toHaveTextContent(formatTTD(product.SalesPrice));
      expect(option.querySelector('img')).toHaveAttribute('alt', '');
    });
    expect(options().at(-1)).toHaveTextContent('See all results for “kitchen”');

    await pause(SUGGEST_DEBOUNCE_MS * 2);
    const calls = await searchCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.get('SearchText')).toBe('kitchen');
    expect(calls[0]!.get('MaxRecords')).toBe(String(PAGE_SIZE.SEARCH));
  });

  it('moves with the arrow keys (wrapping) and opens the highlighted product with Enter', async () => {
    const [first, second] = await seeded('kitchen');
    const { user, currentLocation } = await renderBox();
    await user.type(box(), 'kitchen');
    await waitFor(() => expect(options()).toHaveLength(SUGGESTIONS_MAX + 1));
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    expect(options()[1]).toHaveTextContent(second!.ProductName);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first option wraps to the last ('see all results'), down from it to the first.
    expect(box()).toHaveAttribute('aria-activedescendant', options().at(-1)!.id);
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation().pathname).toBe(productPath(first!.ProductNo)));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('Enter with nothing highlighted submits the search as before; a click on a product opens it', async () => {
    const [first] = await seeded('kitchen');
    const { user, currentLocation } = await renderBox();
    await user.type(box(), '  kitchen {Enter}');
    expect(currentLocation().pathname).toBe(searchPath('kitchen'));

    await user.clear(box());
    await user.type(box(), 'kitchen');
    await waitFor(() => expect(options()).toHaveLength(SUGGESTIONS_MAX + 1));
    await user.click(options()[0]!);
    expect(currentLocation().pathname).toBe(productPath(first!.ProductNo));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list and a second Escape clears the text; a click outside closes it', async () => {
    const { user } = await renderBox();
    await user.type(box(), 'earbuds');
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveValue('earbuds');
    // ArrowDown opens the closed list again.
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(box()).toHaveValue('');

    await user.type(box(), 'earbuds');
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'));
    await user.click(document.body);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it("'See all results' opens the search page, by click or by keyboard", async () => {
    const { user, currentLocation } = await renderBox();
    await user.type(box(), 'earbuds');
    await user.click(await screen.findByRole('option', { name: 'See all results for “earbuds”' }));
    expect(currentLocation().pathname).toBe(searchPath('earbuds'));

    await user.clear(box());
    await user.type(box(), 'kitchen');
    await waitFor(() => expect(options()).toHaveLength(SUGGESTIONS_MAX + 1));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(currentLocation().pathname).toBe(searchPath('kitchen'));
  });

  it("says 'No products found' when the search finds none, keeping 'see all results'", async () => {
    const { user } = await renderBox();
    await user.type(box(), 'zzzxqq');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No products found'));
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('See all results for “zzzxqq”');
    expect(document.activeElement).toBe(box());
  });
});
