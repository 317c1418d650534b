import { useState } from 'react';
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

/** `isWipayEnabled()` read once per mount. */
export function useWipayEnabled(): boolean {
  const [enabled] = useState(isWipayEnabled);
  return enabled;
}
