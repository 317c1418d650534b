import type { Budgets, Miss, SnapshotComparison, TargetCheck } from './budgets.js';
import type { FileSize } from './bundles.js';
import type { DeadWindow, TapTrial } from './first-taps.js';
import type { EntryCost } from './domain-entries.js';
import type { PageFigures, ThrottlingMethod } from './lighthouse-runs.js';
import type { CartTiming, ThroughputRow } from './parts.js';
import type { PageThroughput } from './throughput.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(title: string, head: string[], rows: (string | number)[][]): void {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of cells.slice(1)) console.log(line(r));
}

/** A share as the tables print it: `0.046` is `4.6 %`. */
function percent(share: number): string {
  return `${(100 * share).toFixed(1)} %`;
}

/**
 * Prints the parts of the bench as Markdown tables: Lighthouse, the served pages beside their
 * snapshots, the mid-tier and low-tier phones, early taps, render throughput, bundles, the mock
 * API, @trini/domain's entries, calculateCart, and the targets.
 */
export function printTable(f: {
  runs: number;
  /** Lighthouse runs per page, and how they were throttled. */
  lighthouseRuns: number;
  throttlingMethod: ThrottlingMethod;
  /** Pairs of loads behind each phone LCP ratio. */
  lcpPairs: number;
  pages: PageFigures[];
  snapshots: SnapshotComparison[];
  deadWindows: DeadWindow[];
  /** The low-tier phone's dead windows (runs per page): printed, never judged. */
  lowTier: { runs: number; deadWindows: DeadWindow[] };
  /** How long each part of the bench took (s), in the order run. */
  phases: { phase: string; seconds: number }[];
  taps: TapTrial[];
  render: PageThroughput[];
  /** The budgets judged (the render shares' floors are named in their table's title). */
  budgets: Pick<Budgets, 'renderShareProduct' | 'renderShareHome' | 'renderShareCategory'>;
  bundles: {
    homeJs: Omit<FileSize, 'file'>;
    homeCss: Omit<FileSize, 'file'>;
    homeFonts: Omit<FileSize, 'file'>;
    chunks: FileSize[];
  };
  domainEntries: EntryCost[];
  /** The mock API's throughput rows, and its mean time (ms) to render an uncached product picture. */
  throughput: { rows: ThroughputRow[]; mediaRenderMs: number };
  cart: CartTiming[];
  targets: TargetCheck[];
  misses: Miss[];
}): void {
  table(
    `Lighthouse 13, mobile, ${f.throttlingMethod === 'devtools' ? 'DevTools throttling applied to the load' : 'simulated throttling'} (slow 4G), the CPU slowdown calibrated to the mid-tier phone from the machine's benchmark index before each run (median of up to ${f.lighthouseRuns}, fewer once the runs settle every budget; its LCP for reference, budgeted nowhere)`,
    [
      'page',
      'perf',
      'perf runs',
      'a11y',
      'best pr.',
      'SEO',
      'LCP ms (for reference)',
      'TBT ms',
      'CLS',
      'bench index',
      'CPU ×',
    ],
    f.pages.map((p) => [
      p.page,
      p.performance,
      p.performanceRuns.join('/'),
      p.accessibility,
      p.bestPractices,
      p.seo,
      p.lcpMs,
      p.tbtMs,
      p.cls,
      p.benchmarkIndex,
      p.cpuSlowdown,
    ]),
  );
  table(
    `Served vs its no-JavaScript snapshot: the largest paint Chromium reported on the phone profile (medians of up to ${f.lcpPairs} pairs, fewer once the ratios settle the budget; the ratio the median of the pairs' ratios; budget ≤ 1.10); the snapshot is sent once the storefront has rendered the page for its request, so both first bytes wait for the server's render`,
    [
      'page',
      'phone LCP ms',
      'snapshot phone LCP ms',
      'phone ratio',
      'first byte ms',
      'snapshot first byte ms',
    ],
    f.snapshots.map((s) => [
      s.page,
      s.servedLcpMs,
      s.snapshotLcpMs,
      s.ratio.toFixed(2),
      s.servedFirstByteMs ?? '',
      s.snapshotFirstByteMs ?? '',
    ]),
  );
  table(
    `Phone profile (the mid-tier phone: CPU slowed by host index ÷ 1,000, at least 1; 150 ms RTT, 1.6 Mbps; median of up to ${f.runs}, fewer once the runs settle the budget; budget dead window ≤ 1000 ms)`,
    [
      'page',
      'first control ms',
      'hydrated ms',
      'next frame ms',
      'dead window ms',
      'runs',
      'observed LCP ms',
      'bench index',
      'CPU ×',
    ],
    f.deadWindows.map((d) => [
      d.page,
      d.firstControlMs,
      d.hydratedMs,
      d.hydratedFrameMs,
      d.deadWindowMs,
      d.deadWindowRuns.join('/'),
      d.lcpMs,
      d.benchmarkIndex,
      d.cpuSlowdown,
    ]),
  );
  if (f.lowTier.deadWindows.length > 0)
    table(
      `Low-tier phone, UNBUDGETED, printed only (a Moto G Power 2022: CPU slowed by host index ÷ 264, at least 1; same network; median of ${f.lowTier.runs})`,
      ['page', 'dead window ms', 'runs', 'observed LCP ms', 'bench index', 'CPU ×'],
      f.lowTier.deadWindows.map((d) => [
        d.page,
        d.deadWindowMs,
        d.deadWindowRuns.join('/'),
        d.lcpMs,
        d.benchmarkIndex,
        d.cpuSlowdown,
      ]),
    );
  table(
    'Early taps on the phone profile, made the moment the control shows (budget: 0 lost)',
    ['tap', 'tries', 'lost'],
    f.taps.map((t) => [t.tap, t.tries, t.lost]),
  );
  table(
    `Storefront server, page cache off (autocannon, 10 connections, same run; budget: product ≥ ${percent(f.budgets.renderShareProduct)}, home ≥ ${percent(f.budgets.renderShareHome)}, category ≥ ${percent(f.budgets.renderShareCategory)} of the static file)`,
    ['what', 'path', 'req/s', 'p99 ms', 'vs static file', 'non-2xx'],
    f.render.map((r) => [
      r.name,
      r.path,
      r.reqPerSec,
      r.p99Ms,
      `${(r.ratio * 100).toFixed(1)}%`,
      r.non2xx,
    ]),
  );
  table(
    'Bundles (first visit to home, then each other chunk)',
    ['what', 'raw', 'gzip', 'brotli'],
    [
      [
        'home first-visit JS',
        kb(f.bundles.homeJs.raw),
        kb(f.bundles.homeJs.gzip),
        kb(f.bundles.homeJs.brotli),
      ],
      [
        'home first-visit CSS',
        kb(f.bundles.homeCss.raw),
        kb(f.bundles.homeCss.gzip),
        kb(f.bundles.homeCss.brotli),
      ],
      [
        'home first-visit fonts (woff2)',
        kb(f.bundles.homeFonts.raw),
        kb(f.bundles.homeFonts.gzip),
        kb(f.bundles.homeFonts.brotli),
      ],
      ...f.bundles.chunks.map((c) => [
        c.name ? `${c.file} (${c.name})` : c.file,
        kb(c.raw),
        kb(c.gzip),
        kb(c.brotli),
      ]),
    ],
  );
  table(
    `Mock API throughput (autocannon, same run); an uncached product picture rendered in ${f.throughput.mediaRenderMs} ms (mean of 20)`,
    ['route', 'req/s', 'p99 ms', 'vs hello-world'],
    f.throughput.rows.map((t) => [
      t.name,
      Math.round(t.reqPerSec),
      t.p99Ms,
      `${Math.round(t.ratio * 100)}%`,
    ]),
  );
  table(
    '@trini/domain entries: every export bundled for the browser (rolldown, minified)',
    ['entry', 'minified', 'gzip', 'zod', 'modules'],
    f.domainEntries.map((e) => [
      e.entry,
      kb(e.minified),
      kb(e.gzip),
      e.zodClassic ? 'classic' : e.zod ? 'mini' : 'no',
      e.modules,
    ]),
  );
  table(
    'calculateCart (domain bench)',
    ['cart', 'µs per call', 'calls/s'],
    f.cart.map((c) => [c.name, c.meanUs.toFixed(2), Math.round(c.opsPerSec)]),
  );
  table(
    "Where the bench's time went (s; the page cache's part runs after, apart)",
    ['part', 's'],
    [
      ...f.phases.map((p) => [p.phase, p.seconds]),
      ['total', f.phases.reduce((t, p) => t + p.seconds, 0)],
    ],
  );
  table(
    'Targets (budgets.ts TARGETS; the enforced ceilings are BUDGETS): the worst page of each',
    ['target', 'limit', 'measured', 'page', 'met'],
    f.targets.map((t) => [t.target, t.limit, t.measured, t.page, t.met ? 'yes' : 'NOT YET']),
  );
}
