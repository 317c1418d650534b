import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './servers.js';

/** One row of the mock API's throughput table (its own bench writes these). */
export interface ThroughputRow {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  /** Share of the bare Fastify hello-world's req/s measured in the same run (0..1+). */
  ratio: number;
}

/**
 * Runs `pnpm --filter @trini/mock-api bench` and reads the figures it writes to
 * apps/mock-api/dist/bench.json: the throughput rows, and the mean time (ms) it took to render a
 * product picture the media cache did not hold.
 */
export function mockThroughput(): { rows: ThroughputRow[]; mediaRenderMs: number } {
  execFileSync('pnpm', ['--filter', '@trini/mock-api', 'bench'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const file = join(ROOT, 'apps/mock-api/dist/bench.json');
  if (!existsSync(file)) throw new Error(`The mock API bench wrote no ${file}`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    figures?: ThroughputRow[];
    mediaRenderMs?: number;
  };
  if (!data.figures?.length) throw new Error(`${file} has no figures`);
  if (data.mediaRenderMs === undefined) throw new Error(`${file} has no mediaRenderMs`);
  return { rows: data.figures, mediaRenderMs: data.mediaRenderMs };
}

/** Time per calculateCart call for one cart size, from the domain bench. */
export interface CartTiming {
  name: string;
  meanUs: number;
  opsPerSec: number;
}

/** Runs the domain's Tinybench bench and reads its JSON: mean time per calculateCart call in µs. */
export function cartTimings(): CartTiming[] {
  const out = join(mkdtempSync(join(tmpdir(), 'trini-bench-')), 'domain.json');
  execFileSync('pnpm', ['--filter', '@trini/domain', 'bench', '--json', out], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const json = JSON.parse(readFileSync(out, 'utf8')) as { timings?: CartTiming[] };
  if (!json.timings?.length) throw new Error(`${out} has no timings`);
  return json.timings;
}
