import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, phoneTiers } from './index.js';

describe('cpuSlowdownFor: the host index → the CPU slowdown that makes it the target phone', () => {
  it('divides the host index by the phone’s (DevTools’ calibration), to two decimals', () => {
    expect(cpuSlowdownFor(1500, phoneTiers.mid, undefined)).toBe(1.5);
    expect(cpuSlowdownFor(2000, phoneTiers.mid, undefined)).toBe(2);
    expect(cpuSlowdownFor(1000, phoneTiers.low, undefined)).toBe(3.79);
  });

  it('targets the mid-tier phone (index 1,000) unless told otherwise', () => {
    expect(phoneTiers).toEqual({ mid: 1000, low: 264 });
    expect(cpuSlowdownFor(1800, undefined, undefined)).toBe(1.8);
  });

  it('never speeds a host up: one slower than the phone, or a failed measure, gives 1', () => {
    expect(cpuSlowdownFor(700, phoneTiers.mid, undefined)).toBe(1);
    expect(cpuSlowdownFor(0, phoneTiers.mid, undefined)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN, phoneTiers.mid, undefined)).toBe(1);
  });

  it('takes PHONE_CPU_SLOWDOWN as given, and refuses what is not a multiplier', () => {
    expect(cpuSlowdownFor(700, phoneTiers.mid, '4')).toBe(4);
    expect(cpuSlowdownFor(700, phoneTiers.mid, '')).toBe(1);
    expect(() => cpuSlowdownFor(700, phoneTiers.mid, 'fast')).toThrow(
      /PHONE_CPU_SLOWDOWN must be a number ≥ 1, not "fast"/,
    );
    expect(() => cpuSlowdownFor(700, phoneTiers.mid, '0.5')).toThrow(/not "0.5"/);
  });
});
