import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployInto, imageEnvironment, runCheck, startServer } from './deploy-folder.ts';
import type { StartedServer } from './deploy-folder.ts';
import { readImageSpec } from './image-spec.ts';
import { SERVERS, serverNamed } from './servers.ts';

/**
 * Each server's image, as far as this machine can build it (no Docker here): the Dockerfile's own
 * `pnpm deploy --prod` into a temporary folder outside the repository (no workspace
 * node_modules above it), then the Dockerfile's CMD from that folder with its ENV, on free ports
 * (PORT=0, METRICS_PORT=0) and loopback. The storefront renders from the deployed mock API.
 */
const SECRETS = { JWT_SECRET: 'j'.repeat(40), WIPAY_SECRET: 'w'.repeat(40) };
const LOCAL = { HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', LOG_REQUESTS: '0' };
const mock = serverNamed('mock-api');
const storefront = serverNamed('storefront');

let folder = '';
const started = new Map<'storefront' | 'mock-api', StartedServer>();

/** The server's deployed folder, for its Dockerfile's CMD (the image's WORKDIR). */
const appDir = (name: string) => join(folder, name);

beforeAll(async () => {
  for (const server of SERVERS)
    if (!existsSync(join(server.packageDir, 'dist')))
      throw new Error(`${server.packageName} is not built: run pnpm build first`);
  folder = mkdtempSync(join(tmpdir(), 'trini-deploy-'));
  for (const server of SERVERS)
    await deployInto(readImageSpec(server.dockerfile).deploy, appDir(server.name));
}, 120_000);

afterAll(async () => {
  await Promise.all([...started.values()].map((s) => s.stop()));
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 30_000);

/** Starts a server from its deployed folder as its image would, with `env` over the image's ENV. */
async function start(name: 'storefront' | 'mock-api', env: Record<string, string>) {
  const image = readImageSpec(serverNamed(name).dockerfile);
  const server = await startServer(image.command, appDir(name), imageEnvironment(image.env, env));
  started.set(name, server);
  return server;
}

describe('pnpm deploy --prod of each server gives a folder it starts from', () => {
  it('the mock API and the storefront start, answer /health and render a page', async () => {
    const api = await start('mock-api', { ...LOCAL, ...SECRETS });
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    const web = await start('storefront', { ...LOCAL, API_ORIGIN: api.url });
    expect((await fetch(`${web.url}/health`)).status).toBe(200);
    const page = await fetch(`${web.url}/productdetails/1001`);
    expect(page.status).toBe(200);
    const rendered = (await page.text()).includes('"ProductNo":1001');
    expect(rendered, 'the page holds the product the deployed mock API served').toBe(true);
  }, 60_000);

  it("each image's HEALTHCHECK passes against its server and fails once it stops; SIGTERM exits 0", async () => {
    for (const spec of [storefront, mock]) {
      const server = started.get(spec.name);
      if (!server) throw new Error(`the ${spec.name} did not start`);
      const health = readImageSpec(spec.dockerfile).healthcheck?.command ?? [];
      const env = { PATH: process.env.PATH ?? '', PORT: new URL(server.url).port };
      expect(await runCheck(health, env)).toBe(0);
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      expect(await runCheck(health, env)).toBe(1);
    }
  }, 60_000);

  it('each refuses to start from its image settings without the operator’s own (PUBLIC_ORIGIN, secrets)', async () => {
    await expect(start('storefront', { PORT: '0', METRICS_PORT: '0' })).rejects.toThrow(
      /exited \(1\)[\s\S]*PUBLIC_ORIGIN/,
    );
    await expect(start('mock-api', { PORT: '0', METRICS_PORT: '0' })).rejects.toThrow(
      /exited \(2\)[\s\S]*JWT_SECRET/,
    );
  }, 30_000);
});
