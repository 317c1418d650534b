import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownGroup } from './leave-nothing.ts';
import { freePorts, isPortFree } from '@trini/server-kit/ports';
import { ROOT } from './stack.ts';
import { within } from '../test/within.ts';

/** The environment variable every process of the run under test inherits, to find them after. */
const MARK = 'TRINI_TEST_RUN_MARK';

/**
 * The processes whose environment holds `MARK=<mark>` (Linux's /proc: readable for this user's
 * own processes), each as its pid and command line.
 */
function processesMarked(mark: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (!env.includes(`${MARK}=${mark}`)) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.push(`${entry} ${command.trim().slice(0, 160)}`);
    } catch {
      // Gone while read, or not ours to read.
    }
  }
  return found;
}

/**
 * The README's `pnpm test`, given one journey, interrupted as Ctrl-C interrupts it: SIGINT to
 * its whole process group once its servers answer and its browser runs. Nothing of the run may
 * stay: no process that inherited its environment (the runner, pnpm, Playwright, the mock API,
 * the storefront server, Chromium) and neither server's port.
 */
describe('an interrupted pnpm test leaves nothing behind', () => {
  it('Ctrl-C during a journey stops the servers and the browser and frees both ports', async () => {
    const [mockPort = 0, webPort = 0] = await freePorts(2);
    const mark = randomUUID();
    let out = '';
    const run = ownGroup(
      // Repeated, so that the run cannot end by itself before the interrupt has had its effect.
      spawn(
        'pnpm',
        ['test', '--', 'e2e/tests/home.spec.ts', '--project=desktop', '--repeat-each=50'],
        {
          cwd: ROOT,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            MOCK_PORT: String(mockPort),
            WEB_PORT: String(webPort),
            [MARK]: mark,
          },
        },
      ),
    );
    run.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = once(run, 'exit');

    // Mid-run: both servers answer and a browser of the run is up.
    const midRun = await within(
      240_000,
      async () =>
        !(await isPortFree('127.0.0.1', webPort)) &&
        !(await isPortFree('127.0.0.1', mockPort)) &&
        processesMarked(mark).some((p) => /chrom/i.test(p)),
    );
    expect(midRun, out.slice(-3000)).toBe(true);

    process.kill(-(run.pid ?? 0), 'SIGINT');
    await exited;

    await within(60_000, () => processesMarked(mark).length === 0);
    expect(processesMarked(mark)).toEqual([]);
    expect(await isPortFree('127.0.0.1', webPort)).toBe(true);
    expect(await isPortFree('127.0.0.1', mockPort)).toBe(true);
  }, 360_000);
});
