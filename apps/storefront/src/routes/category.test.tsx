import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@trini/domain';
import type { Category, DesignPage, Product } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { setupRealMock } from '@/test/real-mock';
import CategoryRoute from './category';

const mock = setupRealMock();
/** A seeded sub-category (Health & Beauty › Hair Care) with products in and out of stock. */
const HAIR_CARE = 32;

/** The seeded category's name and products, as the mock answers them. */
async function seeded(categoryNo: number) {
  const tree = await mock.lookup<Category[]>(`${endpoints.getCategoryTree.path}?MaxRecords=15`);
  const category = tree
    .flatMap((c) => [c, ...c.SubCategories])
    .find((c) => c.ProductCategoryNo === categoryNo)!;
  const { ProductList } = await mock.lookup<{ ProductList: Product[] }>(
    `${endpoints.getCategoryProducts.path}?CategoryNo=${categoryNo}&MaxRecords=15`,
  );
  const names = (list: Product[]) => list.map((p) => p.ProductName);
  const inStock = ProductList.filter((p) => !p.IsSoldOut);
  const soldOut = ProductList.filter((p) => p.IsSoldOut);
  // The cases below need both kinds, and prices and names that sort apart.
  expect(inStock.length).toBeGreaterThan(1);
  expect(soldOut.length).toBeGreaterThan(0);
  return {
    name: category.ProductCategoryName,
    names: names(ProductList),
    byPriceDescInStock: names([...inStock].sort((a, b) => b.SalesPrice - a.SalesPrice)),
    byName: names(ProductList).sort((a, b) => a.localeCompare(b)),
    soldOut: names(soldOut),
  };
}

const names = (category: string) =>
  within(screen.getByRole('list', { name: `${category} products` }))
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

describe('category page controls live in the URL query (shopping.md §2 category page, extension)', () => {
  it('reads sort and availability from the URL and renders the sections after the grid', async () => {
    const category = await seeded(HAIR_CARE);
    const design = await mock.lookup<DesignPage>(
      `${endpoints.loadDesignPageProducts.path}?PageNo=2&MaxRecords=15`,
    );
    renderWithProviders(<CategoryRoute />, {
      route: `/category/${HAIR_CARE}?sort=price-desc&stock=in`,
      path: '/category/:ProductCategoryNo',
    });
    await waitFor(() => expect(names(category.name)).toEqual(category.byPriceDescInStock));
    expect(screen.getByRole('heading', { level: 1, name: category.name })).toBeInTheDocument();
    const section = design.Sections.find((s) => s.Products.length > 0)!;
    expect(await screen.findByRole('heading', { name: section.SectionName })).toBeInTheDocument();
    const [asked] = await mock.journal({ path: endpoints.getCategoryProducts.path });
    expect(new URL(asked!.url, 'http://mock.test').searchParams.get('CategoryNo')).toBe(
      String(HAIR_CARE),
    );
  });

  it('changing Sort By, Show and the view writes them to the URL', async () => {
    const category = await seeded(HAIR_CARE);
    const { user, currentLocation } = renderWithProviders(<CategoryRoute />, {
      route: `/category/${HAIR_CARE}`,
      path: '/category/:ProductCategoryNo',
    });
    await waitFor(() => expect(names(category.name)).toEqual(category.names));
    await user.selectOptions(screen.getByLabelText('Sort By'), 'Name(A-Z)');
    await waitFor(() => expect(names(category.name)).toEqual(category.byName));
    await user.selectOptions(screen.getByLabelText('Show'), '5');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await user.click(screen.getByRole('checkbox', { name: 'Out of Stock' }));
    await waitFor(() => expect(names(category.name)).toEqual(category.soldOut));
    expect(Object.fromEntries(new URLSearchParams(currentLocation().search))).toEqual({
      sort: 'name-asc',
      show: '5',
      stock: 'out',
      view: 'list',
    });
  });

  it('the category tree opens a branch with its +/− toggle, a native <details>', async () => {
    const tree = await mock.lookup<Category[]>(`${endpoints.getCategoryTree.path}?MaxRecords=15`);
    // Another top category than the one shown, so it starts collapsed.
    const top = tree.find(
      (c) =>
        c.SubCategories.length > 0 &&
        !c.SubCategories.some((s) => s.ProductCategoryNo === HAIR_CARE),
    )!;
    const sub = top.SubCategories[0]!;
    const { user } = renderWithProviders(<CategoryRoute />, {
      route: `/category/${HAIR_CARE}`,
      path: '/category/:ProductCategoryNo',
    });
    // A native <details>: its <summary> toggles it, before the app runs and without JavaScript.
    const toggle = await screen.findByLabelText(`${top.ProductCategoryName} sub-categories`);
    const branch = toggle.closest('details');
    expect(toggle.tagName).toBe('SUMMARY');
    expect(branch).not.toHaveAttribute('open');
    await user.click(toggle);
    await waitFor(() => expect(branch).toHaveAttribute('open'));
    expect(screen.getByRole('link', { name: sub.ProductCategoryName })).toHaveAttribute(
      'href',
      `/category/${sub.ProductCategoryNo}`,
    );
  });
});
