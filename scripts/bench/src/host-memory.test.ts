import { describe, expect, it } from 'vitest';
import type { Miss } from './budgets.js';
import { PHONE_LIKE_FAULT_US, hostFaultMicros, splitByHost } from './host-memory.js';

const miss = (figure: string): Miss => ({ page: 'cart', figure, measured: 1, limit: 'x' });
const misses = [
  miss('TBT ms'),
  miss('performance'),
  miss('performance (server-rendered, cart, checkout)'),
  miss('CLS'),
  miss('accessibility'),
  miss('LCP ÷ LCP of its no-JS snapshot'),
  miss('first-visit JS (gzip)'),
];

describe('splitByHost: which budget misses a host can judge', () => {
  it('judges every miss on a host whose memory behaves as a phone’s', () => {
    expect(splitByHost(misses, PHONE_LIKE_FAULT_US, false)).toEqual({
      judged: misses,
      unjudged: [],
    });
  });

  it('sets apart only TBT and Lighthouse performance on a host of slow first touches', () => {
    const { judged, unjudged } = splitByHost(misses, 20, false);
    expect(unjudged.map((m) => m.figure)).toEqual([
      'TBT ms',
      'performance',
      'performance (server-rendered, cart, checkout)',
    ]);
    expect(judged.map((m) => m.figure)).toEqual([
      'CLS',
      'accessibility',
      'LCP ÷ LCP of its no-JS snapshot',
      'first-visit JS (gzip)',
    ]);
  });

  it('judges them all anyway when told to (BENCH_JUDGE_MAIN_THREAD=1)', () => {
    expect(splitByHost(misses, 20, true).unjudged).toEqual([]);
  });
});

describe('hostFaultMicros', () => {
  it('gives a positive cost per page', () => {
    expect(hostFaultMicros(1)).toBeGreaterThan(0);
  });
});
