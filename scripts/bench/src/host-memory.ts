import { performance } from 'node:perf_hooks';
import { median } from './stats.js';
import type { Miss } from './budgets.js';

/**
 * What a page fault costs on a host whose memory behaves as a phone's or a workstation's: the
 * first write to a fresh 4 KB page, the kernel's fault and zeroing, takes well under 1 µs there.
 * A host above this many µs (a micro-VM whose memory its hypervisor backs only when first
 * touched, and takes back when freed) spends the difference in every renderer's start, heap
 * growth and layout, main-thread time no phone spends, which the CPU slowdown then multiplies.
 */
export const PHONE_LIKE_FAULT_US = 2;

/**
 * The host's cost of a first touch, in µs per 4 KB page: a fresh 64 MB buffer (not zero-filled,
 * so that its pages are not yet mapped) written once a page, timed; the median of `samples`.
 */
export function hostFaultMicros(samples = 3): number {
  const bytes = 64 << 20;
  const pages = bytes / 4096;
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const buffer = Buffer.allocUnsafeSlow(bytes);
    const start = performance.now();
    for (let at = 0; at < bytes; at += 4096) buffer[at] = 1;
    times.push(((performance.now() - start) * 1000) / pages);
  }
  return Number(median(times).toFixed(2));
}

/** The figures that are main-thread time as Lighthouse measures it (`checkBudgets`' names). */
const MAIN_THREAD_FIGURES = new Set([
  'TBT ms',
  'performance',
  'performance (server-rendered, cart, checkout)',
]);

/**
 * Splits budget misses into those the host can judge and those it cannot: on a host whose first
 * touch costs more than PHONE_LIKE_FAULT_US (`faultUs`), a miss of a main-thread figure (TBT,
 * Lighthouse performance) measures the host's memory, not the page, and is set apart, printed
 * but not failing the run. `always` (BENCH_JUDGE_MAIN_THREAD=1) judges them on any host.
 * Returns `{ judged, unjudged }`; every other miss is always judged.
 */
export function splitByHost(
  misses: Miss[],
  faultUs: number,
  always = process.env.BENCH_JUDGE_MAIN_THREAD === '1',
): { judged: Miss[]; unjudged: Miss[] } {
  if (always || faultUs <= PHONE_LIKE_FAULT_US) return { judged: misses, unjudged: [] };
  return {
    judged: misses.filter((m) => !MAIN_THREAD_FIGURES.has(m.figure)),
    unjudged: misses.filter((m) => MAIN_THREAD_FIGURES.has(m.figure)),
  };
}
