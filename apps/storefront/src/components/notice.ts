import { TIMING_MS } from '@trini/domain';
import { toast } from 'sonner';

/**
 * Shows a top-right notice with an 'Ok' action for 5000 ms (TIMING_MS.NOTICE).
 * `tone` only changes the colour/icon. spec: shopping.md §8
 */
export function notify(message: string, tone: 'info' | 'success' | 'error' = 'info'): void {
  const options = { duration: TIMING_MS.NOTICE, action: { label: 'Ok', onClick: () => undefined } };
  if (tone === 'success') toast.success(message, options);
  else if (tone === 'error') toast.error(message, options);
  else toast(message, options);
}
