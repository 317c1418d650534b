import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { StateFile } from '../../src/state/state-file.js';

const launcher = fileURLToPath(new URL('../../bin/trini-mock.mjs', import.meta.url));

/** Ports this test may listen on (tried in turn while taken). */
const PORTS = Array.from({ length: 20 }, (_, i) => 3741 + i);

/** Generous for a busy two-core machine: a start, a request and a stop each take seconds there. */
const SLOW = 60_000;

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Runs `trini-mock start` with `args`; resolves once it listens, or with its exit and output. */
function run(
  args: string[],
  port: number,
): Promise<Started | { code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [
      launcher,
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--metrics',
      '0',
      '--log-requests',
      '0',
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.push(child);
  let output = '';
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** `trini-mock start --state-file <path>` on the first free port of PORTS. */
async function startWith(path: string): Promise<Started> {
  for (const port of PORTS) {
    const started = await run(['--state-file', path], port);
    if ('url' in started) return started;
    if (!started.output.includes('already in use'))
      throw new Error(`trini-mock exited (${started.code}): ${started.output}`);
  }
  throw new Error('no free port among 3741-3760');
}

/** SIGTERM, and resolves with the exit code once it has exited. */
async function stop(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  return code;
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('trini-mock start --state-file', () => {
  it(
    'a customer registered just before SIGTERM is in the file, and logs in after the restart',
    async () => {
      const path = join(mkdtempSync(join(tmpdir(), 'state-cli-')), 'mock-state.json');
      const first = await startWith(path);
      const registered = await post(`${first.url}/api/customer/register`, {
        CustomerName: 'Signal Shopper',
        Mobile1: '7123321',
        EmailID: 'signal@example.com',
        NewPassword: 'secret12',
        ConfirmPassword: 'secret12',
      });
      expect(await registered.json()).toMatchObject({ success: true });
      // Stopped at once, within the write delay: the close writes it.
      expect(await stop(first.child)).toBe(0);
      const state = JSON.parse(readFileSync(path, 'utf8')) as StateFile;
      expect(state.customers.map((c) => c.Mobile1)).toContain('7123321');
      expect(JSON.stringify(state)).not.toContain('secret12');

      const second = await startWith(path);
      const login = await post(`${second.url}/api/Auth/CLogin`, {
        Mobile: '7123321',
        Password: 'secret12',
      });
      expect(login.status).toBe(200);
      expect(await stop(second.child)).toBe(0);
    },
    SLOW * 2,
  );

  it(
    'a corrupt state file stops it with exit code 2 and one line naming the file',
    async () => {
      const path = join(mkdtempSync(join(tmpdir(), 'state-cli-')), 'mock-state.json');
      writeFileSync(path, 'garbage');
      const ended = await run(['--state-file', path], PORTS[0]!);
      if ('url' in ended) throw new Error('it started on a corrupt state file');
      expect(ended.code).toBe(2);
      expect(ended.output.trim().split('\n')).toEqual([
        expect.stringMatching(/^State file .*: not JSON .*left as it is/),
      ]);
      expect(ended.output).toContain(path);
      expect(readFileSync(path, 'utf8')).toBe('garbage');
    },
    SLOW,
  );
});
