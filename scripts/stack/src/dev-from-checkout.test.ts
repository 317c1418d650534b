import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePorts, isPortFree } from '@trini/server-kit/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownFolder, ownGroup } from './leave-nothing.ts';
import { ROOT, waitUntilAnswers } from './stack.ts';

/** The built folders `pnpm dev` must not need. */
const BUILT = [
  'packages/domain/dist',
  'packages/server-kit/dist',
  'apps/mock-api/dist',
  'apps/storefront/dist',
];

let checkout = '';
let dev: ChildProcess | undefined;
let log = '';

/** Whether `port` is free within `ms` (the servers close as the process group stops). */
async function freedWithin(port: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await isPortFree('127.0.0.1', port))) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
  return true;
}

/**
 * `pnpm dev` from a checkout that was never built (the files git tracks, plus the
 * ones not yet committed, copied without node_modules or any dist/), after `pnpm install` only.
 * It used to answer every page 500 (the domain's watch build emptied dist/ under the servers).
 */
describe('pnpm dev from a checkout that was never built', () => {
  beforeAll(() => {
    // Removed when the run ends, however it ends (leave-nothing.ts): the copy is ~750 MB.
    checkout = ownFolder(mkdtempSync(join(tmpdir(), 'trini-dev-checkout-')));
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((f) => f && existsSync(join(ROOT, f)));
    for (const file of files) {
      mkdirSync(dirname(join(checkout, file)), { recursive: true });
      cpSync(join(ROOT, file), join(checkout, file));
    }
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: checkout,
      stdio: 'pipe',
      env: { ...process.env, CI: 'true' },
    });
  }, 300_000);

  afterAll(async () => {
    if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
      const exited = once(dev, 'exit');
      process.kill(-dev.pid, 'SIGTERM');
      await exited;
    }
    if (checkout) rmSync(checkout, { recursive: true, force: true });
  }, 60_000);

  it('has no build output to start from', () => {
    for (const dir of BUILT) expect(existsSync(join(checkout, dir)), dir).toBe(false);
  });

  it('serves a product page rendered from the mock, on the sources, building nothing; a domain edit shows on the next load', async () => {
    const [webPort = 0, mockPort = 0] = await freePorts(2);
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(webPort) };
    env.MOCK_PORT = String(mockPort);
    env.TURBO_TELEMETRY_DISABLED = '1';
    // Metrics on a free port: other test files start servers on the machine at the same time.
    env.METRICS_PORT = '0';
    delete env.HOST;
    delete env.API_ORIGIN;
    delete env.STOREFRONT_URL;
    // Its own process group, stopped when the run ends, however it ends (leave-nothing.ts).
    dev = ownGroup(
      spawn('pnpm', ['run', 'dev'], {
        cwd: checkout,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      }),
    );
    dev.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    dev.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = () => (dev?.exitCode == null ? undefined : `pnpm dev exited: ${log}`);
    const page = `http://127.0.0.1:${webPort}/productdetails/1001`;
    await waitUntilAnswers(page, 150_000, exited);

    const res = await fetch(page);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Wireless Earbuds with Charging Case | Trini Online Store');
    expect(html).toContain('/@vite/client');
    expect((await fetch(`http://127.0.0.1:${mockPort}/health`)).status).toBe(200);
    for (const dir of BUILT) expect(existsSync(join(checkout, dir)), dir).toBe(false);

    // An edit in the domain's source shows on the next page load: the pages render the domain's
    // source (its `development` export) and, under pnpm dev, no page cache keeps the old page.
    const about = `http://127.0.0.1:${webPort}/aboutus`;
    expect(await (await fetch(about)).text()).toContain('200,000');
    const shop = join(checkout, 'packages/domain/src/constants/shop.ts');
    const source = readFileSync(shop, 'utf8');
    expect(source).toContain("CUSTOMERS: '200,000'");
    writeFileSync(shop, source.replace("CUSTOMERS: '200,000'", "CUSTOMERS: '987,654'"));
    // Only as long as the file watcher takes to see the edit: the cached page lived 60 s.
    const end = Date.now() + 20_000;
    let edited = '';
    while (!edited.includes('987,654') && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 250));
      edited = await (await fetch(about)).text();
    }
    expect(edited).toContain('987,654');

    const stopped = once(dev, 'exit');
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    await stopped;
    expect(await freedWithin(webPort, 15_000)).toBe(true);
    expect(await freedWithin(mockPort, 15_000)).toBe(true);
  }, 200_000);
});
