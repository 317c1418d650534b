import { describe, expect, it } from 'vitest';
import { median, medianSettled } from './stats.js';

const within = (x: number) => x <= 10;

describe('medianSettled', () => {
  it('settles once more than half of the planned runs are within the budget, or past it', () => {
    expect(medianSettled([1, 2], 5, within)).toBe(false);
    expect(medianSettled([1, 2, 3], 5, within)).toBe(true);
    expect(medianSettled([11, 12, 13], 5, within)).toBe(true);
    expect(medianSettled([1, 12, 3, 14], 5, within)).toBe(false);
    expect(medianSettled([1, 12, 3, 14, 5], 5, within)).toBe(true);
    // An even count: the median is the mean of the middle two, both on the settled side.
    expect(medianSettled([1, 2], 4, within)).toBe(false);
    expect(medianSettled([1, 2, 3], 4, within)).toBe(true);
  });

  it('gives the verdict the median of every planned run would give, whatever the runs left', () => {
    // Every continuation of every settled prefix, runs of 0..20 around a budget of 10, 5 planned.
    const values = [0, 9, 10, 11, 20];
    const prefixes: number[][] = [[]];
    for (let n = 0; n < 5; n++)
      for (const p of prefixes.splice(0)) for (const v of values) prefixes.push([...p, v]);
    let settledEarly = 0;
    for (const all of prefixes)
      for (let k = 1; k < 5; k++) {
        const taken = all.slice(0, k);
        if (!medianSettled(taken, 5, within)) continue;
        settledEarly++;
        expect(within(median(all)), `${taken.join(',')} then ${all.slice(k).join(',')}`).toBe(
          taken.filter(within).length > taken.length / 2,
        );
      }
    expect(settledEarly).toBeGreaterThan(0);
  });
});
