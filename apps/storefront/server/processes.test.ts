import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApi } from './test-stack.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
let api: Awaited<ReturnType<typeof startMockApi>>;

beforeAll(async () => {
  api = await startMockApi();
});
afterAll(async () => {
  await api.close();
});

/** Starts `node server/<file>` on a free port and resolves with its address once it listens. */
async function startServer(file: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [`${here}${file}`], {
    env: { ...process.env, PORT: '0', API_ORIGIN: api.origin, NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${file} exited (${code}): ${output}`)));
  });
  return { child, url };
}

describe('the storefront server processes (issue 11)', () => {
  it('pnpm start: serves a server-rendered product page, then SIGTERM closes it cleanly', async () => {
    const { child, url } = await startServer('main.ts');
    const res = await fetch(`${url}/productdetails/1001`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Wireless Earbuds with Charging Case | Trini Online Store');
    expect((await fetch(`${url}/health`)).status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  }, 30_000);

  it('pnpm dev: renders on the server from the source through Vite, with its client script', async () => {
    const { child, url } = await startServer('dev.ts');
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
});
