/**
 * Safe wrappers over session and local storage: never throw (private mode, quota, disabled
 * storage); reads answer null when unavailable. spec: shopping.md §3 storage keys
 */
type Area = 'session' | 'local';

function area(which: Area): Storage | null {
  try {
    return which === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a string from storage; null when missing or storage is unavailable. */
export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a string to storage; silently ignores failures. */
export function writeStorage(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    /* storage full or unavailable: the in-memory state still works */
  }
}

/** Removes a key from storage; silently ignores failures. */
export function removeStorage(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* ignore */
  }
}

/** Reads and JSON-parses a value; undefined when missing, unparsable or unavailable. */
export function readJson(which: Area, key: string): unknown {
  const raw = readStorage(which, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
