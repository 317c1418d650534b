import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPortFree } from '@trini/server-kit/ports';
import { within } from '../test/within.ts';

const holder = fileURLToPath(new URL('../test/hold-a-group.ts', import.meta.url));

/** Whether a process (or, with a negative id, a process group) exists. */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a process stopped mid-run leaves nothing behind (leave-nothing.ts)', () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    it(`${signal}: its detached process group is stopped, its port freed and its temporary folder removed`, async () => {
      const child = spawn(process.execPath, [holder], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const ready = await within(60_000, () => out.includes('ready '));
      expect(ready, out).toBe(true);
      const [, port, folder, leader] = out.trim().split(' ');
      expect(existsSync(folder ?? '')).toBe(true);
      expect(await isPortFree('127.0.0.1', Number(port))).toBe(false);

      const exited = once(child, 'exit');
      child.kill(signal);
      const [code, stoppedBy] = (await exited) as [number | null, NodeJS.Signals | null];
      // It ends as the signal ends a process, after cleaning up.
      expect(stoppedBy).toBe(signal);
      expect(code).toBeNull();
      expect(existsSync(folder ?? '')).toBe(false);
      expect(await within(30_000, () => !exists(-Number(leader)))).toBe(true);
      expect(await within(30_000, () => isPortFree('127.0.0.1', Number(port)))).toBe(true);
    }, 120_000);
  }

  it('a normal exit stops its group and removes its folder too', async () => {
    const child = spawn(process.execPath, [holder, '--exit'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, out).toBe(0);
    const [, port, folder, leader] = out.trim().split(' ');
    expect(out).toContain('ready ');
    expect(existsSync(folder ?? '')).toBe(false);
    expect(await within(30_000, () => !exists(-Number(leader)))).toBe(true);
    expect(await within(30_000, () => isPortFree('127.0.0.1', Number(port)))).toBe(true);
  }, 120_000);
});
