import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portInUseMessage } from './settings.ts';
import { startMockApi, startServerProcess } from './test-stack.ts';

let api: Awaited<ReturnType<typeof startMockApi>>;

beforeAll(async () => {
  api = await startMockApi();
});
afterAll(async () => {
  await api.close();
});

describe('the storefront server processes (issue 11)', () => {
  it('pnpm start: serves a server-rendered product page, then SIGTERM closes it cleanly', async () => {
    const { child, url } = await startServerProcess('main.ts', api.origin);
    const res = await fetch(`${url}/productdetails/1001`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Wireless Earbuds with Charging Case | Trini Online Store');
    expect((await fetch(`${url}/health`)).status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  }, 30_000);

  it('pnpm dev: renders on the server from the source through Vite, with its client script', async () => {
    const { child, url } = await startServerProcess('dev.ts', api.origin);
    try {
      const res = await fetch(`${url}/productdetails/1001`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>Wireless Earbuds with Charging Case | Trini Online Store');
      expect(html).toContain('/@vite/client');
      expect(html).toContain('/src/app/main.tsx');
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 60_000);

  it('pnpm start on a port already in use: one line naming the port and PORT, no stack trace, exit 1', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const { port } = taken.address() as { port: number };
    try {
      const child = spawn(process.execPath, [fileURLToPath(new URL('main.ts', import.meta.url))], {
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), API_ORIGIN: api.origin },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toBe(`${portInUseMessage('127.0.0.1', port)}\n`);
      expect(stderr).toContain(`Port ${port} on 127.0.0.1 is already in use: set PORT`);
    } finally {
      taken.close();
    }
  }, 30_000);
});
