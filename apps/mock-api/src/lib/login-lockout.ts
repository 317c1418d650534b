/**
 * Failed logins for one mobile, within LOGIN_LOCKOUT_FAILURE_WINDOW_MS, that lock the mobile: a
 * shopper mistyping a password stays below, a guesser reaches it in seconds, whatever address
 * or mock session each guess comes from.
 */
export const LOGIN_LOCKOUT_FAILURES = 5;

/** How long a failed login counts towards LOGIN_LOCKOUT_FAILURES, in milliseconds (15 minutes). */
export const LOGIN_LOCKOUT_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * The first lock of a mobile, in milliseconds (1 minute); each further lock before the level is
 * forgotten (LOGIN_LOCKOUT_DECAY_MS) doubles it, up to LOGIN_LOCKOUT_MAX_MS.
 */
export const LOGIN_LOCKOUT_FIRST_MS = 60_000;

/**
 * The longest lock, in milliseconds (15 minutes): a lock always ends, so a guesser can delay a
 * shopper's login but never take the account away (1, 2, 4, 8, 15, 15… minutes).
 */
export const LOGIN_LOCKOUT_MAX_MS = 15 * 60_000;

/**
 * Time after a lock ends, in milliseconds (1 hour), after which the mobile's lock level is
 * forgotten: its next lock is LOGIN_LOCKOUT_FIRST_MS again.
 */
export const LOGIN_LOCKOUT_DECAY_MS = 60 * 60_000;

/**
 * Most mobiles tracked at once (about 1 MB at most): beyond it the least recently failed one is
 * forgotten, so guessing many mobiles cannot grow the server's memory.
 */
export const LOGIN_LOCKOUT_MAX_TRACKED = 10_000;

/** Options of a LoginLockout: the clock (ms since the epoch) and the cap on tracked mobiles. */
export interface LoginLockoutOptions {
  /** The clock, in milliseconds since the epoch; default Date.now. */
  now?: () => number;
  /** Most mobiles tracked at once; default LOGIN_LOCKOUT_MAX_TRACKED. */
  maxTracked?: number;
}

interface Tracked {
  /** Times (ms) of the failures since the last lock, oldest first. */
  failures: number[];
  /** Locks in a row, not yet forgotten (0: none). */
  level: number;
  /** When the current or last lock ends (ms; 0: never locked). */
  lockedUntil: number;
}

/**
 * Failed logins per mobile, in memory: after LOGIN_LOCKOUT_FAILURES failures within
 * LOGIN_LOCKOUT_FAILURE_WINDOW_MS the mobile is locked for LOGIN_LOCKOUT_FIRST_MS, doubling with
 * each further lock up to LOGIN_LOCKOUT_MAX_MS; the level is forgotten LOGIN_LOCKOUT_DECAY_MS
 * after a lock ends, and a successful login forgets the mobile. At most `maxTracked` mobiles are
 * kept, the least recently failed dropped first; a record with nothing left to count is dropped
 * when next read. Keyed by the mobile as typed (trimmed), registered or not, so a lock says
 * nothing about whether the mobile is registered.
 */
export class LoginLockout {
  readonly #now: () => number;
  readonly #maxTracked: number;
  /** Insertion order is recency: the first key is the least recently failed. */
  readonly #tracked = new Map<string, Tracked>();

  constructor({
    now = Date.now,
    maxTracked = LOGIN_LOCKOUT_MAX_TRACKED,
  }: LoginLockoutOptions = {}) {
    this.#now = now;
    this.#maxTracked = maxTracked;
  }

  /** Mobiles tracked now (at most the cap). */
  get size(): number {
    return this.#tracked.size;
  }

  /** Milliseconds left of `mobile`'s lock; 0 when its logins are not locked. */
  lockedFor(mobile: string): number {
    const record = this.#read(mobile);
    return record ? Math.max(0, record.lockedUntil - this.#now()) : 0;
  }

  /**
   * Counts a failed login of `mobile` (a wrong password or an unknown mobile); the failure that
   * reaches LOGIN_LOCKOUT_FAILURES locks it. Answers the lock it started in ms, or 0.
   */
  failed(mobile: string): number {
    const now = this.#now();
    const record = this.#read(mobile) ?? { failures: [], level: 0, lockedUntil: 0 };
    record.failures.push(now);
    let lock = 0;
    if (record.failures.length >= LOGIN_LOCKOUT_FAILURES) {
      lock = Math.min(LOGIN_LOCKOUT_FIRST_MS * 2 ** record.level, LOGIN_LOCKOUT_MAX_MS);
      record.level += 1;
      record.lockedUntil = now + lock;
      record.failures = [];
    }
    this.#tracked.delete(mobile);
    this.#tracked.set(mobile, record);
    while (this.#tracked.size > this.#maxTracked) {
      const oldest = this.#tracked.keys().next().value;
      if (oldest === undefined) break;
      this.#tracked.delete(oldest);
    }
    return lock;
  }

  /** Forgets `mobile` after a successful login: its failures and lock level start over. */
  succeeded(mobile: string): void {
    this.#tracked.delete(mobile);
  }

  /**
   * The record of `mobile` with what no longer counts taken out (failures older than the window, a
   * lock level past its decay), or undefined (and dropped) when nothing is left.
   */
  #read(mobile: string): Tracked | undefined {
    const record = this.#tracked.get(mobile);
    if (!record) return undefined;
    const now = this.#now();
    record.failures = record.failures.filter((t) => now - t < LOGIN_LOCKOUT_FAILURE_WINDOW_MS);
    if (record.level > 0 && now >= record.lockedUntil + LOGIN_LOCKOUT_DECAY_MS) {
      record.level = 0;
      record.lockedUntil = 0;
    }
    if (record.failures.length === 0 && record.level === 0) {
      this.#tracked.delete(mobile);
      return undefined;
    }
    return record;
  }
}

/** A wait in words for a 429 message: '45 seconds', '1 minute', '15 minutes'. */
export function waitInWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
