import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterTask } from './use-after-task';

describe('useAfterTask (long renders split across tasks)', () => {
  it('is false on the first render and true one task later', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterTask());
    expect(result.current).toBe(false);
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
    vi.useRealTimers();
  });

  it('waits for `ready`, then one more task', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ ready }) => useAfterTask(ready), {
      initialProps: { ready: false },
    });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
    vi.useRealTimers();
  });
});
