import { execFile, execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const run = promisify(execFile);
const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The most the tarball's install may weigh on disk, as `du -sk node_modules` counts it (40 MB,
 * in KB); its files' own bytes are printed beside it.
 */
const MAX_INSTALL_KILOBYTES = 40 * 1024;

/**
 * The packages that are optional peers of the package (tracing, JPEG images, the interactive
 * API docs), never installed.
 */
const OPTIONAL_PEERS = [
  '@fastify/otel',
  '@opentelemetry/exporter-trace-otlp-http',
  '@opentelemetry/instrumentation',
  '@opentelemetry/instrumentation-http',
  '@opentelemetry/instrumentation-undici',
  '@opentelemetry/resources',
  '@opentelemetry/sdk-trace-node',
  '@opentelemetry/semantic-conventions',
  'sharp',
  '@fastify/swagger-ui',
];

let work = '';
let mock: ChildProcess | undefined;
let url = '';
/** What `npm install` printed (stdout and stderr). */
let npmOutput = '';
/** What the installed `trini-mock` printed (stdout and stderr). */
let startLog = '';
/** The installed node_modules right after the install: its files' bytes and du's kilobytes. */
let installed = { bytes: 0, duKilobytes: 0 };

/** This process's environment without the mock's settings, so only the flags configure it. */
function cleanEnv(): NodeJS.ProcessEnv {
  // Metrics on a free port: other test files start servers on the machine at the same time.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', METRICS_PORT: '0' };
  for (const key of ['HOST', 'PORT', 'SEED', 'JWT_SECRET', 'WIPAY_SECRET', 'RATE_LIMITS'])
    delete env[key];
  for (const key of Object.keys(env)) if (key.startsWith('OTEL_')) delete env[key];
  return env;
}

/**
 * Starts the installed `trini-mock` with `env` over cleanEnv(); answers its base URL from the
 * "listening" log line, and keeps what it prints in `startLog`.
 */
function startInstalled(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const child = spawn(join(work, 'node_modules', '.bin', 'trini-mock'), args, {
    cwd: work,
    env: { ...cleanEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: the bin shim runs Node as its child, which a signal to the
    // shim alone leaves running; afterAll stops the whole group.
    detached: true,
  });
  mock = child;
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      startLog += chunk.toString();
      const found = /listening (?:at|on) (http:\/\/[\d.]+:\d+)/i.exec(startLog);
      if (found?.[1]) done(found[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => fail(new Error(`trini-mock exited ${code}: ${startLog}`)));
  });
}

/** The bytes of the files under `dir` (symbolic links not followed), walking the whole tree. */
function treeBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += treeBytes(path);
    else if (entry.isFile()) bytes += lstatSync(path).size;
  }
  return bytes;
}

/** The package folders in a node_modules folder (scoped ones one level down). */
function packageDirs(nodeModules: string): string[] {
  return readdirSync(nodeModules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(join(nodeModules, name)).map((scoped) => join(nodeModules, name, scoped))
        : [join(nodeModules, name)],
    );
}

/** Links the workspace's copy of `name` (one of this package's devDependencies) into `work`. */
function linkFromWorkspace(name: string): void {
  const target = join(work, 'node_modules', name);
  if (existsSync(target)) return;
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(realpathSync(join(pkgDir, 'node_modules', name)), target, 'dir');
}

/**
 * The packed tarball, installed with npm into an empty folder (dependencies from the
 * registry, nothing from this workspace): light (no tracing SDK, no sharp, no install script),
 * its types compile for a strict consumer, and it starts with `trini-mock --port … --seed …`
 * (tracing asked for but not installed: one line, and it runs on), answers /health and the
 * media (images as SVG without sharp), and its own `verify` finds 0 drift against it.
 */
