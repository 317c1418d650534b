import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { within } from '../test/within.ts';
import { CPU_HOG_VARIABLE, cpuHogCount, startCpuHogs } from './cpu-hog.ts';

/** Whether process `pid` still runs (a zombie, exited but not yet reaped, does not). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The CPU time process `pid` has used in user mode so far, in clock ticks (/proc/<pid>/stat). */
function userTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis: state is the first, utime the 12th.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[11]);
}

/** A ceiling for a process to go on a busy 2-core machine. */
const GONE_MS = 15_000;

describe('TEST_CPU_HOG: CPU hogs beside pnpm test', () => {
  it('reads how many from the environment, and names the variable for anything else', () => {
    expect(cpuHogCount({})).toBe(0);
    expect(cpuHogCount({ [CPU_HOG_VARIABLE]: '' })).toBe(0);
    expect(cpuHogCount({ [CPU_HOG_VARIABLE]: ' 2 ' })).toBe(2);
    for (const wrong of ['x', '-1', '1.5', '17', '1e1'])
      expect(() => cpuHogCount({ [CPU_HOG_VARIABLE]: wrong })).toThrow(
        `TEST_CPU_HOG must be a whole number from 0 to 16, not '${wrong}'.`,
      );
  });

  it('a hog keeps computing until stopped, then is gone', async () => {
    const hogs = startCpuHogs(1);
    const [pid] = hogs.pids;
    try {
      expect(pid).toBeGreaterThan(0);
      const first = await within(GONE_MS, () => running(pid!) && userTicks(pid!) > 0);
      expect(first, 'the hog used CPU time').toBe(true);
      const ticks = userTicks(pid!);
      expect(await within(GONE_MS, () => userTicks(pid!) > ticks), 'and goes on using it').toBe(
        true,
      );
    } finally {
      hogs.stop();
    }
    expect(await within(GONE_MS, () => !running(pid!)), 'gone after stop').toBe(true);
  });

  it('a hog exits by itself when the process that started it is killed with SIGKILL', async () => {
    const module = fileURLToPath(new URL('./cpu-hog.ts', import.meta.url));
    const parent = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { startCpuHogs } = await import(${JSON.stringify(module)});
         console.log(startCpuHogs(1).pids[0]);
         setInterval(() => undefined, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let printed = '';
    parent.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    expect(await within(GONE_MS, () => /^\d+\n/.test(printed)), 'the hog started').toBe(true);
    const hog = Number(printed.trim());
    expect(running(hog)).toBe(true);
    parent.kill('SIGKILL');
    expect(await within(GONE_MS, () => !running(hog)), 'the hog left with its parent').toBe(true);
  });
});
