import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp as buildMockApi } from '../../../mock-api/src/app.ts';
import type { Settings as MockSettings } from '../../../mock-api/src/settings.ts';
import { render, rendersCookieCart, routePatternOf } from '../../src/entry-server.tsx';
import { buildStorefrontServer } from '../app.ts';
import { htmlTemplate } from '../html-template.ts';
import { inlineScriptHashes } from '../inline-scripts.ts';
import type { StorefrontMetrics } from '../metrics/storefront-metrics.ts';
import type { ConnectionDrain } from '../shutdown/connection-drain.ts';
import { builtScreenAssets } from '../screen-assets.ts';
import { loadServerSettings } from '../settings.ts';
import type { ServerSettings } from '../settings.ts';

/** The storefront's folder (apps/storefront): its template, public files and servers. */
const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The seeded mock API listening on a free loopback port, its test controls on, with `overrides`
 * over its settings (e.g. a lower `loginRateLimit`).
 */
export async function startMockApi(
  overrides: Partial<MockSettings> = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const api = await buildMockApi({ logRequests: false, mockControls: true, ...overrides });
  const address = await api.listen({ host: '127.0.0.1', port: 0 });
  return { origin: address, close: () => api.close() };
}

/** A server that accepts connections and never answers (an API that hangs). */
export async function startHangingApi(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer(() => undefined);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * A built client folder: the page template, one hashed script with .br/.gz, the public files and
 * a build manifest listing no screen stylesheets.
 */
export function fakeClientBuild(): { dir: string; script: string; source: string } {
  const dir = mkdtempSync(join(tmpdir(), 'trini-client-'));
  mkdirSync(join(dir, 'assets'));
  const template = readFileSync(join(APP_DIR, 'index.html'), 'utf8');
  writeFileSync(join(dir, 'index.html'), template);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  const source = `export const message = ${JSON.stringify('x'.repeat(4000))};\n`;
  const script = 'assets/main-AbC123.js';
  writeFileSync(join(dir, script), source);
  writeFileSync(join(dir, `${script}.br`), brotliCompressSync(source));
  writeFileSync(join(dir, `${script}.gz`), gzipSync(source));
  cpSync(join(APP_DIR, 'public'), dir, { recursive: true });
  return { dir, script, source };
}

/** The public origin of the test servers: the tests send `Host: shop.test`. */
export const TEST_ORIGIN = 'http://shop.test';

/**
 * The production server over `apiOrigin`, rendering from the source (src/entry-server.tsx) into
 * the template of `clientDir`, with the production headers (CSP on) and PUBLIC_ORIGIN
 * `TEST_ORIGIN` unless `overrides` say otherwise, recording into `metrics` when given, and
 * draining with `drain` when given.
 */
export async function buildTestServer(
  apiOrigin: string,
  clientDir: string,
  overrides: Partial<ServerSettings> = {},
  metrics?: StorefrontMetrics,
  drain?: ConnectionDrain,
): Promise<FastifyInstance> {
  const settings = {
    ...loadServerSettings({ API_ORIGIN: apiOrigin, PUBLIC_ORIGIN: TEST_ORIGIN }),
    ...overrides,
  };
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const fill = htmlTemplate(template, builtScreenAssets(clientDir));
  const app = await buildStorefrontServer({
    settings,
    csp: { scriptHashes: inlineScriptHashes(template) },
    clientDir,
    metrics,
    drain,
    renderer: {
      render,
      html: async (_url, page) => fill(page),
      routePattern: routePatternOf,
      rendersCart: rendersCookieCart,
    },
  });
  await app.ready();
  return app;
}

/** A started server process: the child, its address, and what it printed so far. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed (stdout and stderr) so far. */
  output: () => string;
}

/**
 * Starts `server/<file>` as its package script does (main.ts: the production server, with Node;
 * dev.ts: the development server, with tsx and the `development` condition, so `@trini/domain` is
 * its source) on a free port over `apiOrigin`, its metrics on a free port too (so copies never
 * collide), with `env` over that, and resolves once it listens.
 */
export async function startServerProcess(
  file: 'main.ts' | 'dev.ts',
  apiOrigin: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const path = join(APP_DIR, 'server', file);
  const args = file === 'dev.ts' ? ['--conditions=development', '--import', 'tsx', path] : [path];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: '0',
      API_ORIGIN: apiOrigin,
      NODE_ENV: '',
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^Storefront[^\n]*? on (http:\/\/[\d.:]+)/m.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}): ${output}`)));
  });
  return { child, url, output: () => output };
}

/**
 * For a test file: the storefront server (`buildTestServer` over a fake client build) rendering
 * from the seeded mock API, started before the file's tests and closed after them. Answers a
 * getter: call it inside a test for the server to `inject` into.
 */
export function testServerForFile(): () => FastifyInstance {
  let api: Awaited<ReturnType<typeof startMockApi>> | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    api = await startMockApi();
    app = await buildTestServer(api.origin, fakeClientBuild().dir);
  });
  afterAll(async () => {
    await app?.close();
    await api?.close();
  });
  return () => {
    if (!app) throw new Error('testServerForFile: the server starts in beforeAll');
    return app;
  };
}