describe('the packed @trini/mock-api, installed in an empty folder', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'trini-mock-pack-'));
    execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: pkgDir, stdio: 'pipe' });
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    writeFileSync(join(work, 'package.json'), '{"name":"empty-folder","private":true}');
    const { stdout, stderr } = await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`],
      { cwd: work },
    );
    npmOutput = `${stdout}${stderr}`;
    const nodeModules = join(work, 'node_modules');
    installed = {
      bytes: treeBytes(nodeModules),
      duKilobytes: Number(
        execFileSync('du', ['-sk', nodeModules], { encoding: 'utf8' }).split('\t')[0],
      ),
    };
    url = await startInstalled(['--port', '0', '--seed', '20241', '--host', '127.0.0.1'], {
      // Tracing asked for (nothing listens there), its packages not installed.
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    });
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

  it('is light: tracing, sharp and the docs pages are optional peers, not installed, and the install weighs at most 40 MB on disk', () => {
    const manifest = JSON.parse(
      readFileSync(join(work, 'node_modules', '@trini', 'mock-api', 'package.json'), 'utf8'),
    ) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    for (const name of OPTIONAL_PEERS) {
      expect(manifest.dependencies[name], name).toBeUndefined();
      expect(manifest.peerDependencies[name], name).toMatch(/^[\^~]?\d/);
      expect(manifest.peerDependenciesMeta[name]?.optional, name).toBe(true);
      expect(existsSync(join(work, 'node_modules', name)), name).toBe(false);
    }
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(
      `npm install of the tarball: node_modules ${mb(installed.bytes)} MiB of files (du -sk: ${installed.duKilobytes} KB on disk)`,
    );
    expect(installed.duKilobytes).toBeGreaterThan(0);
    expect(installed.duKilobytes).toBeLessThanOrEqual(MAX_INSTALL_KILOBYTES);
  });

  it('installs without install scripts: none in the tree, no install-scripts warning from npm', () => {
    expect(npmOutput).not.toMatch(/install[- ]?scripts?/i);
    const withScripts = packageDirs(join(work, 'node_modules')).filter((dir) => {
      const { scripts = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>;
      };
      return ['preinstall', 'install', 'postinstall'].some((hook) => hook in scripts);
    });
    expect(withScripts).toEqual([]);
  });

  it("its types compile for a strict consumer, libraries' types checked too (skipLibCheck: false)", async () => {
    // What a TypeScript consumer of the library and of its Playwright fixture has beside it.
    linkFromWorkspace('@types/node');
    linkFromWorkspace('@playwright/test');
    const consumer = join(work, 'consumer');
    mkdirSync(consumer);
    writeFileSync(join(consumer, 'package.json'), '{"type":"module","private":true}');
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { skipLibCheck: false, strict: true, module: 'nodenext', noEmit: true },
        files: ['use.ts'],
      }),
    );
    writeFileSync(
      join(consumer, 'use.ts'),
      [
        "import { buildApp, createMockFetch, createMockServer, type MockServer } from '@trini/mock-api';",
        "import { test, type MockSession } from '@trini/mock-api/playwright';",
        'const app = await buildApp({ seed: 1 });',
        'export const port: number = app.settings.port;',
        'export const server: Promise<MockServer> = createMockServer();',
        'export const fetchMock = createMockFetch;',
        'export const session = (mock: MockSession): string => mock.id;',
        'export const mockTest = test;',
        '',
      ].join('\n'),
    );
    const tsc = createRequire(join(pkgDir, 'package.json')).resolve('typescript/bin/tsc');
    const compiled = await run(process.execPath, [tsc, '-p', consumer], { cwd: consumer }).then(
      () => '',
      (error: Error & { stdout?: string }) => error.stdout || error.message,
    );
    expect(compiled).toBe('');
  }, 120_000);

  it('starts from the tarball and answers /health, a product, its image (SVG without sharp) and a video', async () => {
    expect(await (await fetch(`${url}/health`)).json()).toMatchObject({ status: 'ok' });
    const product = await fetch(`${url}/api/Product/loadproduct?ProductNo=1001`);
    expect(product.status).toBe(200);
    const image = await fetch(`${url}/ERP/Images/Products/1001-1.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg [^>]*width="800" height="800"[\s\S]*<\/svg>$/);
    const video = await fetch(`${url}/ERP/Videos/gadget-demo.mp4`);
    expect(video.status).toBe(200);
  });

  it('answers its OpenAPI document, and at /docs a page saying how to get the interactive one', async () => {
    const document = await fetch(`${url}/openapi.json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
    const docs = await fetch(`${url}/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await docs.text();
    expect(page).toContain('href="/openapi.json"');
    expect(page).toContain('npm i @fastify/swagger-ui');
  });

  it('says in one line each that tracing is off, images are SVG and /docs has no pages, and what to install', async () => {
    // Printed just after the "listening" line, once the metrics port is up.
    await vi.waitFor(() => expect(startLog).toMatch(/^API docs: /m), { timeout: 20_000 });
    // Its own lines, not the request log's JSON lines.
    const lines = startLog.split('\n').filter((line) => !line.startsWith('{'));
    const tracing = lines.filter((l) => /tracing|traces/i.test(l));
    expect(tracing).toHaveLength(1);
    expect(tracing[0]).toMatch(
      /^Tracing is off: .* is not installed; .*npm i @fastify\/otel@\S+ @opentelemetry\/\S+/,
    );
    const images = lines.filter((l) => /image|sharp/i.test(l));
    expect(images).toEqual([
      expect.stringMatching(/^Images are SVG \(image\/svg\+xml\), .*npm i sharp@~?\^?\d/),
    ]);
    expect(lines.filter((l) => /docs/i.test(l))).toEqual([
      expect.stringMatching(/^API docs: \/openapi\.json; .*npm i @fastify\/swagger-ui@~?\^?\d/),
    ]);
    // No stack trace either.
    expect(lines.filter((l) => l.trimStart().startsWith('at '))).toEqual([]);
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
