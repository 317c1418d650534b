import { useState } from 'react';

/**
 * True from the first render in which `value` is true, and for good: a lazily loaded part (a
 * panel, a menu) is mounted when first wanted and stays mounted, so it can close and reopen
 * without loading or losing its state again. Set during render, so the part mounts in the same
 * commit as the change that wanted it.
 */
export function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}
