import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HMR_HOST, devServerSettings, devViteOptions, hmrPort } from './dev-settings.ts';
import { SETTING_VARIABLES } from './settings.ts';
import { isLoopbackHost } from './origin/host-header.ts';

describe('devServerSettings: the storefront under pnpm dev', () => {
  it('has no page cache, so an edit shows on the next page load', () => {
    expect(devServerSettings({}).pageCache).toBe(false);
  });

  it('renders from the mock pnpm dev starts (MOCK_PORT), on 5173, with its test controls', () => {
    expect(devServerSettings({})).toMatchObject({
      host: '127.0.0.1',
      port: 5173,
      apiOrigin: 'http://127.0.0.1:3001',
      mockControls: true,
    });
    expect(devServerSettings({ MOCK_PORT: '3712' }).apiOrigin).toBe('http://127.0.0.1:3712');
  });

  it('takes each setting from the environment over its development default', () => {
    const settings = devServerSettings({
      PAGE_CACHE: '1',
      PORT: '3711',
      MOCK_CONTROLS: '0',
      METRICS: '0',
      API_ORIGIN: 'http://127.0.0.1:3799',
    });
    expect(settings).toMatchObject({
      pageCache: true,
      port: 3711,
      mockControls: false,
      metrics: false,
      apiOrigin: 'http://127.0.0.1:3799',
    });
  });
});

describe("Vite's hot-reload socket under pnpm dev", () => {
  let taken: Server | undefined;
  afterEach(async () => {
    await new Promise((done) => (taken ? taken.close(done) : done(undefined)));
    taken = undefined;
  });

  it('listens on loopback only, on the port given', () => {
    expect(isLoopbackHost(HMR_HOST)).toBe(true);
    const options = devViteOptions('/app', 24_678);
    expect(options.server).toEqual({
      middlewareMode: true,
      ws: { host: HMR_HOST, port: 24_678 },
    });
    expect(options.server?.host).toBeUndefined();
  });

  it("takes Vite's usual port when free, and another free one when it is taken", async () => {
    taken = createServer();
    await new Promise<void>((done) => taken?.listen(0, HMR_HOST, done));
    const busy = (taken.address() as { port: number }).port;
    const other = await hmrPort(busy);
    expect(other).not.toBe(busy);
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(other, HMR_HOST, done));
    await new Promise((done) => probe.close(done));

    await new Promise((done) => taken?.close(done));
    taken = undefined;
    expect(await hmrPort(busy)).toBe(busy);
  });
});

/** Whether one of turbo's `passThroughEnv` entries (a name, or a pattern with `*`) names `name`. */
function passes(entries: string[], name: string): boolean {
  return entries.some((entry) =>
    new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(name),
  );
}

describe("pnpm dev passes the storefront's settings on, as pnpm start does", () => {
  it("turbo.json's dev task passes every setting through (turbo drops the others)", () => {
    const turbo = JSON.parse(
      readFileSync(new URL('../../../turbo.json', import.meta.url), 'utf8'),
    ) as { tasks: { dev: { passThroughEnv: string[] } } };
    const entries = turbo.tasks.dev.passThroughEnv;
    const names = [...SETTING_VARIABLES, 'MOCK_PORT', 'NODE_ENV', 'OTEL_SERVICE_NAME'];
    expect(names.filter((name) => !passes(entries, name))).toEqual([]);
  });
});
