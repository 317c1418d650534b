import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@trini/domain';
import { env } from '@/config/env';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Stores the card-option flag: the current timestamp (ms since the epoch, as text) in local
 * storage under STORAGE_KEYS.USE_WIPAY. spec: ordering.md §2 usewipay
 */
export function enableWipay(nowMs: number = Date.now()): void {
  writeStorage('local', STORAGE_KEYS.USE_WIPAY, String(nowMs));
}

/**
 * True when the card option (payment method 1) is offered: the /usewipay flag is stored, or the
 * UseWipay setting is on. spec: ordering.md §2 checkout section 3, §4 card option
 */
export function isWipayEnabled(): boolean {
  const flag = readStorage('local', STORAGE_KEYS.USE_WIPAY);
  return env.UseWipay || (flag !== null && flag.trim() !== '');
}

/** The flag has no change event to follow: it is read when the form renders. */
const unsubscribed = () => () => undefined;

/**
 * `isWipayEnabled()` for a component. While a server-rendered checkout hydrates it is the
 * server's answer (the UseWipay setting: the server has no local storage), so the markup matches,
 * then the browser's (React's `useSyncExternalStore`), so a stored /usewipay flag shows the card
 * option right after hydration.
 */
export function useWipayEnabled(): boolean {
  return useSyncExternalStore(unsubscribed, isWipayEnabled, () => env.UseWipay);
}
