/**
 * A small seeded pseudo-random generator (mulberry32) and helpers, so the seed is deterministic:
 * the same seed number always yields the same sequence.
 */

/** A seeded random source: `next()` returns a float in [0, 1). */
export interface Random {
  /** Next float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p` (0 to 1). */
  chance(p: number): boolean;
  /** One element of a non-empty list; throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of the list (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * Creates a mulberry32 generator from a 32-bit seed.
 * @param seed any integer; only the low 32 bits are used
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        const a = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = a;
      }
      return copy;
    },
  };
}

/**
 * Derives an independent sub-stream seed from a seed and a label (FNV-1a over the label), so
 * adding draws in one part of the seed does not shift the others.
 */
export function subSeed(seed: number, label: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i += 1) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
