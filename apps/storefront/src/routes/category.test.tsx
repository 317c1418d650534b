import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render-with-providers';
import { mockFetch } from '@/test/mock-fetch';
import CategoryRoute from './category';

const fetchMock = mockFetch();
const products = [
  { ProductNo: 1, ProductName: 'Blender', SalesPrice: 300 },
  { ProductNo: 2, ProductName: 'Airfryer', SalesPrice: 600 },
  { ProductNo: 3, ProductName: 'Cup', SalesPrice: 50, IsSoldOut: true },
];
const tree = [
  {
    ProductCategoryNo: 5,
    ProductCategoryName: 'Kitchen',
    SubCategories: [
      { ProductCategoryNo: 6, ProductCategoryName: 'Small Appliances', SubCategories: [] },
    ],
  },
];

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (url.pathname.endsWith('/getproductcategorylist')) return jsonResponse(tree);
    if (url.pathname.endsWith('/LoadDesignPageProducts'))
      return jsonResponse({
        NewArrivalList: [],
        Sections: [
          {
            SectionName: 'Hot Deals',
            Products: [{ ProductNo: 9, ProductName: 'Deal', SalesPrice: 5 }],
          },
        ],
      });
    return jsonResponse({ ProductList: products });
  });
});

const names = () =>
  within(screen.getByRole('list', { name: 'Kitchen products' }))
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

describe('category page controls live in the URL query (shopping.md §2 category page, extension)', () => {
  it('reads sort and availability from the URL and renders the sections after the grid', async () => {
    renderWithProviders(<CategoryRoute />, {
      route: '/category/5?sort=price-desc&stock=in',
      path: '/category/:ProductCategoryNo',
    });
    await waitFor(() => expect(names()).toEqual(['Airfryer', 'Blender']));
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hot Deals' })).toBeInTheDocument();
    const req = fetchMock.mock.calls
      .map(([r]) => new URL((r as Request).url))
      .find((u) => u.pathname.endsWith('/Product/GetProducts'));
    expect(req?.searchParams.get('CategoryNo')).toBe('5');
  });

  it('changing Sort By, Show and the view writes them to the URL', async () => {
    const { user, router } = renderWithProviders(<CategoryRoute />, {
      route: '/category/5',
      path: '/category/:ProductCategoryNo',
    });
    await waitFor(() => expect(names()).toEqual(['Blender', 'Airfryer', 'Cup']));
    await user.selectOptions(screen.getByLabelText('Sort By'), 'Name(A-Z)');
    expect(names()).toEqual(['Airfryer', 'Blender', 'Cup']);
    await user.selectOptions(screen.getByLabelText('Show'), '5');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await user.click(screen.getByRole('checkbox', { name: 'Out of Stock' }));
    expect(names()).toEqual(['Cup']);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sort: 'name-asc',
      show: '5',
      stock: 'out',
      view: 'list',
    });
  });

  it('the category tree expands and collapses with aria-expanded', async () => {
    const { user } = renderWithProviders(<CategoryRoute />, {
      route: '/category/5',
      path: '/category/:ProductCategoryNo',
    });
    const toggle = await screen.findByRole('button', { name: 'Expand Kitchen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Collapse Kitchen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Small Appliances' })).toHaveAttribute(
      'href',
      '/category/6',
    );
  });
});
