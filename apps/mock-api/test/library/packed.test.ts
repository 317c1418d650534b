import { execFile, execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let work = '';
let mock: ChildProcess | undefined;
let url = '';

/** This process's environment without the mock's settings, so only the flags configure it. */
function cleanEnv(): NodeJS.ProcessEnv {
  // Metrics on a free port: other test files start servers on the machine at the same time.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', METRICS_PORT: '0' };
  for (const key of ['HOST', 'PORT', 'SEED', 'JWT_SECRET', 'WIPAY_SECRET', 'RATE_LIMITS'])
    delete env[key];
  return env;
}

/** Starts the installed `trini-mock` and answers its base URL from the "listening" log line. */
function startInstalled(args: string[]): Promise<string> {
  const child = spawn(join(work, 'node_modules', '.bin', 'trini-mock'), args, {
    cwd: work,
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: the bin shim runs Node as its child, which a signal to the
    // shim alone leaves running; afterAll stops the whole group.
    detached: true,
  });
  mock = child;
  return new Promise((done, fail) => {
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const found = /listening (?:at|on) (http:\/\/[\d.]+:\d+)/i.exec(log);
      if (found?.[1]) done(found[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => fail(new Error(`trini-mock exited ${code}: ${log}`)));
  });
}

/**
 * The packed tarball, installed with npm into an empty folder (dependencies from the
 * registry, nothing from this workspace), starts with `trini-mock --port … --seed …`, answers
 * /health and the media, and its own `verify` finds 0 drift against it.
 */
describe('the packed @trini/mock-api, installed in an empty folder', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'trini-mock-pack-'));
    execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: pkgDir, stdio: 'pipe' });
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    writeFileSync(join(work, 'package.json'), '{"name":"empty-folder","private":true}');
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`], {
      cwd: work,
    });
    url = await startInstalled(['--port', '0', '--seed', '20241', '--host', '127.0.0.1']);
  }, 300_000);
  afterAll(async () => {
    if (mock?.exitCode === null) {
      const exited = new Promise((done) => mock?.once('exit', done));
      if (mock.pid !== undefined) process.kill(-mock.pid, 'SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  });

  it('ships built files only: no TypeScript sources, no tests, the workspace domain bundled in', () => {
    const manifest = JSON.parse(
      execFileSync(
        'node',
        ['-p', 'JSON.stringify(require("./node_modules/@trini/mock-api/package.json"))'],
        {
          cwd: work,
          encoding: 'utf8',
        },
      ),
    ) as { dependencies: Record<string, string>; bin: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).not.toContain('@trini/domain');
    expect(manifest.bin['trini-mock']).toBe('./bin/trini-mock.mjs');
    const files = readdirSync(join(work, 'node_modules', '@trini', 'mock-api', 'dist'));
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.mts'))).toEqual([]);
  });

  it('starts from the tarball and answers /health, a product and its image', async () => {
    expect(await (await fetch(`${url}/health`)).json()).toMatchObject({ status: 'ok' });
    const product = await fetch(`${url}/api/Product/loadproduct?ProductNo=1001`);
    expect(product.status).toBe(200);
    const image = await fetch(`${url}/ERP/Images/Products/1001-1.jpg`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const video = await fetch(`${url}/ERP/Videos/gadget-demo.mp4`);
    expect(video.status).toBe(200);
  });

  it('its verify command, writes included, finds 0 drift against it (exit 0, --json)', async () => {
    const { stdout } = await run(
      join(work, 'node_modules', '.bin', 'trini-mock'),
      [
        'verify',
        '--target',
        url,
        '--mobile',
        '7000001',
        '--password',
        'password1',
        '--allow-writes',
        '--json',
      ],
      { cwd: work },
    );
    const report = JSON.parse(stdout) as { failed: number; results: { outcome: string }[] };
    expect(report.failed).toBe(0);
    expect(report.results.length).toBeGreaterThan(20);
    expect(report.results.every((r) => r.outcome === 'ok')).toBe(true);
  });

  it('loads as a library: createMockFetch answers in-process', async () => {
    writeFileSync(
      join(work, 'in-process.mjs'),
      "import { createMockFetch } from '@trini/mock-api'; const f = await createMockFetch(); const r = await f('/api/Product/loadproduct?ProductNo=1001'); console.log(r.status, (await r.json()).ProductNo ?? 'answer'); await f.close();",
    );
    const { stdout } = await run('node', ['in-process.mjs'], { cwd: work });
    expect(stdout.trim()).toMatch(/^200 /);
  });
});
