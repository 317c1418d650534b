import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, TIMING_MS } from '@trini/domain';
import type { Product } from '@trini/domain';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProductActionsContext } from './product-actions';
import { ProductCard, ProductGrid, SOLD_OUT_LABEL } from './product-card';

const product = (over: Partial<Product> = {}) =>
  ({
    ProductNo: 1001,
    ProductName: 'Plain Blender',
    SalesPrice: 1234.5,
    ImageFilePathThumbnail: 'p/1001.jpg',
    VideoFileName: null,
    RibbonText: '',
    IsSoldOut: false,
    ...over,
  }) as Product;

afterEach(() => vi.useRealTimers());

describe('product card (shopping.md §2 product card, §4 add-to-cart button)', () => {
  it('hovering or focusing a card prefetches its product detail (prefetch on hover or focus)', () => {
    const prefetchProduct = vi.fn();
    const actions = {
      addToCart: () => true,
      toggleWishlist: () => undefined,
      useIsWishlisted: () => false,
      prefetchProduct,
    };
    renderWithProviders(
      <ProductActionsContext.Provider value={actions}>
        <ProductCard product={product()} />
      </ProductActionsContext.Provider>,
    );
    fireEvent.mouseEnter(screen.getByRole('article'));
    fireEvent.focus(screen.getByRole('link', { name: 'Plain Blender' }));
    expect(prefetchProduct).toHaveBeenCalledWith(1001);
    expect(prefetchProduct).toHaveBeenCalledTimes(2);
  });

  it('offers thumbnail and full image by width on wide screens only; phones always get the 300 px thumbnail (srcset)', () => {
    const { container } = renderWithProviders(
      <ProductCard
        product={product({
          ImageFilePathThumbnail: 'p/1001-thumb.jpg',
          ImageFilePath: 'p/1001.jpg',
        })}
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('media', '(min-width: 768px)');
    expect(source?.getAttribute('srcset')).toMatch(
      /p\/1001-thumb\.jpg 300w, \S*p\/1001\.jpg 800w$/,
    );
    expect(source).toHaveAttribute('sizes', '300px');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toMatch(/p\/1001-thumb\.jpg$/);
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '300');
  });

  it('has no srcset when the product has a single picture', () => {
    const { container } = renderWithProviders(<ProductCard product={product()} />);
    expect(container.querySelector('picture > source')).toBeNull();
    expect(container.querySelector('picture > img')?.getAttribute('src')).toMatch(/p\/1001\.jpg$/);
  });

  it('shows name, TT$ price, ribbon, and links to /productdetails/{ProductNo}', () => {
    renderWithProviders(<ProductCard product={product({ RibbonText: 'HOT' })} />);
    expect(screen.getByRole('link', { name: 'Plain Blender' })).toHaveAttribute(
      'href',
      '/productdetails/1001',
    );
    expect(screen.getByText('TT$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('HOT')).toBeInTheDocument();
  });

  it("refuses a sold-out product with 'Item is sold out. Please select other item' and adds nothing", async () => {
    const { store } = renderWithProviders(<ProductCard product={product({ IsSoldOut: true })} />);
    // Before any tap its button says so, marked unavailable but still answering a tap.
    const button = screen.getByRole('button', { name: SOLD_OUT_LABEL });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(await screen.findByText(MESSAGES.SOLD_OUT)).toBeInTheDocument();
    expect(store.getState().cart.ItemList).toHaveLength(0);
    expect(screen.getByRole('button', { name: SOLD_OUT_LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.ADD_TO_CART })).toBeNull();
  });

  it("adding shows 'Item Added To Cart' on the button, reverting to 'ADD TO CART' after 2 s", () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(<ProductCard product={product()} />);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.ADD_TO_CART }));
    expect(store.getState().cart.ItemList.map((l) => l.ProductNo)).toEqual([1001]);
    expect(screen.getByRole('button', { name: MESSAGES.ITEM_ADDED })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TIMING_MS.ADD_TO_CART_CAPTION - 1);
    });
    expect(screen.getByRole('button', { name: MESSAGES.ITEM_ADDED })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: MESSAGES.ADD_TO_CART })).toBeInTheDocument();
  });

  it('the wishlist heart toggles the product in the wishlist', () => {
    const { store } = renderWithProviders(<ProductCard product={product()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Plain Blender to wishlist' }));
    expect(store.getState().wishlist.items.map((p) => p.ProductNo)).toEqual([1001]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Plain Blender from wishlist' }));
    expect(store.getState().wishlist.items).toEqual([]);
  });

  it('play starts the video after 100 ms at volume 0.4 and stops other cards; pressing again pauses and rewinds', () => {
    vi.useFakeTimers();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <ProductCard product={product({ VideoFileName: 'v/a.mp4' })} />
        <ProductCard
          product={product({ ProductNo: 1007, ProductName: 'Video Fan', VideoFileName: 'v/b.mp4' })}
        />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play video of Plain Blender' }));
    expect(play).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(TIMING_MS.VIDEO_START_DELAY);
    });
    expect(play).toHaveBeenCalledTimes(1);
    const first = play.mock.contexts[0] as HTMLVideoElement;
    expect(first.volume).toBe(0.4);

    fireEvent.click(screen.getByRole('button', { name: 'Play video of Video Fan' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video of Plain Blender' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Pause video of Video Fan' }));
    expect(screen.getByRole('button', { name: 'Play video of Video Fan' })).toBeInTheDocument();
  });
});

describe('product grid (shopping.md §2 lists)', () => {
  it('says it is busy while it still shows the earlier list, and not once the new cards are in', async () => {
    const first = [product({ ProductNo: 1001, ProductName: 'Plain Blender' })];
    const next = [product({ ProductNo: 1002, ProductName: 'Steel Kettle' })];
    function Pages() {
      const [products, setProducts] = useState(first);
      return (
        <>
          <button onClick={() => setProducts(next)}>Next</button>
          <ProductGrid products={products} label="Page products" />
        </>
      );
    }
    renderWithProviders(<Pages />);
    const list = screen.getByRole('list', { name: 'Page products' });
    expect(list).not.toHaveAttribute('aria-busy');
    // What the list showed each time it said it was busy, taken as it changed.
    const busyWith: string[] = [];
    const watch = new MutationObserver(() => {
      if (list.getAttribute('aria-busy') === 'true') busyWith.push(list.textContent ?? '');
    });
    watch.observe(list, { attributes: true, childList: true, subtree: true, characterData: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    watch.disconnect();
    expect(busyWith.length).toBeGreaterThan(0);
    expect(busyWith.every((text) => text.includes('Plain Blender'))).toBe(true);
    expect(list).not.toHaveAttribute('aria-busy');
    expect(list).toHaveTextContent('Steel Kettle');
    expect(list).not.toHaveTextContent('Plain Blender');
  });
});
