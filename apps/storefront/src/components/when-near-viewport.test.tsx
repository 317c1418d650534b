import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN_PX, WhenNearViewport } from './when-near-viewport';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;
const observers: {
  callback: Callback;
  options?: IntersectionObserverInit;
  disconnected: boolean;
}[] = [];

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {
    // The tests call the recorded callback themselves.
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('WhenNearViewport (below-the-fold lists load when scrolled near)', () => {
  it('renders nothing but a placeholder until its place comes within the margin, then keeps the children', () => {
    render(
      <WhenNearViewport>
        <p>Best Sellers</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('Best Sellers')).not.toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN_PX}px 0px`);
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Best Sellers')).not.toBeInTheDocument();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Best Sellers')).toBeInTheDocument();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('renders the children at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearViewport>
        <p>New Products</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('New Products')).toBeInTheDocument();
  });
});
