import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notice';

describe('notices (shopping.md §8: top right, an Ok action, 5000 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the message with an Ok action and removes it after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster position="top-right" />);
    act(() => notify('Item Added To Cart', 'success'));
    expect(await screen.findByText('Item Added To Cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5600);
    });
    expect(screen.queryByText('Item Added To Cart')).not.toBeInTheDocument();
  });
});
