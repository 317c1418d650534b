import { spawn } from 'node:child_process';

/**
 * The environment variable that asks `pnpm test` for CPU hogs beside the run: how many (an
 * integer from 0 to 16; unset or empty is 0).
 */
export const CPU_HOG_VARIABLE = 'TEST_CPU_HOG';

/**
 * How many hogs `env` asks for (CPU_HOG_VARIABLE). Throws an Error naming the variable for
 * anything but an integer from 0 to 16.
 */
export function cpuHogCount(env: NodeJS.ProcessEnv): number {
  const value = env[CPU_HOG_VARIABLE]?.trim() ?? '';
  if (value === '') return 0;
  const count = Number(value);
  if (!/^\d{1,2}$/.test(value) || count > 16)
    throw new Error(`${CPU_HOG_VARIABLE} must be a whole number from 0 to 16, not '${value}'.`);
  return count;
}

/**
 * One hog's program (for `node -e`): computes without pause, as a build or a video call beside
 * the tests does, and every 200 ms looks whether the process that started it is still its parent;
 * once that has gone (stopped, crashed or killed with SIGKILL, which leaves it no time to stop
 * its hogs), the hog has been handed to another parent, and exits.
 */
const HOG_PROGRAM = `
const parent = Number(process.argv[1]);
let x = 0;
for (;;) {
  const until = Date.now() + 200;
  while (Date.now() < until) x = (x * 1103515245 + 12345) % 2147483648;
  if (process.ppid !== parent) process.exit(0);
}`;

/** Hogs started by startCpuHogs. */
export interface CpuHogs {
  /** Their process ids. */
  pids: number[];
  /** Sends each SIGKILL (idempotent); their own watch of this process is the second guard. */
  stop(): void;
}

/**
 * Starts `count` processes that each keep one core busy (at the same priority as the tests),
 * children of this process that exit when it goes. For `pnpm test` beside a busy machine's other
 * work: `TEST_CPU_HOG=1 pnpm test` runs the suite on 2 cores with one of them taken.
 */
export function startCpuHogs(count: number): CpuHogs {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', HOG_PROGRAM, String(process.pid)], { stdio: 'ignore' }),
  );
  return {
    pids: children.map((child) => child.pid ?? 0),
    stop() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
