import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portInUseMessage } from '../src/cli.js';

const launcher = fileURLToPath(new URL('../bin/trini-mock.mjs', import.meta.url));

/** This process's environment without the mock's HOST and PORT, so the flags alone decide. */
function withoutMockSettings(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.HOST;
  delete env.PORT;
  return env;
}

/** Runs the `trini-mock` launcher at `path` with `args`; answers exit code and output. */
function run(path: string, args: string[]) {
  const result = spawnSync(process.execPath, [path, ...args], {
    encoding: 'utf8',
    env: withoutMockSettings(),
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the trini-mock launcher (bin/trini-mock.mjs)', () => {
  it('runs the built CLI', () => {
    const { code, stdout } = run(launcher, ['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('trini-mock verify --target <base-url>');
  });

  it('before the first build (no dist/), says in one line to run pnpm build, exit 1', () => {
    const checkout = mkdtempSync(join(tmpdir(), 'trini-mock-unbuilt-'));
    try {
      mkdirSync(join(checkout, 'bin'));
      copyFileSync(launcher, join(checkout, 'bin', 'trini-mock.mjs'));
      const { code, stdout, stderr } = run(join(checkout, 'bin', 'trini-mock.mjs'), ['--help']);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        'trini-mock is not built yet: run `pnpm build` (in the repository) first.\n',
      );
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});

describe('trini-mock start on a port already in use', () => {
  let taken: Server;
  let port = 0;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((done) => taken.close(() => done())));

  it('prints one line naming the port and the setting that changes it, no stack trace (exit 2)', () => {
    const { code, stderr } = run(launcher, ['--port', String(port), '--log-requests', '0']);
    expect(code).toBe(2);
    expect(stderr).toBe(`${portInUseMessage('127.0.0.1', port)}\n`);
    expect(portInUseMessage('127.0.0.1', port)).toBe(
      `Port ${port} on 127.0.0.1 is already in use: set PORT (or --port) to a free port, e.g. PORT=${port + 1}.`,
    );
  });
});
