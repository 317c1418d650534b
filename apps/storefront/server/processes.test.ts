import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { isPortFree } from '@trini/server-kit/ports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { portInUseMessage } from './settings.ts';
import { startMockApi, startServerProcess } from './test/test-stack.ts';

let api: Awaited<ReturnType<typeof startMockApi>>;

beforeAll(async () => {
  api = await startMockApi();
});
afterAll(async () => {
  await api.close();
});

// Each test starts its own server processes on ports the system picks (PORT=0), so they run at
// once: most of a test's time is a child process starting, which leaves this worker idle.
describe.concurrent('the storefront server processes', () => {
  it('pnpm start: serves a server-rendered product page, then SIGTERM closes it cleanly', async () => {
    const { child, url } = await startServerProcess('main.ts', api.origin);
    const res = await fetch(`${url}/productdetails/1001`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Wireless Earbuds with Charging Case | Trini Online Store');
    expect((await fetch(`${url}/health`)).status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  }, 60_000);

  it('pnpm start: /metrics on its own port (METRICS_PORT); a taken port leaves the shop running without it; METRICS=0 serves none', async () => {
    const started = await startServerProcess('main.ts', api.origin);
    try {
      await fetch(`${started.url}/productdetails/1001`);
      const metricsUrl = await vi.waitFor(() => {
        const match = /Storefront metrics on (http:\/\/[\d.:]+\/metrics)/.exec(started.output());
        if (!match?.[1]) throw new Error('no metrics line yet');
        return match[1];
      });
      expect(new URL(metricsUrl).port).not.toBe(new URL(started.url).port);
      // The request is counted once it is answered, a moment after its last byte: read again
      // until it shows.
      const text = await vi.waitFor(async () => {
        const body = await (await fetch(metricsUrl)).text();
        expect(body).toMatch(
          /^http_requests_total\{method="GET",route="\/productdetails\/:ProductNo",status_code="200"\} 1$/m,
        );
        return body;
      });
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    } finally {
      started.child.kill('SIGTERM');
      await once(started.child, 'exit');
    }

    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const { port } = taken.address() as AddressInfo;
    const crowded = await startServerProcess('main.ts', api.origin, { METRICS_PORT: String(port) });
    const off = await startServerProcess('main.ts', api.origin, { METRICS: '0' });
    try {
      expect((await fetch(`${crowded.url}/health`)).status).toBe(200);
      await vi.waitFor(() =>
        expect(crowded.output()).toMatch(
          new RegExp(
            `^Metrics not served: 127\\.0\\.0\\.1:${port} cannot be used .*METRICS=0\\.$`,
            'm',
          ),
        ),
      );
      expect((await fetch(`${off.url}/health`)).status).toBe(200);
      expect(off.output()).not.toMatch(/metrics/i);
    } finally {
      for (const { child } of [crowded, off]) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      taken.close();
    }
  }, 60_000);

  it('pnpm start with APP_START=with-page: the boot script is told to start the app with the page, and the Content Security Policy still allows it', async () => {
    const { child, url } = await startServerProcess('main.ts', api.origin, {
      APP_START: 'with-page',
    });
    try {
      const res = await fetch(`${url}/productdetails/1001`);
      const html = await res.text();
      const boot = /<script data-start="with-page" data-app="[^"]+"[^>]*>([\s\S]*?)<\/script>/.exec(
        html,
      );
      expect(boot?.[1]).toBeDefined();
      const hash = createHash('sha256').update(boot![1]!).digest('base64');
      expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 60_000);

  it("pnpm start with NODE_ENV=production: a page's state carries no `calls`; SSR_CALLS=1 adds them for trini-mock import-har", async () => {
    /** The `trini-state` JSON of the product page `url` serves. */
    const productState = async (url: string) => {
      const html = await (await fetch(`${url}/productdetails/1001`)).text();
      const text = /<script type="application\/json" id="trini-state">(.*?)<\/script>/s.exec(
        html,
      )?.[1];
      expect(text, 'the page has its state script').toBeDefined();
      return JSON.parse(text!) as { api: { queries: object }; calls?: object };
    };
    const production = await startServerProcess('main.ts', api.origin, {
      NODE_ENV: 'production',
    });
    const recording = await startServerProcess('main.ts', api.origin, {
      NODE_ENV: 'production',
      SSR_CALLS: '1',
    });
    try {
      const plain = await productState(production.url);
      expect(plain.api.queries).toHaveProperty(['loadProduct(1001)']);
      expect(plain).not.toHaveProperty('calls');
      expect((await productState(recording.url)).calls).toEqual({
        'loadProduct(1001)': {
          method: 'GET',
          path: '/api/Product/loadproduct',
          params: { ProductNo: 1001, LoadReviews: true },
        },
      });
    } finally {
      for (const { child } of [production, recording]) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    }
  }, 60_000);

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
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          API_ORIGIN: api.origin,
          METRICS_PORT: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      const message = new RegExp(
        `^Port ${port} on 127\\.0\\.0\\.1 is already in use: set PORT to a free port, e\\.g\\. PORT=(\\d+)\\.\\n$`,
      );
      expect(stderr).toMatch(message);
      // The port suggested is free, and not the API's.
      const suggested = Number(message.exec(stderr)?.[1]);
      expect(stderr).toBe(`${portInUseMessage('127.0.0.1', port, suggested)}\n`);
      expect(suggested).not.toBe(Number(new URL(api.origin).port));
      expect(await isPortFree('127.0.0.1', suggested)).toBe(true);
    } finally {
      taken.close();
    }
  }, 60_000);
});
