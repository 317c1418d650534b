import { startTransition, useEffect, useState } from 'react';

/**
 * False until one task after `ready` is first true (default: after mounting), then true for good.
 * A component rendering a lot at once (several product grids) shows its first part when its data
 * is there and the rest one task later, so no single task holds a phone's main thread long (Total
 * Blocking Time); that part renders as a transition, in React's ~5 ms slices. For content below
 * the fold only: what waits must not push visible content.
 */
export function useAfterTask(ready = true): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (!ready || later) return;
    const task = setTimeout(() => startTransition(() => setLater(true)), 0);
    return () => clearTimeout(task);
  }, [ready, later]);
  return later;
}
