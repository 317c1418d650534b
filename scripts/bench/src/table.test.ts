import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeadWindow } from './first-taps.js';
import { printTable } from './table.js';

const window = (page: string, tier: DeadWindow['tier'], over: Partial<DeadWindow> = {}) => ({
  page,
  path: `/${page}`,
  tier,
  benchmarkIndex: 1320,
  cpuSlowdown: tier === 'mid' ? 1.32 : 5,
  firstControlMs: 900,
  hydratedMs: 1800,
  hydratedFrameMs: 1820,
  deadWindowMs: 900,
  deadWindowRuns: [900, 880, 910],
  lcpMs: 1100,
  lcpRuns: [1100, 1090, 1120],
  ...over,
});

const none = { raw: 0, gzip: 0, brotli: 0 };
const figures = (lowTier: DeadWindow[]) => ({
  runs: 5,
  lighthouseRuns: 3,
  throttlingMethod: 'devtools' as const,
  lcpPairs: 9,
  pages: [],
  snapshots: [],
  deadWindows: [window('home', 'mid')],
  lowTier: { runs: 3, deadWindows: lowTier },
  phases: [
    { phase: 'Lighthouse', seconds: 300 },
    { phase: 'phone LCP pairs', seconds: 120 },
  ],
  taps: [],
  render: [],
  budgets: { renderShareProduct: 0.06, renderShareHome: 0.046, renderShareCategory: 0.023 },
  bundles: { homeJs: none, homeCss: none, homeFonts: none, chunks: [] },
  domainEntries: [],
  throughput: { rows: [], mediaRenderMs: 12 },
  cart: [],
  targets: [],
  misses: [],
});

/** What printTable writes, as one string. */
function printed(lowTier: DeadWindow[]): string {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  printTable(figures(lowTier));
  return log.mock.calls.map((c) => c.join(' ')).join('\n');
}

afterEach(() => vi.restoreAllMocks());

describe('printTable', () => {
  it('says Lighthouse ran with DevTools throttling applied, its LCP budgeted nowhere', () => {
    const out = printed([]);
    expect(out).toContain('Lighthouse 13, mobile, DevTools throttling applied to the load');
    expect(out).toContain('its LCP for reference, budgeted nowhere');
    expect(out).not.toContain('simulated');
  });

  it('says so when Lighthouse simulated the phone instead', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    printTable({ ...figures([]), throttlingMethod: 'simulate' });
    const out = log.mock.calls.map((c) => c.join(' ')).join('\n');
    expect(out).toContain('Lighthouse 13, mobile, simulated throttling');
    expect(out).not.toContain('DevTools throttling applied');
  });

  it('prints the mid-tier phone with its observed LCP, benchmark index and CPU slowdown', () => {
    expect(printed([])).toContain(
      '| home | 900              | 1800        | 1820          | 900            | 900/880/910 | 1100            | 1320        | 1.32  |',
    );
  });

  it('prints the low-tier phone apart, labelled unbudgeted, with its runs, index and slowdown', () => {
    const out = printed([window('home', 'low', { deadWindowMs: 3100, lcpMs: 2400 })]);
    expect(out).toContain('Low-tier phone, UNBUDGETED, printed only');
    expect(out).toContain('host index ÷ 264');
    expect(out).toContain('median of 3)');
    expect(out).toContain(
      '| home | 3100           | 900/880/910 | 2400            | 1320        | 5     |',
    );
  });

  it('prints how long each part of the bench took, and the total', () => {
    const out = printed([]);
    expect(out).toMatch(/\| Lighthouse +\| 300 \|/);
    expect(out).toMatch(/\| total +\| 420 \|/);
  });

  it('prints no low-tier table when it was skipped (BENCH_LOW_TIER_RUNS=0)', () => {
    expect(printed([])).not.toContain('Low-tier');
  });
});
